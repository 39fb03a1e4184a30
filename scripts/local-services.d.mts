// Types of scripts/local-services.mjs for the TypeScript test suites.
export type TLocalS3 = { url: string; close: () => Promise<void> };
export type TInboxMessage = {
  id: string;
  receivedAt: string;
  envelope: { from?: string; to: string[] };
  messageId?: string;
  from?: string;
  /** The From header's display name. */
  fromName?: string;
  to: string[];
  subject?: string;
  text?: string;
  html?: string;
  attachments: { filename: string | null; mimeType: string; content: string }[];
  /** The message as it arrived (the parsed attachments of calendar files have their line ends rewritten). */
  raw: string;
};
export type TLocalInbox = {
  smtpUrl: string;
  webUrl: string;
  messages: TInboxMessage[];
  startSmtp: () => Promise<void>;
  stopSmtp: () => Promise<void>;
  /** Keeps each message on arrival but answers its data `ms` later (0: at once). */
  holdReplies: (ms: number) => void;
  quiet: (timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};
export function startLocalS3(options: { port: number; directory: string; bucket: string; host?: string }): Promise<TLocalS3>;
export function startLocalInbox(options: { smtpPort: number; webPort: number; host?: string }): Promise<TLocalInbox>;
