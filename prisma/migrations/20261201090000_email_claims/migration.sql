-- When an attempt claimed an e-mail just before handing it to SMTP: no other attempt sends it
-- until MAIL_CLAIM_SECONDS have passed since.
ALTER TABLE "email_sends" ADD COLUMN "claimed_at" TIMESTAMPTZ(3);
