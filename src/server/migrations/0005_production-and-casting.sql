CREATE TABLE "casts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"cast_on" text NOT NULL,
	"handler_staff_id" integer,
	"material_id" integer NOT NULL,
	"source_holder_id" integer NOT NULL,
	"casting_holder_id" integer NOT NULL,
	"status" text DEFAULT 'WAX_PREPARING' NOT NULL,
	"wax_ratio_milli" integer NOT NULL,
	"wax_mg" bigint,
	"actual_mg" bigint,
	"over_mg" bigint,
	"result_mg" bigint,
	"clean_mg" bigint,
	"root_mg" bigint,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "casts_number_unique" UNIQUE("number"),
	CONSTRAINT "casts_weights_non_negative" CHECK (coalesce("casts"."wax_mg", 0) >= 0 AND coalesce("casts"."actual_mg", 0) >= 0 AND coalesce("casts"."over_mg", 0) >= 0
          AND coalesce("casts"."result_mg", 0) >= 0 AND coalesce("casts"."clean_mg", 0) >= 0 AND coalesce("casts"."root_mg", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "wax_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"wax_mg" bigint NOT NULL,
	"cast_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wax_pieces_positive" CHECK ("wax_pieces"."wax_mg" > 0)
);
--> statement-breakpoint
CREATE TABLE "pre_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"design_ref" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_currency" text DEFAULT 'USD' NOT NULL,
	"promised_on" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "pre_orders_deposit_non_negative" CHECK ("pre_orders"."deposit_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "production_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"label" text,
	"weight_mg" bigint,
	"photo_url" text,
	"note" text DEFAULT '' NOT NULL,
	"cast_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"pre_order_id" integer,
	"description" text NOT NULL,
	"design_ref" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"material_id" integer NOT NULL,
	"designer_staff_id" integer,
	"target_weight_mg" bigint,
	"stage" text DEFAULT 'ordering' NOT NULL,
	"stage_since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_items_code_unique" UNIQUE("code"),
	CONSTRAINT "production_items_target_positive" CHECK ("production_items"."target_weight_mg" IS NULL OR "production_items"."target_weight_mg" > 0)
);
--> statement-breakpoint
ALTER TABLE "casts" ADD CONSTRAINT "casts_handler_staff_id_staff_id_fk" FOREIGN KEY ("handler_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casts" ADD CONSTRAINT "casts_material_id_material_categories_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casts" ADD CONSTRAINT "casts_source_holder_id_holders_id_fk" FOREIGN KEY ("source_holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casts" ADD CONSTRAINT "casts_casting_holder_id_holders_id_fk" FOREIGN KEY ("casting_holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casts" ADD CONSTRAINT "casts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wax_pieces" ADD CONSTRAINT "wax_pieces_item_id_production_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."production_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wax_pieces" ADD CONSTRAINT "wax_pieces_cast_id_casts_id_fk" FOREIGN KEY ("cast_id") REFERENCES "public"."casts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wax_pieces" ADD CONSTRAINT "wax_pieces_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_events" ADD CONSTRAINT "production_events_item_id_production_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."production_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_events" ADD CONSTRAINT "production_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_items" ADD CONSTRAINT "production_items_pre_order_id_pre_orders_id_fk" FOREIGN KEY ("pre_order_id") REFERENCES "public"."pre_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_items" ADD CONSTRAINT "production_items_material_id_material_categories_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_items" ADD CONSTRAINT "production_items_designer_staff_id_staff_id_fk" FOREIGN KEY ("designer_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_items" ADD CONSTRAINT "production_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casts_status_idx" ON "casts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "wax_pieces_cast_idx" ON "wax_pieces" USING btree ("cast_id");--> statement-breakpoint
CREATE INDEX "wax_pieces_item_idx" ON "wax_pieces" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "production_events_item_idx" ON "production_events" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "production_items_stage_idx" ON "production_items" USING btree ("stage","stage_since");--> statement-breakpoint
CREATE INDEX "production_items_pre_order_idx" ON "production_items" USING btree ("pre_order_id");--> statement-breakpoint
CREATE TRIGGER production_events_append_only BEFORE UPDATE OR DELETE ON production_events
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();
