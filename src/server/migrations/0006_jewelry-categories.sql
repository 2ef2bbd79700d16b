CREATE TABLE "jewelry_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_kh" text NOT NULL,
	"name_en" text NOT NULL,
	"making_charge_mode" text NOT NULL,
	"making_charge_cents" integer DEFAULT 0 NOT NULL,
	"default_material_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jewelry_categories_code_unique" UNIQUE("code"),
	CONSTRAINT "jewelry_categories_making_charge_non_negative" CHECK ("jewelry_categories"."making_charge_cents" >= 0),
	CONSTRAINT "jewelry_categories_making_charge_mode" CHECK ("jewelry_categories"."making_charge_mode" IN ('per_gram', 'per_piece'))
);
--> statement-breakpoint
ALTER TABLE "production_items" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "jewelry_categories" ADD CONSTRAINT "jewelry_categories_default_material_id_material_categories_id_fk" FOREIGN KEY ("default_material_id") REFERENCES "public"."material_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_items" ADD CONSTRAINT "production_items_category_id_jewelry_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."jewelry_categories"("id") ON DELETE no action ON UPDATE no action;