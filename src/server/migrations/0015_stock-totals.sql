CREATE TABLE "stock_totals" (
	"state" text NOT NULL,
	"branch_id" integer NOT NULL,
	"category_id" integer,
	"material_id" integer NOT NULL,
	"frozen" boolean NOT NULL,
	"count" integer NOT NULL,
	"gross_mg" bigint NOT NULL,
	"metal_mg" bigint NOT NULL
);
--> statement-breakpoint
-- Every statement that writes jewelry_pieces adds, per (state, branch, category, material, frozen)
-- it changed, one row of what it added and took away: insert-only, so concurrent sales never wait
-- on each other for it. A statement that changes none of these (a note, a photo) adds nothing.
CREATE FUNCTION atelier_stock_totals_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stock_totals (state, branch_id, category_id, material_id, frozen, count, gross_mg, metal_mg)
    SELECT state, branch_id, category_id, material_id, frozen, count(*), sum(gross_mg), sum(gross_mg - stone_mg)
      FROM new_rows GROUP BY state, branch_id, category_id, material_id, frozen;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO stock_totals (state, branch_id, category_id, material_id, frozen, count, gross_mg, metal_mg)
    SELECT state, branch_id, category_id, material_id, frozen, -count(*), -sum(gross_mg), -sum(gross_mg - stone_mg)
      FROM old_rows GROUP BY state, branch_id, category_id, material_id, frozen;
  ELSE
    INSERT INTO stock_totals (state, branch_id, category_id, material_id, frozen, count, gross_mg, metal_mg)
    SELECT state, branch_id, category_id, material_id, frozen, sum(n), sum(gross_mg), sum(metal_mg)
      FROM (SELECT state, branch_id, category_id, material_id, frozen, 1 AS n, gross_mg, gross_mg - stone_mg AS metal_mg FROM new_rows
            UNION ALL
            SELECT state, branch_id, category_id, material_id, frozen, -1, -gross_mg, -(gross_mg - stone_mg) FROM old_rows) AS moved
     GROUP BY state, branch_id, category_id, material_id, frozen
    HAVING sum(n) <> 0 OR sum(gross_mg) <> 0 OR sum(metal_mg) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_totals_inserted AFTER INSERT ON jewelry_pieces
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_stock_totals_moved();
--> statement-breakpoint
CREATE TRIGGER stock_totals_updated AFTER UPDATE ON jewelry_pieces
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_stock_totals_moved();
--> statement-breakpoint
CREATE TRIGGER stock_totals_deleted AFTER DELETE ON jewelry_pieces
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_stock_totals_moved();
--> statement-breakpoint
INSERT INTO stock_totals (state, branch_id, category_id, material_id, frozen, count, gross_mg, metal_mg)
SELECT state, branch_id, category_id, material_id, frozen, count(*), sum(gross_mg), sum(gross_mg - stone_mg)
  FROM jewelry_pieces GROUP BY state, branch_id, category_id, material_id, frozen;
