CREATE INDEX "entries_created_idx" ON "entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "entries_accepted_idx" ON "entries" USING btree ("accepted_at");--> statement-breakpoint
CREATE INDEX "entries_open_idx" ON "entries" USING btree ("state") WHERE "entries"."state" <> 'accepted';--> statement-breakpoint
CREATE INDEX "postings_created_idx" ON "postings" USING btree ("created_at","material_id","from_holder_id","to_holder_id","mg");--> statement-breakpoint
CREATE INDEX "postings_to_time_idx" ON "postings" USING btree ("to_holder_id","created_at","material_id","mg","document_type");--> statement-breakpoint
CREATE INDEX "postings_from_time_idx" ON "postings" USING btree ("from_holder_id","created_at");