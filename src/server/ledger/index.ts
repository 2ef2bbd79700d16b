/**
 * The ledger, the spine every module stands on (docs/architecture.md): one
 * way to post a document's movements, one way to reverse a whole document,
 * the document kinds, balances and their proof. Modules import this face only.
 */
export { ledgerDocumentKinds, type LedgerDocumentKind } from '../../shared/ledger/document-kinds';
export { reversalOf, type Movement } from './ledger-rules';
export {
  postDocument,
  type BalanceTiming,
  type KnownParties,
  type LedgerHolder,
  type LedgerMaterial,
  type PostDocumentOptions,
  type PostedDocument,
  type Posting,
  type PostingAudit,
  type PostingDocument,
} from './post-document';
export { reverseDocument, type ReverseDocumentOptions } from './reverse-document';
export { balance, balancesOfHolders, heldMg, postingCount, verifyLedger, type LedgerMismatch } from './balances';
export { documentKey, postingsOfDocument, postingsOfDocuments } from './document-postings';
export { documentNumberSql, registerDocumentNumbers, type DocumentNumberSql } from './document-numbers';
export { holderBalanceRowsSql, postingRowsSql } from './ledger.reads';
export { ledgerRoutes } from './ledger.routes';
export { auditBackdate, postingDayOf, refuseClosedDay, type PostingDay } from './periods.service';
export { postingDayOfRequest } from './posting-day-of-request';
export { shopToday, shopTodaySql } from './shop-day';
