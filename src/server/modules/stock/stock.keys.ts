import { jewelryPieces } from './stock-pieces.tables';
import { jewelryCategories } from './stock.tables';

/**
 * The keys other modules' tables may reference with a foreign key: all they
 * know of this module's tables (docs/architecture.md, "Boundaries"). Called
 * lazily (`.references(() => stockKeys.…())`): the modules import each other.
 */
export const stockKeys = {
  jewelryPiece: () => jewelryPieces.id,
  jewelryCategory: () => jewelryCategories.id,
};
