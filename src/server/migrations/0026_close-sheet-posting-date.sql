-- A close sheet's own posting day (issue 21, docs/design.md §5): the shop day its entries were
-- closed on, today or the day a manager back-dated the sheet to, shown and ordered by on the sheets.
-- The days of the sheets already written: the day their entries' close postings carry (written in
-- the sheet's transaction, so at its very time), else the shop day (in the shop.timeZone setting's
-- zone, as the server reads it) of when the sheet was written.
ALTER TABLE "entry_close_batches" ADD COLUMN "posting_date" date;--> statement-breakpoint
UPDATE "entry_close_batches" b SET "posting_date" = coalesce(
  (SELECT p.posting_date FROM postings p JOIN entry_close_batch_lines l ON p.document_type = 'entry' AND p.document_id = l.entry_id::text
    WHERE l.batch_id = b.id AND p.created_at = b.created_at ORDER BY p.id LIMIT 1),
  (b.created_at AT TIME ZONE coalesce((SELECT s.value #>> '{}' FROM settings s WHERE s.key = 'shop.timeZone' AND s.value #>> '{}' IN ('Asia/Phnom_Penh', 'Asia/Bangkok', 'Asia/Ho_Chi_Minh', 'Asia/Vientiane', 'Asia/Yangon', 'Asia/Kuala_Lumpur', 'Asia/Singapore', 'Asia/Shanghai', 'Asia/Seoul', 'Asia/Tokyo', 'Australia/Melbourne', 'Europe/Paris', 'America/Los_Angeles', 'America/New_York', 'UTC')), 'Asia/Phnom_Penh'))::date);--> statement-breakpoint
ALTER TABLE "entry_close_batches" ALTER COLUMN "posting_date" SET DEFAULT (now() AT TIME ZONE 'Asia/Phnom_Penh')::date, ALTER COLUMN "posting_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "entry_close_batches_posting_date_idx" ON "entry_close_batches" USING btree ("posting_date");
