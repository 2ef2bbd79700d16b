import { sql, type SQL } from 'drizzle-orm';
import { materialSlipKinds, type LedgerDocumentKind } from '../../shared/ledger/document-kinds';

/**
 * The number a posting's document is known by (an entry's, a cast's, an
 * invoice's, a stock document's, a slip's), so the ledger names it as people
 * do and links to it. Read by table name: each module's numbers are its own,
 * and the ledger only names them; a type it does not know gives null.
 */
export function documentNumberSql(documentType: SQL, documentId: SQL): SQL {
  const id = sql`${documentId}::int`;
  return sql`CASE
      WHEN ${documentId} !~ '^[0-9]{1,9}$' THEN NULL
      WHEN ${documentType} IN (${sql.join(materialSlipKinds.map((k) => sql`${k}`), sql`, `)}) THEN (SELECT d.number FROM material_documents d WHERE d.id = ${id})
      WHEN ${documentType} = ${'entry' satisfies LedgerDocumentKind} THEN (SELECT e.number FROM entries e WHERE e.id = ${id})
      WHEN ${documentType} = ${'cast' satisfies LedgerDocumentKind} THEN (SELECT c.number FROM casts c WHERE c.id = ${id})
      WHEN ${documentType} = ${'invoice' satisfies LedgerDocumentKind} THEN (SELECT i.number FROM invoices i WHERE i.id = ${id})
      WHEN ${documentType} = ${'stock' satisfies LedgerDocumentKind} THEN (SELECT s.number FROM stock_documents s WHERE s.id = ${id})
    END`;
}
