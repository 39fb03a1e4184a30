// Who every e-mail of the site comes from, and its Message-ID. The From header names the business
// (its details' name) before MAIL_FROM's address, whatever display name MAIL_FROM itself has.
// A Message-ID's right-hand side is the domain of MAIL_FROM's address: the domain the mail is
// sent and authenticated for (APP_URL's host may be an IP address or a host with no mail of its own).
import "server-only";
import { randomUUID } from "node:crypto";
import { getBusinessDetails } from "../business";
import { getConfig } from "../config";
import { mailboxAddress } from "./mailbox";

type TSender = { from: { name: string; address: string }; messageId: string };

/** The sender of one e-mail; `id` (a hex digest, stable across retries) makes its Message-ID, else a random one. */
export async function mailSender(id: string = randomUUID().replaceAll("-", "")): Promise<TSender> {
  // The settings' schema refuses a MAIL_FROM without an address.
  const address = mailboxAddress(getConfig().MAIL_FROM)!;
  const domain = address.slice(address.lastIndexOf("@") + 1).toLowerCase();
  return { from: { name: (await getBusinessDetails()).name, address }, messageId: `<${id}@${domain}>` };
}
