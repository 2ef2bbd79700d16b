import { preOrders, productionItems } from './production.tables';

/**
 * The keys other modules' tables may reference with a foreign key: all they
 * know of this module's tables (docs/architecture.md, "Boundaries"). Called
 * lazily (`.references(() => productionKeys.…())`): the modules import each other.
 */
export const productionKeys = {
  preOrder: () => preOrders.id,
  productionItem: () => productionItems.id,
};
