CREATE TABLE "jewelry_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"item_id" integer,
	"description" text NOT NULL,
	"category_id" integer,
	"material_id" integer NOT NULL,
	"gross_mg" bigint NOT NULL,
	"stone_mg" bigint DEFAULT 0 NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"branch_id" integer NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'in_stock' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jewelry_pieces_code_unique" UNIQUE("code"),
	CONSTRAINT "jewelry_pieces_item_id_unique" UNIQUE("item_id"),
	CONSTRAINT "jewelry_pieces_weights" CHECK ("jewelry_pieces"."gross_mg" > 0 AND "jewelry_pieces"."stone_mg" >= 0 AND "jewelry_pieces"."stone_mg" < "jewelry_pieces"."gross_mg")
);
--> statement-breakpoint
CREATE TABLE "stock_count_expected" (
	"count_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	CONSTRAINT "stock_count_expected_count_id_piece_id_pk" PRIMARY KEY("count_id","piece_id")
);
--> statement-breakpoint
CREATE TABLE "stock_count_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"code" text NOT NULL,
	"piece_id" integer,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_count_scans_once" UNIQUE("count_id","code")
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"branch_id" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "stock_counts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "stock_document_lines" (
	"document_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	"gross_mg" bigint NOT NULL,
	"stone_mg" bigint NOT NULL,
	"added_metal_mg" bigint DEFAULT 0 NOT NULL,
	"added_stone_mg" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_document_lines_document_id_piece_id_pk" PRIMARY KEY("document_id","piece_id")
);
--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"branch_id" integer NOT NULL,
	"to_branch_id" integer,
	"holder_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_documents_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "jewelry_pieces" ADD CONSTRAINT "jewelry_pieces_item_id_production_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."production_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jewelry_pieces" ADD CONSTRAINT "jewelry_pieces_category_id_jewelry_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."jewelry_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jewelry_pieces" ADD CONSTRAINT "jewelry_pieces_material_id_material_categories_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jewelry_pieces" ADD CONSTRAINT "jewelry_pieces_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_expected" ADD CONSTRAINT "stock_count_expected_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_expected" ADD CONSTRAINT "stock_count_expected_piece_id_jewelry_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."jewelry_pieces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_scans" ADD CONSTRAINT "stock_count_scans_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_scans" ADD CONSTRAINT "stock_count_scans_piece_id_jewelry_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."jewelry_pieces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_piece_id_jewelry_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."jewelry_pieces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_to_branch_id_branches_id_fk" FOREIGN KEY ("to_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_holder_id_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jewelry_pieces_stock_idx" ON "jewelry_pieces" USING btree ("state","branch_id","category_id","id");--> statement-breakpoint
CREATE INDEX "stock_document_lines_piece_idx" ON "stock_document_lines" USING btree ("piece_id");--> statement-breakpoint
CREATE INDEX "stock_documents_branch_idx" ON "stock_documents" USING btree ("branch_id","created_at");