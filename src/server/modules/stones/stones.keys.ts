import { stoneLots } from './stones.tables';

/**
 * The keys other modules' tables may reference with a foreign key: all they
 * know of this module's tables (docs/architecture.md, "Boundaries"). Called
 * lazily (`.references(() => stonesKeys.…())`): the modules import each other.
 */
export const stonesKeys = {
  stoneLot: () => stoneLots.id,
};
