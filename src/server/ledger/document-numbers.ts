import { sql, type SQL } from 'drizzle-orm';
import { ledgerDocumentKinds, type LedgerDocumentKind } from '../../shared/ledger/document-kinds';

/**
 * The number a posting's document is known by (an entry's, a cast's, an
 * invoice's, a stock document's, a slip's), so the ledger names it as people
 * do and links to it. Each module's numbers are its own and its tables are
 * its own: the module offers the number of one of its documents as SQL
 * (`castNumberSql` …), and the app's assembly (src/server/assembly/document-numbers.ts)
 * hands them to the ledger, which imports no module but materials.
 */

/** The number of a module's document `id` (an integer expression), as a scalar subquery. */
export type DocumentNumberSql = (id: SQL) => SQL;

const numbersByKind = new Map<LedgerDocumentKind, DocumentNumberSql>();

/** The assembly's hook: every kind of document the ledger posts, with how its number is read. */
export function registerDocumentNumbers(byKind: Readonly<Record<LedgerDocumentKind, DocumentNumberSql>>): void {
  for (const kind of ledgerDocumentKinds) numbersByKind.set(kind, byKind[kind]);
}

/** A posting's document number from its `document_type` and `document_id` columns; null for an id that is no number. */
export function documentNumberSql(documentType: SQL, documentId: SQL): SQL {
  if (numbersByKind.size === 0) throw new Error('Document numbers are not registered: the app\'s assembly (src/server/assembly/document-numbers.ts) registers each module\'s.');
  const id = sql`${documentId}::int`;
  return sql`CASE
      WHEN ${documentId} !~ '^[0-9]{1,9}$' THEN NULL
      ${sql.join(
        [...numbersByKind].map(([kind, numberOf]) => sql`WHEN ${documentType} = ${kind} THEN ${numberOf(id)}`),
        sql`\n      `,
      )}
    END`;
}
