import { registerDocumentNumbers } from '../ledger';
import { castNumberSql } from '../modules/casting';
import { entryNumberSql } from '../modules/entries';
import { materialDocumentNumberSql } from '../modules/materials';
import { invoiceNumberSql } from '../modules/sales';
import { stockDocumentNumberSql } from '../modules/stock';

/**
 * Each module's document numbers, handed to the ledger (which imports no
 * module but materials, and names no module's table): a posting's document
 * is named by its number in a holder's history. Imported for this effect by
 * app.ts, before any request is served.
 */
registerDocumentNumbers({
  transfer: materialDocumentNumberSql,
  return: materialDocumentNumberSql,
  melt: materialDocumentNumberSql,
  reversal: materialDocumentNumberSql,
  opening: materialDocumentNumberSql,
  entry: entryNumberSql,
  cast: castNumberSql,
  invoice: invoiceNumberSql,
  stock: stockDocumentNumberSql,
});
