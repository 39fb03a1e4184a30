// Sends one templated e-mail once: the send log's row keyed by template and subject is written
// when the mail is decided on (worker/jobs/send-mail.ts), claimed just before the hand-over to
// SMTP, and stamped sent after it. A retried job that finds it stamped does nothing; a row left
// unstamped is an e-mail still owed, which the reconciler keeps queued.
//
// The claim (claimed_at, set in its own committed statement before sendMail) keeps every other
// attempt (a stalled job run again, the reconciler's job, another worker) from sending the mail
// for MAIL_CLAIM_SECONDS after it. What remains possible: if the process dies after the SMTP
// server accepted the message and before the stamp, nothing can tell that apart from a death
// before the hand-over, so once the claim's window has passed the mail is sent once more, with
// the same Message-ID. That is one duplicate per such death, never before the window has passed,
// and none for any other failure (a death before the hand-over only delays the mail by the window).
import "server-only";
import { createHash } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { startProvisionalWindow } from "../bookings/holds";
import { getConfig } from "../config";
import { getDb, isDatabaseUnavailable } from "../db/client";
import { makeMailKey, type TMailTemplate } from "../queue/jobs";
import { mailSender } from "./sender";
import { renderTemplate } from "./templates";

let transport: Transporter | undefined;

/**
 * What sending a template's e-mail does to its subject, done before it is rendered (rendering
 * itself changes nothing): a request's provisional window starts as its first confirmation e-mail
 * leaves, so its link lasts the whole window however long the e-mail waited for SMTP.
 */
const ON_SENDING: Partial<Record<TMailTemplate, (subjectId: string) => Promise<unknown>>> = {
  "booking-guest-verify": startProvisionalWindow,
};

export function getMailTransport(): Transporter {
  const url = new URL(getConfig().SMTP_URL);
  transport ??= nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === "smtps:" ? 465 : 587)),
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 15000,
  });
  return transport;
}

/** Prisma's "record not found" (a findUniqueOrThrow of a subject that is gone). */
function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown }).code === "P2025";
}

/** Thrown when another attempt claimed the mail within MAIL_CLAIM_SECONDS: the job tries again later. */
export class MailClaimedError extends Error {
  override name = "MailClaimedError";
}

/**
 * Claims an owed e-mail for this attempt, committed before anything is handed to SMTP: true when
 * it was neither sent nor claimed within the window (the database's clock decides, so workers'
 * clocks need not agree).
 */
async function claimMail(key: string): Promise<boolean> {
  const claimed = await getDb().$executeRaw`
    UPDATE email_sends SET claimed_at = now()
    WHERE key = ${key} AND sent_at IS NULL
      AND (claimed_at IS NULL OR claimed_at <= now() - make_interval(secs => ${getConfig().MAIL_CLAIM_SECONDS}))`;
  return claimed === 1;
}

export async function sendTemplatedMail(
  template: TMailTemplate,
  subjectId: string,
  sequence?: number,
): Promise<"sent" | "already-sent" | "nothing-to-send"> {
  const key = makeMailKey(template, subjectId, sequence);
  const db = getDb();
  const logged = await db.emailSend.findUnique({ where: { key }, select: { sentAt: true } });
  if (logged?.sentAt) return "already-sent";

  let mail: Awaited<ReturnType<typeof renderTemplate>>;
  try {
    await ON_SENDING[template]?.(subjectId);
    mail = await renderTemplate(template, subjectId, sequence);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    // The subject was deleted: no e-mail is owed any more.
    mail = null;
  }
  if (mail === null) {
    // The renderer decided no e-mail is owed any more (no address, erased, already paid, ...).
    await db.emailSend.deleteMany({ where: { key, sentAt: null } });
    return "nothing-to-send";
  }
  // A renderer that lost its recipient is a defect to see, not an e-mail to drop: the job fails
  // and is retried, and the owed row stays for the reconciler and the stuck-work alert.
  if (!mail.to) throw new Error(`${key} was rendered without a recipient`);
  await db.emailSend.upsert({
    where: { key },
    create: { key, recipient: mail.to, subject: mail.subject },
    update: { recipient: mail.to, subject: mail.subject },
  });
  if (!(await claimMail(key))) {
    if ((await db.emailSend.findUnique({ where: { key }, select: { sentAt: true } }))?.sentAt) return "already-sent";
    throw new MailClaimedError(`${key} was claimed by another attempt less than MAIL_CLAIM_SECONDS ago`);
  }
  // The same Message-ID on every attempt lets the receiving side drop a duplicate if a crash
  // ever falls between the server's acceptance and the log's stamp.
  const { from, messageId } = await mailSender(createHash("sha256").update(key).digest("hex").slice(0, 32));
  let info: { messageId?: string };
  try {
    info = await getMailTransport().sendMail({
      from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId,
      attachments: mail.attachments,
    });
  } catch (error) {
    // Refused before the message itself was handed over (no connection, a refused sender or
    // recipient): it is certainly not delivered, so the claim goes and the next attempt may send
    // at once. A failure during or after the message's data keeps the claim: it may have arrived.
    if (failedBeforeData(error))
      await getDb()
        .emailSend.updateMany({ where: { key, sentAt: null }, data: { claimedAt: null } })
        .catch(() => undefined);
    throw error;
  }
  await stampSent(key, info.messageId);
  return "sent";
}

/** SMTP commands sent before the message's data: a refusal at one of them delivered nothing. */
const BEFORE_DATA_COMMANDS = new Set([
  "EHLO",
  "HELO",
  "LHLO",
  "STARTTLS",
  "AUTH PLAIN",
  "AUTH LOGIN",
  "AUTH XOAUTH2",
  "MAIL FROM",
  "RCPT TO",
]);

/**
 * Whether nodemailer failed before any of the message was handed to the server: the connection
 * was never made (its socket's connect failed: refused, unreachable, no such host), a command
 * before the data was refused, or the envelope was. A connection lost later ("CONN" after the
 * socket was up) may have carried the message, and is not counted.
 */
function failedBeforeData(error: unknown): boolean {
  const { code, command, syscall } = (error ?? {}) as { code?: unknown; command?: unknown; syscall?: unknown };
  if (syscall === "connect" || syscall === "getaddrinfo") return true;
  return code === "EENVELOPE" || code === "EAUTH" || (typeof command === "string" && BEFORE_DATA_COMMANDS.has(command));
}

/**
 * Records that the mail went out. The mail cannot be unsent, so a database that is briefly away
 * (a restart) is waited for rather than failing the job, whose retry would send it again.
 */
async function stampSent(key: string, messageId: string | undefined): Promise<void> {
  const delays = [250, 500, 1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000];
  for (let attempt = 0; ; attempt++) {
    try {
      await getDb().emailSend.update({ where: { key }, data: { sentAt: new Date(), messageId } });
      return;
    } catch (error) {
      if (attempt >= delays.length || !isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

export async function checkSmtp(): Promise<void> {
  await getMailTransport().verify();
}
