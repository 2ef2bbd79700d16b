-- The rate board's links (DESIGN §3.10): a secret link per TV or screen, made, named and revoked by the owner.
-- Only the SHA-256 of a link's token is kept. A revoked link is kept (who revoked it, when) and never printed on receipts.
CREATE TABLE "board_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"for_receipts" boolean DEFAULT false NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_by" integer REFERENCES "users"("id"),
	"revoked_at" timestamp with time zone,
	CONSTRAINT "board_links_revoked_not_for_receipts" CHECK ("revoked_at" IS NULL OR NOT "for_receipts")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "board_links_token_hash_idx" ON "board_links" ("token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "board_links_one_for_receipts" ON "board_links" ("for_receipts") WHERE "for_receipts";
