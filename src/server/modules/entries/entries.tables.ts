import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A kind of jeweller's work (ring making, setting, polishing …) with the loss
 * it may cause and the strict flags of spec §5 (DESIGN §3.5,
 * `/setting/entry-category`). Never deleted: entries name it. The flags'
 * rules live in src/shared/entries/entry-rules.ts.
 */
export const entryCategories = pgTable(
  'entry_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameKh: text('name_kh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Loss allowed, per-mille of the metal issued (init + spare): 8 = 0.8 %. Over it, a close needs the owner's acceptance. */
    allowedLossPermille: integer('allowed_loss_permille').notNull().default(0),
    /** A piece with stones set comes back with a photo of its stones ("photo is required"). */
    strictStonePhoto: boolean('strict_stone_photo').notNull().default(false),
    /** An assembled piece comes back with at least one photo of the assembly ("need at least a photo"). */
    strictAssemblyPhoto: boolean('strict_assembly_photo').notNull().default(false),
    /** Every piece comes back weighed: its returned weight is required ("need input weight return"). */
    strictReturnWeight: boolean('strict_return_weight').notNull().default(false),
    /** Every piece of an entry is of the entry's material: no mixing 18K with 24K on one ticket. */
    materialStrict: boolean('material_strict').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('entry_categories_allowed_loss_permille', sql`${t.allowedLossPermille} BETWEEN 0 AND 1000`)],
);
