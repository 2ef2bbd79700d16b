CREATE TABLE "material_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reverses_document_id" integer,
	"cap_overridden" boolean DEFAULT false NOT NULL,
	"fine_in_mg" bigint,
	"fine_out_mg" bigint,
	"fine_loss_mg" bigint,
	"loss_mg" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "material_documents_reverses_document_id_unique" UNIQUE("reverses_document_id")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "material_documents" ADD CONSTRAINT "material_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_documents_kind_idx" ON "material_documents" USING btree ("kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_counters_pk" ON "document_counters" USING btree ("series","year");--> statement-breakpoint
CREATE INDEX "postings_from_recent_idx" ON "postings" USING btree ("from_holder_id","id");--> statement-breakpoint
CREATE INDEX "postings_to_recent_idx" ON "postings" USING btree ("to_holder_id","id");--> statement-breakpoint
CREATE TRIGGER material_documents_append_only BEFORE UPDATE OR DELETE ON material_documents
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();--> statement-breakpoint
INSERT INTO holders (kind, code, name_kh, name_en, physical) VALUES
  ('melt', 'MELT', 'ការរំលាយ', 'Melting and alloying', false)
  ON CONFLICT (code) DO NOTHING;
