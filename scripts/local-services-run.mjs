#!/usr/bin/env node
// Runs the local stand-ins in their own process for the main command, until it is stopped.
// Arguments: which to start ("s3", "mail" or both); ports and folder from the environment the
// main command passes.
import { startLocalInbox, startLocalS3 } from "./local-services.mjs";

const want = new Set(process.argv.slice(2));
const closers = [];
if (want.has("s3")) {
  const s3 = await startLocalS3({
    port: Number(process.env.LOCAL_S3_PORT),
    directory: process.env.LOCAL_S3_DIR,
    bucket: process.env.LOCAL_S3_BUCKET,
  });
  console.log(`[local] S3-compatible storage at ${s3.url} (folder ${process.env.LOCAL_S3_DIR})`);
  closers.push(s3.close);
}
if (want.has("mail")) {
  const inbox = await startLocalInbox({ smtpPort: Number(process.env.LOCAL_SMTP_PORT), webPort: Number(process.env.LOCAL_INBOX_PORT) });
  console.log(`[local] SMTP inbox at ${inbox.smtpUrl}; read the mail at ${inbox.webUrl}`);
  closers.push(inbox.close);
}
const stop = async () => {
  await Promise.allSettled(closers.map((close) => close()));
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
