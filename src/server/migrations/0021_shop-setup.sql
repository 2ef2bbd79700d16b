-- First-run setup and go-live (DESIGN §3.11). One row: when the shop was set up in the browser, and when it
-- went live. Setting up locks this row, so two setups racing queue on it and the second finds it done;
-- an opening balance locks it too, so it cannot slip past a go-live declared meanwhile.
CREATE TABLE "shop_setup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"setup_at" timestamp with time zone,
	"setup_by" integer REFERENCES "users"("id"),
	"live_at" timestamp with time zone,
	"live_by" integer REFERENCES "users"("id"),
	CONSTRAINT "shop_setup_one_row" CHECK ("shop_setup"."id" = 1),
	CONSTRAINT "shop_setup_live_once" CHECK ("shop_setup"."live_by" IS NULL OR "shop_setup"."live_at" IS NOT NULL)
);
--> statement-breakpoint
-- A shop that has already moved metal is live: its opening balances are behind it.
INSERT INTO "shop_setup" ("id", "live_at") SELECT 1, CASE WHEN EXISTS (SELECT 1 FROM "postings") THEN now() END;
