CREATE TABLE "customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_kh" text NOT NULL,
	"name_en" text NOT NULL,
	"making_discount_bp" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_groups_code_unique" UNIQUE("code"),
	CONSTRAINT "customer_groups_discount_range" CHECK ("customer_groups"."making_discount_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"group_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"khr_per_usd" integer NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."khr_per_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "incentive_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_by" integer,
	CONSTRAINT "incentive_payouts_period" UNIQUE("staff_id","period_from","period_to")
);
--> statement-breakpoint
CREATE TABLE "incentive_rules" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incentive_rules_ranges" CHECK ("incentive_rules"."amount_cents" >= 0 AND "incentive_rules"."percent_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"kind" text NOT NULL,
	"piece_id" integer,
	"code" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"material_id" integer NOT NULL,
	"gross_mg" bigint DEFAULT 0 NOT NULL,
	"stone_mg" bigint DEFAULT 0 NOT NULL,
	"metal_mg" bigint NOT NULL,
	"rate_cents_per_chi" integer NOT NULL,
	"metal_cents" bigint NOT NULL,
	"making_charge_cents" bigint DEFAULT 0 NOT NULL,
	"group_discount_cents" bigint DEFAULT 0 NOT NULL,
	"stones_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint NOT NULL,
	"incentive_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_lines_line_no" UNIQUE("invoice_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "invoice_voids" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"voided_by" integer,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"original_invoice_id" integer,
	"branch_id" integer NOT NULL,
	"customer_id" integer,
	"seller_staff_id" integer,
	"sample_invoice_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date,
	"khr_per_usd" integer NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"total_riel" bigint NOT NULL,
	"incentive_cents" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_note_has_original" CHECK (("invoices"."kind" = 'invoice') = ("invoices"."original_invoice_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"value_cents" bigint NOT NULL,
	"is_change" boolean DEFAULT false NOT NULL,
	"reference" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"branch_id" integer NOT NULL,
	"customer_id" integer,
	"khr_per_usd" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "payments_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "sample_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"branch_id" integer NOT NULL,
	"customer_id" integer,
	"customer_name" text DEFAULT '' NOT NULL,
	"seller_staff_id" integer,
	"valid_until" date NOT NULL,
	"khr_per_usd" integer NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"total_riel" bigint NOT NULL,
	"lines" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"converted_invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "sample_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_payouts" ADD CONSTRAINT "incentive_payouts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_payouts" ADD CONSTRAINT "incentive_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_rules" ADD CONSTRAINT "incentive_rules_category_id_jewelry_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."jewelry_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_piece_id_jewelry_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."jewelry_pieces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_category_id_jewelry_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."jewelry_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_material_id_material_categories_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_voids" ADD CONSTRAINT "invoice_voids_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_voids" ADD CONSTRAINT "invoice_voids_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_staff_id_staff_id_fk" FOREIGN KEY ("seller_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_tenders" ADD CONSTRAINT "payment_tenders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_invoices" ADD CONSTRAINT "sample_invoices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_invoices" ADD CONSTRAINT "sample_invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_invoices" ADD CONSTRAINT "sample_invoices_seller_staff_id_staff_id_fk" FOREIGN KEY ("seller_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_invoices" ADD CONSTRAINT "sample_invoices_converted_invoice_id_invoices_id_fk" FOREIGN KEY ("converted_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_invoices" ADD CONSTRAINT "sample_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "exchange_rates_effective_idx" ON "exchange_rates" USING btree ("effective_at","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_piece_idx" ON "invoice_lines" USING btree ("piece_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_branch_idx" ON "invoices" USING btree ("branch_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_original_idx" ON "invoices" USING btree ("original_invoice_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_tenders_payment_idx" ON "payment_tenders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("branch_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","paid_at");--> statement-breakpoint
CREATE INDEX "sample_invoices_created_idx" ON "sample_invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE TRIGGER exchange_rates_append_only BEFORE UPDATE OR DELETE ON exchange_rates
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoices_append_only BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoice_lines_append_only BEFORE UPDATE OR DELETE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoice_voids_append_only BEFORE UPDATE OR DELETE ON invoice_voids
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
CREATE TRIGGER payments_append_only BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
CREATE TRIGGER payment_tenders_append_only BEFORE UPDATE OR DELETE ON payment_tenders
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
CREATE TRIGGER payment_allocations_append_only BEFORE UPDATE OR DELETE ON payment_allocations
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
CREATE TRIGGER incentive_payouts_append_only BEFORE UPDATE OR DELETE ON incentive_payouts
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();
