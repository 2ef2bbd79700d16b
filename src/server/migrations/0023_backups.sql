-- Automatic backups (issue 23 §4): where and when the owner wants them, and a record of each one made.
-- One row of settings: the folder is an absolute path on the server machine (a USB drive, a synced folder).
CREATE TABLE "backup_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"folder" text NOT NULL,
	"enabled" boolean NOT NULL,
	"hour" integer NOT NULL CHECK ("hour" BETWEEN 0 AND 23),
	"keep_daily" integer NOT NULL CHECK ("keep_daily" BETWEEN 1 AND 366),
	"keep_monthly" integer NOT NULL CHECK ("keep_monthly" BETWEEN 0 AND 120),
	"updated_by" integer REFERENCES "users"("id"),
	"updated_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Each backup the app made or tried to, written when it ends: ok, or failed with the reason.
-- (One at a time, across app processes sharing the server: an advisory lock, held while it is written.)
CREATE TABLE "backups" (
	"id" serial PRIMARY KEY,
	"kind" text NOT NULL CHECK ("kind" IN ('daily', 'catchUp', 'manual', 'beforeMigration')),
	"state" text NOT NULL CHECK ("state" IN ('ok', 'failed')),
	"started_at" timestamptz NOT NULL,
	"finished_at" timestamptz NOT NULL,
	"file" text,
	"size_bytes" bigint,
	"table_count" integer,
	"row_count" bigint,
	-- What the file's header recorded: each table's rows and each holder's balance per material.
	"counts" jsonb,
	"ledger_totals" jsonb,
	"failure_code" text,
	"failure_detail" text,
	"created_by" integer REFERENCES "users"("id"),
	CHECK (("state" = 'failed') = ("failure_code" IS NOT NULL)),
	CHECK ("state" = 'failed' OR ("file" IS NOT NULL AND "size_bytes" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "backups_started_idx" ON "backups" ("started_at" DESC);
