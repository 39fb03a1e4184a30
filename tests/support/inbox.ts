// The local SMTP inbox of one integration file: started before its tests (the file's e-mails go to
// it: SMTP_URL is read on first use) and closed after them.
import { afterAll, beforeAll } from "vitest";
import { startLocalInbox, type TLocalInbox } from "../../scripts/local-services.mjs";
import { E2E_INBOX_PORT, E2E_SMTP_PORT } from "../../scripts/test-env.mjs";

/** Call at a file's top level; the returned inbox is usable from its tests on. */
export function useFileInbox(): TLocalInbox {
  let inbox: TLocalInbox | undefined;
  beforeAll(async () => {
    inbox = await startLocalInbox({ smtpPort: E2E_SMTP_PORT, webPort: E2E_INBOX_PORT });
    process.env.SMTP_URL = inbox.smtpUrl;
  });
  afterAll(async () => {
    await inbox?.close();
  });
  return new Proxy({} as TLocalInbox, {
    get(_, key) {
      if (!inbox) throw new Error("the file's inbox starts before its tests");
      const value: unknown = Reflect.get(inbox, key);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(inbox) : value;
    },
  });
}
