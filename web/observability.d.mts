import type { Logger } from "pino";

export function newRequestId(): string;
export function currentRequestId(): string | undefined;
export function withRequestId<T>(requestId: string | null | undefined, fn: () => T): T;
export function setProcessName(name: string): void;
export const logger: Logger;
export function createLogger(destination?: { write: (line: string) => void }): Logger;
export function withoutContactDetails(text: string): string;
export const HTTP_BUCKETS: number[];
export function routeOf(pathname: string): string;
export type THttpSeries = { route: string; method: string; status: string; buckets: number[]; sum: number; count: number };
export function httpTimings(): Map<string, THttpSeries>;
export function recordRequest(pathname: string, method: string, status: number, seconds: number): void;
