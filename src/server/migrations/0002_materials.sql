CREATE TABLE "holder_balances" (
	"holder_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"mg" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "holder_balances_holder_id_material_id_pk" PRIMARY KEY("holder_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "holders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name_kh" text NOT NULL,
	"name_en" text NOT NULL,
	"physical" boolean DEFAULT true NOT NULL,
	"staff_id" integer,
	"branch_id" integer,
	"cap_mg" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holders_code_unique" UNIQUE("code"),
	CONSTRAINT "holders_cap_non_negative" CHECK ("holders"."cap_mg" IS NULL OR "holders"."cap_mg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_kh" text NOT NULL,
	"name_en" text NOT NULL,
	"purity" integer NOT NULL,
	"wax_ratio_milli" integer DEFAULT 0 NOT NULL,
	"material_strict" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_categories_code_unique" UNIQUE("code"),
	CONSTRAINT "material_categories_purity_range" CHECK ("material_categories"."purity" BETWEEN 0 AND 10000),
	CONSTRAINT "material_categories_wax_ratio_non_negative" CHECK ("material_categories"."wax_ratio_milli" >= 0)
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"from_holder_id" integer NOT NULL,
	"to_holder_id" integer NOT NULL,
	"mg" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"document_type" text NOT NULL,
	"document_id" text NOT NULL,
	"reverses_posting_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postings_reverses_posting_id_unique" UNIQUE("reverses_posting_id"),
	CONSTRAINT "postings_mg_positive" CHECK ("postings"."mg" > 0),
	CONSTRAINT "postings_from_is_not_to" CHECK ("postings"."from_holder_id" <> "postings"."to_holder_id")
);
--> statement-breakpoint
ALTER TABLE "holder_balances" ADD CONSTRAINT "holder_balances_holder_id_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holder_balances" ADD CONSTRAINT "holder_balances_material_id_material_categories_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holders" ADD CONSTRAINT "holders_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holders" ADD CONSTRAINT "holders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_material_id_material_categories_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_from_holder_id_holders_id_fk" FOREIGN KEY ("from_holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_to_holder_id_holders_id_fk" FOREIGN KEY ("to_holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holder_balances_material_idx" ON "holder_balances" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "holders_kind_idx" ON "holders" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "postings_from_idx" ON "postings" USING btree ("from_holder_id","material_id","id");--> statement-breakpoint
CREATE INDEX "postings_to_idx" ON "postings" USING btree ("to_holder_id","material_id","id");--> statement-breakpoint
CREATE INDEX "postings_document_idx" ON "postings" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();
