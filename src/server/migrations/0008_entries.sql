CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"category_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"jeweller_holder_id" integer NOT NULL,
	"source_holder_id" integer NOT NULL,
	"spare_mg" bigint DEFAULT 0 NOT NULL,
	"returned_mg" bigint,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"over_allowance_reason" text,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "entries_number_unique" UNIQUE("number"),
	CONSTRAINT "entries_weights_non_negative" CHECK ("entries"."spare_mg" >= 0 AND coalesce("entries"."returned_mg", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "entry_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"item_id" integer,
	"description" text NOT NULL,
	"issued_mg" bigint NOT NULL,
	"returned" boolean DEFAULT false NOT NULL,
	"returned_mg" bigint,
	"has_stones" boolean DEFAULT false NOT NULL,
	"assembled" boolean DEFAULT false NOT NULL,
	"stone_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"assembly_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "entry_pieces_issued_positive" CHECK ("entry_pieces"."issued_mg" > 0)
);
--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_category_id_entry_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."entry_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_material_id_material_categories_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_jeweller_holder_id_holders_id_fk" FOREIGN KEY ("jeweller_holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_source_holder_id_holders_id_fk" FOREIGN KEY ("source_holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_pieces" ADD CONSTRAINT "entry_pieces_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_pieces" ADD CONSTRAINT "entry_pieces_item_id_production_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."production_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_jeweller_idx" ON "entries" USING btree ("jeweller_holder_id","created_at");--> statement-breakpoint
CREATE INDEX "entry_pieces_entry_idx" ON "entry_pieces" USING btree ("entry_id");