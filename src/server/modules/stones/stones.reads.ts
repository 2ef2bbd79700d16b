import { QueryBuilder } from 'drizzle-orm/pg-core';
import { stoneLots } from './stones.tables';

/** What other modules may read of stones (docs/architecture.md, "Boundaries"): only this module touches its tables. */

/**
 * The stone lots read model (id, code, what the stones are: type, shape,
 * size, colour, quality), to join: `LEFT JOIN ${stoneLotRefs('sl')} ON sl.id = …`,
 * its columns read by their names (stone_type, size_cmm …).
 */
export const stoneLotRefs = <A extends string = 'stone_lot_refs'>(alias?: A) =>
  new QueryBuilder()
    .select({
      id: stoneLots.id,
      code: stoneLots.code,
      stoneType: stoneLots.stoneType,
      shape: stoneLots.shape,
      sizeCmm: stoneLots.sizeCmm,
      colour: stoneLots.colour,
      quality: stoneLots.quality,
    })
    .from(stoneLots)
    .as(alias ?? ('stone_lot_refs' as A));
