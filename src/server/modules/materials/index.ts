/**
 * Materials: holders, material categories, rates and the material documents (transfers, melts, openings).
 * The module's public face (docs/architecture.md, "Boundaries"): other modules,
 * the ledger and the app's assembly import this file only, never a file inside.
 */
export { boardRoutes } from './board.routes';
export { ledgerRoutes } from './ledger.routes';
export { materialsRoutes } from './materials.routes';
export { getAccounts } from './accounts.service';
export { findDocuments, submitMelt, submitOpening, submitTransfer } from './material-documents.service';
export { seedMaterialsDemo, seedMaterialsSetupDemo } from './materials-demo';
export { createHolder, findHolders, findMaterialCategories, insertHolder, insertMaterialCategory, systemHolderId } from './materials.service';
export { oldGoldHolderIdSql, oldGoldTerms, type OldGoldTerms } from './old-gold-terms.service';
export { publishRates } from './rate-publications.service';
export { materialsAtRates, setRate, type MaterialAtRate } from './rates.service';
export { materialsKeys } from './materials.keys';
export {
  counterHolderIdSql,
  firstHolderOfKind,
  holderById,
  holderByCode,
  holderIdByCode,
  holderJsonSql,
  holderRefs,
  holdersByIds,
  holdersOfBranch,
  materialById,
  materialByCode,
  materialDocumentNumberSql,
  materialNames,
  materialRefs,
  materialRefsAll,
  seedHolders,
  seedMaterialCategories,
  staffHolderIds,
  systemHolderIdSql,
  type HolderRef,
  type MaterialRef,
} from './materials.reads';
export type { HolderKind } from './materials.tables';
