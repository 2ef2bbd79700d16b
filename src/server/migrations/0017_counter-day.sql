CREATE TABLE "rate_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"quoted_per" text NOT NULL,
	"base_material_id" integer,
	"base_ask_cents_per_chi" integer,
	"base_bid_cents_per_chi" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "old_gold_sellers" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"id_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"item_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "till_cash_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"till_day_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_cash_moves_not_zero" CHECK ("till_cash_moves"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "till_counts" (
	"till_day_id" integer NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"expected_minor" bigint NOT NULL,
	"counted_minor" bigint NOT NULL,
	CONSTRAINT "till_counts_till_day_id_method_currency_pk" PRIMARY KEY("till_day_id","method","currency")
);
--> statement-breakpoint
CREATE TABLE "till_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"day" date NOT NULL,
	"opened_by" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "till_days_branch_day" UNIQUE("branch_id","day"),
	CONSTRAINT "till_days_signed_after_close" CHECK ("till_days"."signed_at" IS NULL OR "till_days"."closed_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "till_floats" (
	"till_day_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "till_floats_till_day_id_currency_pk" PRIMARY KEY("till_day_id","currency"),
	CONSTRAINT "till_floats_non_negative" CHECK ("till_floats"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_note_has_original";--> statement-breakpoint
ALTER TABLE "material_categories" ADD COLUMN "rate_basis" text DEFAULT 'own' NOT NULL;--> statement-breakpoint
ALTER TABLE "material_categories" ADD COLUMN "rate_premium_cents_per_chi" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "material_categories" ADD COLUMN "melt_deduction_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "material_rates" ADD COLUMN "publication_id" integer;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "publication_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "rate_in_force_cents_per_chi" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "rate_change_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "purity_method" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "tested_purity" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "melt_deduction_bp" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "fine_mg" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_rounding_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_publications" ADD CONSTRAINT "rate_publications_base_material_id_material_categories_id_fk" FOREIGN KEY ("base_material_id") REFERENCES "public"."material_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_publications" ADD CONSTRAINT "rate_publications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_gold_sellers" ADD CONSTRAINT "old_gold_sellers_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_cash_moves" ADD CONSTRAINT "till_cash_moves_till_day_id_till_days_id_fk" FOREIGN KEY ("till_day_id") REFERENCES "public"."till_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_cash_moves" ADD CONSTRAINT "till_cash_moves_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_counts" ADD CONSTRAINT "till_counts_till_day_id_till_days_id_fk" FOREIGN KEY ("till_day_id") REFERENCES "public"."till_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_days" ADD CONSTRAINT "till_days_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_days" ADD CONSTRAINT "till_days_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_days" ADD CONSTRAINT "till_days_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_days" ADD CONSTRAINT "till_days_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_floats" ADD CONSTRAINT "till_floats_till_day_id_till_days_id_fk" FOREIGN KEY ("till_day_id") REFERENCES "public"."till_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "till_cash_moves_day_idx" ON "till_cash_moves" USING btree ("till_day_id");--> statement-breakpoint
ALTER TABLE "material_rates" ADD CONSTRAINT "material_rates_publication_id_rate_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."rate_publications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_publication_id_rate_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."rate_publications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holders_one_old_gold_per_branch" ON "holders" USING btree ("branch_id") WHERE "holders"."kind" = 'old_gold';--> statement-breakpoint
CREATE UNIQUE INDEX "material_categories_one_rate_base" ON "material_categories" USING btree ("rate_basis") WHERE "material_categories"."rate_basis" = 'base';--> statement-breakpoint
ALTER TABLE "material_categories" ADD CONSTRAINT "material_categories_melt_deduction_range" CHECK ("material_categories"."melt_deduction_bp" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_old_gold_ranges" CHECK (("invoice_lines"."tested_purity" IS NULL OR "invoice_lines"."tested_purity" BETWEEN 0 AND 10000) AND ("invoice_lines"."melt_deduction_bp" IS NULL OR "invoice_lines"."melt_deduction_bp" BETWEEN 0 AND 10000));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_vat_rate_range" CHECK ("invoices"."vat_rate_bp" IS NULL OR "invoices"."vat_rate_bp" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_note_has_original" CHECK (("invoices"."kind" IN ('invoice', 'purchase')) = ("invoices"."original_invoice_id" IS NULL));--> statement-breakpoint
CREATE TRIGGER rate_publications_append_only BEFORE UPDATE OR DELETE ON rate_publications
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
CREATE TRIGGER old_gold_sellers_append_only BEFORE UPDATE OR DELETE ON old_gold_sellers
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
CREATE TRIGGER till_floats_append_only BEFORE UPDATE OR DELETE ON till_floats
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
CREATE TRIGGER till_cash_moves_append_only BEFORE UPDATE OR DELETE ON till_cash_moves
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
CREATE TRIGGER till_counts_append_only BEFORE UPDATE OR DELETE ON till_counts
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
-- A branch's counter comes with the branch's old-gold holder (DESIGN §3.8): old gold bought is kept
-- apart from the saleable counter metal. Made here so every way a counter is made (the API, the demo,
-- a test's fixture, an import) gets one, and once per branch (the unique index).
CREATE FUNCTION atelier_old_gold_holder_of_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'counter' AND NEW.branch_id IS NOT NULL THEN
    INSERT INTO holders (kind, code, name_kh, name_en, physical, branch_id)
    VALUES ('old_gold', 'OG-' || NEW.code, 'មាសចាស់ ' || NEW.name_kh, 'Old gold, ' || NEW.name_en, true, NEW.branch_id)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER holders_counter_old_gold AFTER INSERT ON holders
  FOR EACH ROW EXECUTE FUNCTION atelier_old_gold_holder_of_counter();--> statement-breakpoint
INSERT INTO holders (kind, code, name_kh, name_en, physical, branch_id)
SELECT DISTINCT ON (h.branch_id) 'old_gold', 'OG-' || h.code, 'មាសចាស់ ' || h.name_kh, 'Old gold, ' || h.name_en, true, h.branch_id
  FROM holders h
 WHERE h.kind = 'counter' AND h.branch_id IS NOT NULL
 ORDER BY h.branch_id, h.id
ON CONFLICT DO NOTHING;
