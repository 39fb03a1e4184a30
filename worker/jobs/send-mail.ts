// send-mail: sends one e-mail at most once, through the send log.
import { sendTemplatedMail } from "@/server/mail/send-mail";
import type { TJobPayload } from "@/server/queue/jobs";

export async function handleSendMail({ template, subjectId, sequence }: TJobPayload<"send-mail">): Promise<string> {
  return sendTemplatedMail(template, subjectId, sequence);
}
