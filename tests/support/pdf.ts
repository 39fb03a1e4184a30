// A PDF's text as a reader gets it (unpdf, Mozilla's pdf.js): the pages merged, runs of white
// space as one space. No test runner's imports: the browser suite and the integration suites share it.
import { extractText, getDocumentProxy } from "unpdf";
import type { TInboxMessage } from "../../scripts/local-services.mjs";

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
}

/** An e-mail's attachment whose file name matches `name`, if it has one. */
export function findAttachment(mail: TInboxMessage, name: RegExp) {
  return mail.attachments.find((attachment) => name.test(attachment.filename ?? ""));
}
