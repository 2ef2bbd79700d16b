/**
 * Entries: work given to a jeweller and taken back, with its loss allowance.
 * The module's public face (docs/architecture.md, "Boundaries"): other modules,
 * the ledger and the app's assembly import this file only, never a file inside.
 */
export { entriesRoutes } from './entries.routes';
export { entryHomeFiguresRoutes } from './entry-home-figures.routes';
export { entryPieceIdsOf, seedEntriesDemo, seedEntriesWorkDemo } from './entries-demo';
export { acceptEntry, closeEntry, createEntry, recordPieceReturn, type NewEntry } from './entries.service';
export { entriesSettings } from './entries.settings';
export { findEntryCategories } from './entry-categories.service';
export { allowedLossMgSql, entryLossMgSql, lossOverAllowanceSql, overAllowanceMgSql } from './entry-loss-sql';
export { findCloseBatches } from './entry-sheets';
export { findEntries } from './entry-views';
export { entryCategoryIdByCode, entryCategoryRefs, entryHeadRowsSql, entryNumberSql, entryPiecesOf, entryRowsSql, seedEntryCategories } from './entries.reads';
