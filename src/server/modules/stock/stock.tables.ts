import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { makingChargeModes } from '../../../shared/contracts/stock/jewelry-category';
import { materialsKeys } from '../materials/materials.keys';

/** A kind of piece (ring, necklace …) with its making charge (DESIGN §3.6, `/setting/jw-category`). Never deleted. */
export const jewelryCategories = pgTable(
  'jewelry_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameKh: text('name_kh').notNull(),
    nameEn: text('name_en').notNull(),
    makingChargeMode: text('making_charge_mode', { enum: makingChargeModes }).notNull(),
    /** USD cents per gram or per piece, as the mode says. */
    makingChargeCents: integer('making_charge_cents').notNull().default(0),
    defaultMaterialId: integer('default_material_id').references(() => materialsKeys.materialCategory()),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('jewelry_categories_making_charge_non_negative', sql`${t.makingChargeCents} >= 0`),
    check('jewelry_categories_making_charge_mode', sql`${t.makingChargeMode} IN ('per_gram', 'per_piece')`),
  ],
);
