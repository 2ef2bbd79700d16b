CREATE TABLE "material_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"ask_cents_per_chi" integer NOT NULL,
	"bid_cents_per_chi" integer NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_rates_bid_not_above_ask" CHECK ("material_rates"."bid_cents_per_chi" >= 0 AND "material_rates"."bid_cents_per_chi" <= "material_rates"."ask_cents_per_chi")
);
--> statement-breakpoint
ALTER TABLE "material_rates" ADD CONSTRAINT "material_rates_material_id_material_categories_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_rates" ADD CONSTRAINT "material_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_rates_material_effective_idx" ON "material_rates" USING btree ("material_id","effective_at","id");--> statement-breakpoint
CREATE TRIGGER material_rates_append_only BEFORE UPDATE OR DELETE ON material_rates
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
INSERT INTO holders (kind, code, name_kh, name_en, physical) VALUES
  ('outside', 'OUTSIDE', 'ខាងក្រៅ', 'Outside (suppliers and customers)', false),
  ('loss', 'LOSS', 'ការបាត់បង់', 'Loss', false)
  ON CONFLICT (code) DO NOTHING;
