export const MEMO_MS: number;
export const SETTLE_MS: number;
export type TTagExpiry = {
  isStale(tags: string[], storedAt: number): Promise<boolean>;
  expire(tags: string[], options?: { expireSeconds?: number; unlessRecordedWithin?: number }): Promise<void>;
  close(): Promise<void>;
};
export function tagExpiry(env?: Record<string, string | undefined>): TTagExpiry;
