-- Getting paid: the owner's payment terms (one row), each confirmed booking's payment plan (the
-- terms it was confirmed under), the ledger of money in and out, and tax documents numbered from
-- a counter without gaps. Ledger entries and tax documents are never changed or deleted: a
-- trigger refuses it for every role the site uses, and a mistake is undone by a reversal entry.
-- CreateEnum
CREATE TYPE "payment_method" AS ENUM ('eft', 'cash', 'card', 'other');

-- CreateEnum
CREATE TYPE "ledger_kind" AS ENUM ('payment', 'breakage_deposit', 'refund', 'breakage_repaid', 'breakage_kept', 'reversal');

-- CreateEnum
CREATE TYPE "tax_document_kind" AS ENUM ('invoice', 'credit_note');

-- CreateTable
CREATE TABLE "payment_terms" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "account_holder" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "account_number" TEXT NOT NULL DEFAULT '',
    "branch_code" TEXT NOT NULL DEFAULT '',
    "account_type" TEXT NOT NULL DEFAULT '',
    "deposit_percent" INTEGER NOT NULL DEFAULT 50,
    "deposit_days" INTEGER NOT NULL DEFAULT 3,
    "balance_days_before" INTEGER NOT NULL DEFAULT 14,
    "breakage_deposit_cents" INTEGER NOT NULL DEFAULT 0,
    "cancellation_tiers" JSONB NOT NULL,
    "vat_number" TEXT,
    "tourism_levy" BOOLEAN NOT NULL DEFAULT false,
    "auto_release_days" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_terms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_plans" (
    "booking_id" UUID NOT NULL,
    "terms" JSONB NOT NULL,
    "confirmed_on" DATE NOT NULL,
    "deposit_due_override" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_plans_pkey" PRIMARY KEY ("booking_id")
);

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" BIGSERIAL NOT NULL,
    "booking_id" UUID NOT NULL,
    "kind" "ledger_kind" NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "occurred_on" DATE NOT NULL,
    "method" "payment_method" NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'owner',
    "note" TEXT NOT NULL DEFAULT '',
    "reverses_id" BIGINT,
    "actor_email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tax_documents" (
    "id" UUID NOT NULL,
    "kind" "tax_document_kind" NOT NULL,
    "number" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "booking_id" UUID NOT NULL,
    "issued_on" DATE NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "vat_cents" INTEGER NOT NULL,
    "content" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tax_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_counters" (
    "kind" "tax_document_kind" NOT NULL,
    "next" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "document_counters_pkey" PRIMARY KEY ("kind")
);

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_reverses_id_key" ON "ledger_entries"("reverses_id");

-- CreateIndex
CREATE INDEX "ledger_entries_booking_id_id_idx" ON "ledger_entries"("booking_id", "id");

-- CreateIndex
CREATE INDEX "ledger_entries_occurred_on_idx" ON "ledger_entries"("occurred_on");

-- CreateIndex
CREATE UNIQUE INDEX "tax_documents_key_key" ON "tax_documents"("key");

-- CreateIndex
CREATE INDEX "tax_documents_booking_id_idx" ON "tax_documents"("booking_id");

-- CreateIndex
CREATE UNIQUE INDEX "tax_documents_kind_number_key" ON "tax_documents"("kind", "number");

-- AddForeignKey
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_id_fkey" FOREIGN KEY ("reverses_id") REFERENCES "ledger_entries"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;



-- Amounts are positive cents; only a reversal names the entry it undoes, and it must.
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_positive" CHECK ("amount_cents" > 0);
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reversal_names_entry" CHECK (("kind" = 'reversal') = ("reverses_id" IS NOT NULL));
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_number_positive" CHECK ("number" > 0);
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_one_row" CHECK ("id" = 1);

CREATE FUNCTION refuse_change_of_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or deleted: record a reversal instead', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION refuse_change_of_record();
CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_record();
CREATE TRIGGER tax_documents_append_only
  BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION refuse_change_of_record();
CREATE TRIGGER tax_documents_no_truncate
  BEFORE TRUNCATE ON "tax_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_record();

INSERT INTO "document_counters" ("kind", "next") VALUES ('invoice', 1), ('credit_note', 1);
