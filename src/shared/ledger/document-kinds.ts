/**
 * The kinds of document whose postings move metal through the ledger: the
 * closed set a posting's `document_type` takes (the ledger refuses any other),
 * and the names the reports group by (a cast's loss is what its `cast`
 * postings sent to LOSS). One home: the spine, the modules and the reports read it here.
 */
export const ledgerDocumentKinds = [
  // The materials module's numbered slips.
  'transfer',
  'return',
  'melt',
  'reversal',
  'opening',
  // Other modules' documents.
  'entry',
  'cast',
  'invoice',
  'stock',
] as const;
export type LedgerDocumentKind = (typeof ledgerDocumentKinds)[number];

/** The slips the materials module numbers itself (material_documents.kind). */
export const materialSlipKinds = ['transfer', 'return', 'melt', 'reversal', 'opening'] as const satisfies readonly LedgerDocumentKind[];

/** The kinds whose postings to LOSS a report names on its own; the rest read as "other". */
export const lossSourceKinds = ['entry', 'cast', 'melt'] as const satisfies readonly LedgerDocumentKind[];
export type LossSource = (typeof lossSourceKinds)[number] | 'other';
