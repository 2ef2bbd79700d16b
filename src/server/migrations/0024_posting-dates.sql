-- Posting dates and closed periods (issue 21, DESIGN §5): every document that moves metal,
-- stock or money carries the shop day it belongs to; the owner closes months.
CREATE TABLE "ledger_periods" (
	"month" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"note" text DEFAULT '' NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" integer,
	"reopen_reason" text,
	CONSTRAINT "ledger_periods_month" CHECK ("ledger_periods"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "ledger_periods" ADD CONSTRAINT "ledger_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_periods" ADD CONSTRAINT "ledger_periods_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The days of what is already written: the shop day (Cambodia, UTC+7) of when it was written.
-- These tables are append-only; their guard is lifted for this one backfill.
ALTER TABLE "postings" ADD COLUMN "posting_date" date;--> statement-breakpoint
ALTER TABLE "material_documents" ADD COLUMN "posting_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "posting_date" date;--> statement-breakpoint
ALTER TABLE "invoice_voids" ADD COLUMN "posting_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "posting_date" date;--> statement-breakpoint
ALTER TABLE "postings" DISABLE TRIGGER "postings_append_only";--> statement-breakpoint
UPDATE "postings" SET "posting_date" = ("created_at" AT TIME ZONE 'Asia/Phnom_Penh')::date;--> statement-breakpoint
ALTER TABLE "postings" ENABLE TRIGGER "postings_append_only";--> statement-breakpoint
ALTER TABLE "material_documents" DISABLE TRIGGER "material_documents_append_only";--> statement-breakpoint
UPDATE "material_documents" SET "posting_date" = ("created_at" AT TIME ZONE 'Asia/Phnom_Penh')::date;--> statement-breakpoint
ALTER TABLE "material_documents" ENABLE TRIGGER "material_documents_append_only";--> statement-breakpoint
ALTER TABLE "invoices" DISABLE TRIGGER "invoices_append_only";--> statement-breakpoint
UPDATE "invoices" SET "posting_date" = ("issued_at" AT TIME ZONE 'Asia/Phnom_Penh')::date;--> statement-breakpoint
ALTER TABLE "invoices" ENABLE TRIGGER "invoices_append_only";--> statement-breakpoint
ALTER TABLE "invoice_voids" DISABLE TRIGGER "invoice_voids_append_only";--> statement-breakpoint
UPDATE "invoice_voids" SET "posting_date" = ("voided_at" AT TIME ZONE 'Asia/Phnom_Penh')::date;--> statement-breakpoint
ALTER TABLE "invoice_voids" ENABLE TRIGGER "invoice_voids_append_only";--> statement-breakpoint
ALTER TABLE "payments" DISABLE TRIGGER "payments_append_only";--> statement-breakpoint
UPDATE "payments" SET "posting_date" = ("paid_at" AT TIME ZONE 'Asia/Phnom_Penh')::date;--> statement-breakpoint
ALTER TABLE "payments" ENABLE TRIGGER "payments_append_only";--> statement-breakpoint
ALTER TABLE "postings" ALTER COLUMN "posting_date" SET DEFAULT (now() AT TIME ZONE 'Asia/Phnom_Penh')::date, ALTER COLUMN "posting_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "material_documents" ALTER COLUMN "posting_date" SET DEFAULT (now() AT TIME ZONE 'Asia/Phnom_Penh')::date, ALTER COLUMN "posting_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "posting_date" SET DEFAULT (now() AT TIME ZONE 'Asia/Phnom_Penh')::date, ALTER COLUMN "posting_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_voids" ALTER COLUMN "posting_date" SET DEFAULT (now() AT TIME ZONE 'Asia/Phnom_Penh')::date, ALTER COLUMN "posting_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "posting_date" SET DEFAULT (now() AT TIME ZONE 'Asia/Phnom_Penh')::date, ALTER COLUMN "posting_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "postings_posting_date_idx" ON "postings" USING btree ("posting_date","material_id","from_holder_id","to_holder_id","mg");--> statement-breakpoint
-- Document kinds are a closed set (src/shared/ledger/document-kinds.ts).
ALTER TABLE "postings" ADD CONSTRAINT "postings_document_kind" CHECK ("postings"."document_type" IN ('transfer', 'return', 'melt', 'reversal', 'opening', 'entry', 'cast', 'invoice', 'stock'));
