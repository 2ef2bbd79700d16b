CREATE TABLE "entry_close_batch_lines" (
	"batch_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"issued_mg" bigint NOT NULL,
	"returned_mg" bigint NOT NULL,
	CONSTRAINT "entry_close_batch_lines_batch_id_entry_id_pk" PRIMARY KEY("batch_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "entry_close_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"jeweller_holder_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_close_batches_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "entry_piece_stones" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	"stone_type" text NOT NULL,
	"shape" text NOT NULL,
	"size_cmm" integer NOT NULL,
	"count" integer NOT NULL,
	"weight_mct" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_piece_stones_positive" CHECK ("entry_piece_stones"."count" > 0 AND "entry_piece_stones"."size_cmm" > 0 AND "entry_piece_stones"."weight_mct" >= 0)
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "repair_customer_name" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "repair_customer_phone" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "repair_request" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "repair_promised_on" date;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "close_batch_id" integer;--> statement-breakpoint
ALTER TABLE "entry_close_batch_lines" ADD CONSTRAINT "entry_close_batch_lines_batch_id_entry_close_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."entry_close_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_close_batch_lines" ADD CONSTRAINT "entry_close_batch_lines_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_close_batches" ADD CONSTRAINT "entry_close_batches_jeweller_holder_id_holders_id_fk" FOREIGN KEY ("jeweller_holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_close_batches" ADD CONSTRAINT "entry_close_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_piece_stones" ADD CONSTRAINT "entry_piece_stones_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_piece_stones" ADD CONSTRAINT "entry_piece_stones_piece_id_entry_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."entry_pieces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_piece_stones" ADD CONSTRAINT "entry_piece_stones_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_close_batch_lines_entry_idx" ON "entry_close_batch_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "entry_close_batches_jeweller_idx" ON "entry_close_batches" USING btree ("jeweller_holder_id","created_at");--> statement-breakpoint
CREATE INDEX "entry_piece_stones_entry_idx" ON "entry_piece_stones" USING btree ("entry_id");--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_close_batch_id_entry_close_batches_id_fk" FOREIGN KEY ("close_batch_id") REFERENCES "public"."entry_close_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_repair_has_customer" CHECK (("entries"."type" = 'repair') = ("entries"."repair_customer_name" IS NOT NULL));