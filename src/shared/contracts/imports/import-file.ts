import { z } from 'zod';

/**
 * Imports from the shop's spreadsheets (DESIGN §3.11, issue 23 §3): jewelry
 * pieces, customers and staff from a CSV or XLSX file. The file goes up as
 * multipart (field `file`, and `sheet` when an XLSX has several); the
 * preview answers every row with its problems in the user's language; the
 * import reads the same file again and writes all of it or nothing.
 */
export const importKinds = ['pieces', 'customers', 'staff'] as const;
export type ImportKind = (typeof importKinds)[number];
export const importKindSchema = z.enum(importKinds);

/** The multipart fields of a preview or an import. */
export const importFileField = 'file';
export const importSheetField = 'sheet';
/** A spreadsheet of a few thousand rows is well under this. */
export const maxImportBytes = 5 * 1024 * 1024;
/** Rows of one import (the 2,000-piece file of a shop moving in, with room to spare). */
export const maxImportRows = 5_000;

export interface ImportColumn {
  /** The field a column fills, e.g. `grossWeight`. */
  readonly field: string;
  readonly en: string;
  readonly kh: string;
  readonly required: boolean;
  /** Text a person types in Khmer: checked for legacy (Limon, ABC) font text. */
  readonly khmerText?: boolean;
}

const column = (field: string, en: string, kh: string, required: boolean, khmerText = false): ImportColumn => ({ field, en, kh, required, khmerText });

/**
 * The columns of each kind, in template order. A header is recognised in
 * either language (or as the field's own name), whatever the user's language.
 */
export const importColumns: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  pieces: [
    column('code', 'Code', 'លេខកូដ', true),
    column('category', 'Category', 'ប្រភេទគ្រឿង', true),
    column('material', 'Material', 'ប្រភេទមាស', true),
    column('grossWeight', 'Gross weight', 'ទម្ងន់សរុប', true),
    column('stoneWeight', 'Stone weight', 'ទម្ងន់ត្បូង', false),
    column('branch', 'Branch', 'សាខា', true),
    column('makingCharge', 'Making charge (USD)', 'ថ្លៃឈ្នួល (ដុល្លារ)', false),
    column('description', 'Description', 'ការពិពណ៌នា', false, true),
    column('note', 'Note', 'កំណត់ចំណាំ', false, true),
  ],
  customers: [
    column('name', 'Name', 'ឈ្មោះ', true, true),
    column('phone', 'Phone', 'លេខទូរស័ព្ទ', false),
    column('address', 'Address', 'អាសយដ្ឋាន', false, true),
    column('group', 'Group', 'ក្រុម', false),
  ],
  staff: [
    column('code', 'Code', 'លេខកូដ', false),
    column('nameKh', 'Name in Khmer', 'ឈ្មោះជាភាសាខ្មែរ', true, true),
    column('nameEn', 'Name in English', 'ឈ្មោះជាភាសាអង់គ្លេស', true),
    column('kind', 'Work', 'មុខងារ', true),
    column('phone', 'Phone', 'លេខទូរស័ព្ទ', false),
    column('branch', 'Branch', 'សាខា', false),
  ],
};

export const importLanguages = ['kh', 'en'] as const;
export const importFormats = ['xlsx', 'csv'] as const;

/** GET /api/imports/templates/:kind?locale=&format=: the header row in `locale`, an example row. */
export const importKindParamsSchema = z.strictObject({ kind: importKindSchema });
export const importTemplateQuerySchema = z.strictObject({
  locale: z.enum(importLanguages).default('kh'),
  format: z.enum(importFormats).default('xlsx'),
});
export type ImportTemplateQuery = z.infer<typeof importTemplateQuerySchema>;

/** The template's address, for a download link. */
export const importTemplateUrl = (kind: ImportKind, locale: (typeof importLanguages)[number], format: (typeof importFormats)[number]) =>
  `/api/imports/templates/${kind}?locale=${locale}&format=${format}`;

/** A problem of a row (or of the file when `field` is null), in the user's language. */
export const importProblemSchema = z.object({
  field: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importRowSchema = z.object({
  /** The row's number in the spreadsheet (the header is row 1, or the row it was found on). */
  line: z.number().int(),
  cells: z.record(z.string(), z.string()),
  problems: z.array(importProblemSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** POST /api/imports/:kind/preview (multipart). */
export const importPreviewSchema = z.object({
  kind: importKindSchema,
  fileName: z.string(),
  format: z.enum(importFormats),
  /** An XLSX's sheets; one name for a CSV. */
  sheets: z.array(z.string()),
  /** The sheet read; null when the file has several and none was chosen (then no rows are read). */
  sheet: z.string().nullable(),
  needsSheet: z.boolean(),
  /** The columns found, by field, in the file's order, with the header as written. */
  columns: z.array(z.object({ field: z.string(), header: z.string() })),
  /** Headers that name no field of this kind: their columns are not read. */
  ignoredColumns: z.array(z.string()),
  /** Problems of the whole file: a missing column, no rows, too many rows. */
  fileProblems: z.array(importProblemSchema),
  rows: z.array(importRowSchema),
  rowCount: z.number().int(),
  problemRowCount: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /api/imports/:kind (multipart, Idempotency-Key): what was written. */
export const importResultSchema = z.object({
  kind: importKindSchema,
  count: z.number().int(),
  /** Pieces: the stock documents (one per branch) whose postings brought their metal in from outside. */
  documents: z.array(z.object({ id: z.number().int(), number: z.string(), branchCode: z.string(), pieceCount: z.number().int(), metalMg: z.number().int() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * A staff member's work as a sheet may write it: the kind's own name, or its
 * label in either language (the same words as the web's admin.staff.kinds).
 */
export const staffKindWords = {
  owner: { en: 'Owner', kh: 'ម្ចាស់ហាង' },
  manager: { en: 'Manager', kh: 'អ្នកគ្រប់គ្រង' },
  cashier: { en: 'Cashier', kh: 'អ្នកគិតលុយ' },
  jeweller: { en: 'Jeweller', kh: 'ជាងមាស' },
  caster: { en: 'Caster', kh: 'ជាងចាក់' },
  designer: { en: 'Designer', kh: 'អ្នករចនា' },
  setter: { en: 'Stone setter', kh: 'ជាងដាំត្បូង' },
  polisher: { en: 'Polisher', kh: 'ជាងខាត់' },
  other: { en: 'Other', kh: 'ផ្សេងៗ' },
} as const;
