-- A debit note corrects a tax invoice upward (a refund reversed, a price raised after it was
-- issued), as a credit note corrects it downward. Its counter row is made by its first issue.
ALTER TYPE "tax_document_kind" ADD VALUE IF NOT EXISTS 'debit_note';

-- When a booking's tax documents were last brought in line with it.
ALTER TABLE "payment_plans" ADD COLUMN "tax_checked_at" TIMESTAMPTZ(3);
