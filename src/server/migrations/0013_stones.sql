CREATE TABLE "gem_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"branch_id" integer NOT NULL,
	"item_id" integer,
	"pre_order_id" integer,
	"target_code" text NOT NULL,
	"target_description" text NOT NULL,
	"lines" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gem_reports_number_unique" UNIQUE("number"),
	CONSTRAINT "gem_reports_one_target" CHECK (("gem_reports"."item_id" IS NULL) <> ("gem_reports"."pre_order_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "stone_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"stone_type" text NOT NULL,
	"shape" text NOT NULL,
	"size_cmm" integer NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"quality" text DEFAULT '' NOT NULL,
	"branch_id" integer NOT NULL,
	"holder_id" integer,
	"cost_cents_per_carat" bigint,
	"supplier" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"split_from_lot_id" integer,
	"created_by" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stone_lots_code_unique" UNIQUE("code"),
	CONSTRAINT "stone_lots_size_positive" CHECK ("stone_lots"."size_cmm" > 0 AND coalesce("stone_lots"."cost_cents_per_carat", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "stone_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"weight_mct" bigint DEFAULT 0 NOT NULL,
	"preparation_id" integer,
	"prepared_count" integer DEFAULT 0 NOT NULL,
	"prepared_weight_mct" bigint DEFAULT 0 NOT NULL,
	"other_lot_id" integer,
	"document_type" text,
	"document_id" integer,
	"document_number" text,
	"document_line" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stone_movements_prepared_needs_preparation" CHECK ("stone_movements"."preparation_id" IS NOT NULL OR ("stone_movements"."prepared_count" = 0 AND "stone_movements"."prepared_weight_mct" = 0)),
	CONSTRAINT "stone_movements_document" CHECK (("stone_movements"."document_type" IS NULL) = ("stone_movements"."document_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "stone_preparations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"item_id" integer,
	"pre_order_id" integer,
	"target_code" text NOT NULL,
	"target_description" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stone_preparations_one_target" CHECK (("stone_preparations"."item_id" IS NULL) <> ("stone_preparations"."pre_order_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "stone_size_chart" (
	"id" serial PRIMARY KEY NOT NULL,
	"stone_type" text NOT NULL,
	"shape" text NOT NULL,
	"size_cmm" integer NOT NULL,
	"mct_per_stone" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stone_size_chart_positive" CHECK ("stone_size_chart"."size_cmm" > 0 AND "stone_size_chart"."mct_per_stone" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "material_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_piece_stones" ADD COLUMN "lot_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "stone_lot_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "stone_count" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "stone_weight_mct" bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "stone_price_mode" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "stone_unit_price_cents" bigint;--> statement-breakpoint
ALTER TABLE "gem_reports" ADD CONSTRAINT "gem_reports_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gem_reports" ADD CONSTRAINT "gem_reports_item_id_production_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."production_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gem_reports" ADD CONSTRAINT "gem_reports_pre_order_id_pre_orders_id_fk" FOREIGN KEY ("pre_order_id") REFERENCES "public"."pre_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gem_reports" ADD CONSTRAINT "gem_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_lots" ADD CONSTRAINT "stone_lots_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_lots" ADD CONSTRAINT "stone_lots_holder_id_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_lots" ADD CONSTRAINT "stone_lots_split_from_lot_id_stone_lots_id_fk" FOREIGN KEY ("split_from_lot_id") REFERENCES "public"."stone_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_lots" ADD CONSTRAINT "stone_lots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_movements" ADD CONSTRAINT "stone_movements_lot_id_stone_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stone_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_movements" ADD CONSTRAINT "stone_movements_preparation_id_stone_preparations_id_fk" FOREIGN KEY ("preparation_id") REFERENCES "public"."stone_preparations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_movements" ADD CONSTRAINT "stone_movements_other_lot_id_stone_lots_id_fk" FOREIGN KEY ("other_lot_id") REFERENCES "public"."stone_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_movements" ADD CONSTRAINT "stone_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_preparations" ADD CONSTRAINT "stone_preparations_lot_id_stone_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stone_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_preparations" ADD CONSTRAINT "stone_preparations_item_id_production_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."production_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_preparations" ADD CONSTRAINT "stone_preparations_pre_order_id_pre_orders_id_fk" FOREIGN KEY ("pre_order_id") REFERENCES "public"."pre_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_preparations" ADD CONSTRAINT "stone_preparations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gem_reports_created_idx" ON "gem_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gem_reports_item_idx" ON "gem_reports" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "gem_reports_pre_order_idx" ON "gem_reports" USING btree ("pre_order_id");--> statement-breakpoint
CREATE INDEX "stone_lots_kind_idx" ON "stone_lots" USING btree (lower("stone_type"),"shape","size_cmm");--> statement-breakpoint
CREATE INDEX "stone_lots_branch_idx" ON "stone_lots" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "stone_movements_lot_idx" ON "stone_movements" USING btree ("lot_id","id");--> statement-breakpoint
CREATE INDEX "stone_movements_preparation_idx" ON "stone_movements" USING btree ("preparation_id");--> statement-breakpoint
CREATE INDEX "stone_movements_document_idx" ON "stone_movements" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE INDEX "stone_preparations_lot_idx" ON "stone_preparations" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "stone_preparations_item_idx" ON "stone_preparations" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "stone_preparations_pre_order_idx" ON "stone_preparations" USING btree ("pre_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stone_size_chart_size" ON "stone_size_chart" USING btree (lower("stone_type"),"shape","size_cmm");--> statement-breakpoint
ALTER TABLE "entry_piece_stones" ADD CONSTRAINT "entry_piece_stones_lot_id_stone_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stone_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_stone_lot_id_stone_lots_id_fk" FOREIGN KEY ("stone_lot_id") REFERENCES "public"."stone_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_stone" CHECK (("invoice_lines"."kind" = 'stone') = ("invoice_lines"."stone_lot_id" IS NOT NULL) AND ("invoice_lines"."kind" = 'stone' OR "invoice_lines"."material_id" IS NOT NULL));--> statement-breakpoint
CREATE TRIGGER stone_lots_append_only BEFORE UPDATE OR DELETE ON stone_lots
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();
--> statement-breakpoint
CREATE TRIGGER stone_preparations_append_only BEFORE UPDATE OR DELETE ON stone_preparations
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();
--> statement-breakpoint
CREATE TRIGGER stone_movements_append_only BEFORE UPDATE OR DELETE ON stone_movements
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();
--> statement-breakpoint
CREATE TRIGGER gem_reports_append_only BEFORE UPDATE OR DELETE ON gem_reports
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();
