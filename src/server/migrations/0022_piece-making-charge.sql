-- A piece's own making charge (USD cents, per piece), as a shop's sheet carries it when the piece is imported;
-- null: the piece's category's making charge applies (issue 23 §3).
ALTER TABLE "jewelry_pieces" ADD COLUMN "making_charge_cents" integer;
--> statement-breakpoint
ALTER TABLE "jewelry_pieces" ADD CONSTRAINT "jewelry_pieces_making_charge" CHECK ("making_charge_cents" IS NULL OR "making_charge_cents" >= 0);
