-- The business's name as guests and the owner see it in e-mails, PDFs and the passkey prompt; null: the site's name.
ALTER TABLE "business_profile" ADD COLUMN "name" TEXT;
