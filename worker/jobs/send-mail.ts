// send-mail: sends one e-mail at most once, through the send log. `requestMail` is how a job
// decides to mail: the send log's row is written first (an e-mail owed), then the send is queued,
// so that an e-mail decided on is never lost with Redis: the reconciler re-enqueues owed rows.
import { getDb } from "@/server/db/client";
import { sendTemplatedMail } from "@/server/mail/send-mail";
import { enqueue } from "@/server/queue";
import { makeMailKey, type TJobPayload, type TMailTemplate } from "@/server/queue/jobs";

export async function handleSendMail({ template, subjectId, sequence }: TJobPayload<"send-mail">): Promise<string> {
  return sendTemplatedMail(template, subjectId, sequence);
}

export async function requestMail(template: TMailTemplate, subjectId: string, sequence?: number): Promise<void> {
  const key = makeMailKey(template, subjectId, sequence);
  await getDb().$executeRaw`INSERT INTO email_sends (id, key) VALUES (gen_random_uuid(), ${key}) ON CONFLICT (key) DO NOTHING`;
  await enqueue("send-mail", { template, subjectId, ...(sequence ? { sequence } : {}) });
}
