-- Transfers between branches are sent, in transit, then received piece by piece (DESIGN §3.6).
-- A piece in transit names the transfer it travels on; a receipt names the transfer it receives.
ALTER TABLE "jewelry_pieces" ADD COLUMN "transit_document_id" integer REFERENCES "stock_documents"("id");
--> statement-breakpoint
ALTER TABLE "jewelry_pieces" ADD CONSTRAINT "jewelry_pieces_transit" CHECK (("state" = 'in_transit') = ("transit_document_id" IS NOT NULL));
--> statement-breakpoint
CREATE INDEX "jewelry_pieces_transit_idx" ON "jewelry_pieces" ("transit_document_id") WHERE "transit_document_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "stock_documents" ADD COLUMN "transfer_id" integer REFERENCES "stock_documents"("id");
--> statement-breakpoint
CREATE INDEX "stock_documents_transfer_idx" ON "stock_documents" ("transfer_id") WHERE "transfer_id" IS NOT NULL;
