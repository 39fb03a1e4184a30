// process-photo: the sandboxed processor (BullMQ runs this file in a child process, so sharp's
// native work and memory stay out of the worker's main process).
import type { SandboxedJob } from "bullmq";
import { UnrecoverableError } from "bullmq";
import { setProcessName } from "@/server/log";
import { processPhoto } from "@/server/photos/process-photo";
import { JOBS } from "@/server/queue/jobs";

setProcessName("worker");

export default async function processPhotoJob(job: SandboxedJob): Promise<string> {
  const parsed = JOBS["process-photo"].payload.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError("invalid payload");
  return processPhoto(parsed.data.photoId);
}
