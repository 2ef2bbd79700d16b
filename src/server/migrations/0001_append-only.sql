-- DESIGN §5: append and reverse, never update or delete. Modules attach this
-- trigger to their insert-only tables (postings, payments, invoices, audit).
CREATE OR REPLACE FUNCTION atelier_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'table % is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION atelier_refuse_change();
