-- Posting dates of the documents themselves (issue 21, docs/design.md §5): casts, entries,
-- stock documents and stone movements carry the shop day they belong to, as their postings
-- do, so the reports count them on that day rather than when the row was written.
-- The days of what is already written: the day its postings carry, else the shop day (in
-- the shop.timeZone setting's zone, as the server reads it) of when it was written.
ALTER TABLE "casts" ADD COLUMN "posting_date" date;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "posting_date" date;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD COLUMN "posting_date" date;--> statement-breakpoint
ALTER TABLE "stone_movements" ADD COLUMN "posting_date" date;--> statement-breakpoint
-- A cast: finished, the day its loss was posted (else the day it finished); otherwise its latest posting's day.
UPDATE "casts" c SET "posting_date" = coalesce(
  CASE WHEN c.status = 'finished'
    THEN (SELECT p.posting_date FROM postings p WHERE p.document_type = 'cast' AND p.document_id = c.id::text AND p.reason = 'cast.loss' ORDER BY p.id DESC LIMIT 1)
    ELSE (SELECT p.posting_date FROM postings p WHERE p.document_type = 'cast' AND p.document_id = c.id::text ORDER BY p.id DESC LIMIT 1) END,
  (coalesce(c.finished_at, c.created_at) AT TIME ZONE coalesce((SELECT s.value #>> '{}' FROM settings s WHERE s.key = 'shop.timeZone' AND s.value #>> '{}' IN ('Asia/Phnom_Penh', 'Asia/Bangkok', 'Asia/Ho_Chi_Minh', 'Asia/Vientiane', 'Asia/Yangon', 'Asia/Kuala_Lumpur', 'Asia/Singapore', 'Asia/Shanghai', 'Asia/Seoul', 'Asia/Tokyo', 'Australia/Melbourne', 'Europe/Paris', 'America/Los_Angeles', 'America/New_York', 'UTC')), 'Asia/Phnom_Penh'))::date);--> statement-breakpoint
-- An entry: accepted, the day its loss was posted (else the day it was accepted); otherwise its latest posting's day.
UPDATE "entries" e SET "posting_date" = coalesce(
  CASE WHEN e.state = 'accepted'
    THEN (SELECT p.posting_date FROM postings p WHERE p.document_type = 'entry' AND p.document_id = e.id::text AND p.reason = 'entry.loss' ORDER BY p.id DESC LIMIT 1)
    ELSE (SELECT p.posting_date FROM postings p WHERE p.document_type = 'entry' AND p.document_id = e.id::text ORDER BY p.id DESC LIMIT 1) END,
  (coalesce(e.accepted_at, e.closed_at, e.created_at) AT TIME ZONE coalesce((SELECT s.value #>> '{}' FROM settings s WHERE s.key = 'shop.timeZone' AND s.value #>> '{}' IN ('Asia/Phnom_Penh', 'Asia/Bangkok', 'Asia/Ho_Chi_Minh', 'Asia/Vientiane', 'Asia/Yangon', 'Asia/Kuala_Lumpur', 'Asia/Singapore', 'Asia/Shanghai', 'Asia/Seoul', 'Asia/Tokyo', 'Australia/Melbourne', 'Europe/Paris', 'America/Los_Angeles', 'America/New_York', 'UTC')), 'Asia/Phnom_Penh'))::date);--> statement-breakpoint
UPDATE "stock_documents" d SET "posting_date" = coalesce(
  (SELECT p.posting_date FROM postings p WHERE p.document_type = 'stock' AND p.document_id = d.id::text ORDER BY p.id LIMIT 1),
  (d.created_at AT TIME ZONE coalesce((SELECT s.value #>> '{}' FROM settings s WHERE s.key = 'shop.timeZone' AND s.value #>> '{}' IN ('Asia/Phnom_Penh', 'Asia/Bangkok', 'Asia/Ho_Chi_Minh', 'Asia/Vientiane', 'Asia/Yangon', 'Asia/Kuala_Lumpur', 'Asia/Singapore', 'Asia/Shanghai', 'Asia/Seoul', 'Asia/Tokyo', 'Australia/Melbourne', 'Europe/Paris', 'America/Los_Angeles', 'America/New_York', 'UTC')), 'Asia/Phnom_Penh'))::date);--> statement-breakpoint
-- Stone movements are append-only; their guard is lifted for this one backfill. A sale's stones are on its invoice's day.
ALTER TABLE "stone_movements" DISABLE TRIGGER "stone_movements_append_only";--> statement-breakpoint
UPDATE "stone_movements" m SET "posting_date" = coalesce(
  CASE WHEN m.document_type = 'invoice' THEN (SELECT i.posting_date FROM invoices i WHERE i.id = m.document_id) END,
  (m.created_at AT TIME ZONE coalesce((SELECT s.value #>> '{}' FROM settings s WHERE s.key = 'shop.timeZone' AND s.value #>> '{}' IN ('Asia/Phnom_Penh', 'Asia/Bangkok', 'Asia/Ho_Chi_Minh', 'Asia/Vientiane', 'Asia/Yangon', 'Asia/Kuala_Lumpur', 'Asia/Singapore', 'Asia/Shanghai', 'Asia/Seoul', 'Asia/Tokyo', 'Australia/Melbourne', 'Europe/Paris', 'America/Los_Angeles', 'America/New_York', 'UTC')), 'Asia/Phnom_Penh'))::date);--> statement-breakpoint
ALTER TABLE "stone_movements" ENABLE TRIGGER "stone_movements_append_only";--> statement-breakpoint
ALTER TABLE "casts" ALTER COLUMN "posting_date" SET DEFAULT (now() AT TIME ZONE 'Asia/Phnom_Penh')::date, ALTER COLUMN "posting_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ALTER COLUMN "posting_date" SET DEFAULT (now() AT TIME ZONE 'Asia/Phnom_Penh')::date, ALTER COLUMN "posting_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_documents" ALTER COLUMN "posting_date" SET DEFAULT (now() AT TIME ZONE 'Asia/Phnom_Penh')::date, ALTER COLUMN "posting_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stone_movements" ALTER COLUMN "posting_date" SET DEFAULT (now() AT TIME ZONE 'Asia/Phnom_Penh')::date, ALTER COLUMN "posting_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "casts_posting_date_idx" ON "casts" USING btree ("posting_date");--> statement-breakpoint
CREATE INDEX "entries_posting_date_idx" ON "entries" USING btree ("posting_date");
