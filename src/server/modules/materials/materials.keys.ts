import { holders, materialCategories, ratePublications } from './materials.tables';

/**
 * The keys other modules' tables may reference with a foreign key: all they
 * know of this module's tables (docs/architecture.md, "Boundaries"). Called
 * lazily (`.references(() => materialsKeys.holder())`): the modules import each other.
 */
export const materialsKeys = {
  holder: () => holders.id,
  materialCategory: () => materialCategories.id,
  ratePublication: () => ratePublications.id,
};
