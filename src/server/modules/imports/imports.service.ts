import { asc, sql } from 'drizzle-orm';
import {
  maxImportBytes,
  type ImportKind,
  type ImportPreview,
  type ImportProblem,
  type ImportResult,
} from '../../../shared/contracts/imports/import-file';
import type { Actor } from '../../platform/audit';
import type { Db, Executor, Tx } from '../../platform/db/database';
import { AppError, type FieldMessage } from '../../platform/errors';
import { translate, type Locale } from '../../platform/i18n/messages';
import { branches } from '../../platform/platform.tables';
import { importStaffMembers, takenStaffCodes } from '../../platform/staff/staff.service';
import { counterHolderIdSql, materialNames } from '../materials';
import { productionItemCodesIn } from '../production';
import { customerGroupNames, customersWithPhones, importCustomers } from '../sales';
import { importPieces, jewelryCategoryNames, pieceCodesIn } from '../stock';
import { checkRows, customerKey, type CheckedRow, type CustomerRecord, type ImportCatalogues, type PieceRecord, type StaffRecord } from './import-checks';
import { fieldTable, type FieldRow, type RowProblem } from './import-rows';
import { exampleRows, templateTable, type TemplateCatalogues } from './import-templates';
import { readSpreadsheet, type SpreadsheetRefusal } from './spreadsheet-file';
import { pieceCodeSchema } from '../../../shared/contracts/stock/jewelry-piece';
import { recordCodeSchema } from '../../../shared/contracts/common';

/**
 * Imports (issue 23 §3): a file read, its rows checked against the shop's
 * records and shown; then the same file imported in one transaction, all of
 * it or, at the first problem anywhere, nothing.
 */
export interface UploadedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** Why a file cannot be read, in words naming it. */
const refusalOf = (refusal: SpreadsheetRefusal, name: string, sheet: string): FieldMessage => {
  switch (refusal) {
    case 'notASpreadsheet':
      return { key: 'imports.notASpreadsheet', params: { name } };
    case 'oldExcel':
      return { key: 'imports.oldExcel', params: { name } };
    case 'notUtf8':
      return { key: 'imports.notUtf8', params: { name } };
    case 'emptyFile':
      return { key: 'imports.emptyFile', params: { name } };
    case 'unknownSheet':
      return { key: 'imports.unknownSheet', params: { sheet } };
    case 'brokenWorkbook':
      return { key: 'imports.brokenWorkbook', params: { name } };
  }
};

const say = (problem: RowProblem, locale: Locale): ImportProblem => ({
  field: problem.field,
  code: problem.key,
  message: translate(problem.key, locale, problem.params),
});

/** The records a sheet's cells name: categories, materials, branches (with counters), groups. */
async function templateCatalogues(executor: Executor): Promise<TemplateCatalogues> {
  const named = { id: sql<number>`id`, code: sql<string>`code`, nameKh: sql<string>`name_kh`, nameEn: sql<string>`name_en`, active: sql<boolean>`active` };
  // One after another: inside a transaction the executor is one connection.
  const categories = await jewelryCategoryNames(executor);
  const materials = await materialNames(executor);
  const branchRows = await executor
    .select({ ...named, counterHolderId: sql<number | null>`${counterHolderIdSql(sql`${branches.id}`)}` })
    .from(branches)
    .orderBy(asc(branches.code));
  const groups = await customerGroupNames(executor);
  return { categories, materials, branches: branchRows, customerGroups: groups };
}

async function cataloguesFor(executor: Executor, kind: ImportKind, rows: readonly FieldRow[]): Promise<ImportCatalogues> {
  const base = await templateCatalogues(executor);
  const codes = (schema: typeof pieceCodeSchema | typeof recordCodeSchema) =>
    [...new Set(rows.flatMap((r) => {
      const code = schema.safeParse(r.cells.code ?? '');
      return code.success ? [code.data] : [];
    }))];
  let takenPieceCodes = new Set<string>();
  let takenStaff = new Set<string>();
  let knownCustomers = new Set<string>();
  if (kind === 'pieces') {
    const fileCodes = codes(pieceCodeSchema);
    if (fileCodes.length > 0) {
      takenPieceCodes = new Set([...(await pieceCodesIn(executor, fileCodes)), ...(await productionItemCodesIn(executor, fileCodes))]);
    }
  } else if (kind === 'staff') {
    takenStaff = await takenStaffCodes(executor, codes(recordCodeSchema));
  } else {
    const known = await customersWithPhones(executor, rows.map((r) => (r.cells.phone ?? '').replace(/\D/g, '')));
    knownCustomers = new Set(known.map((c) => customerKey(c.name, c.phone)));
  }
  return {
    ...base,
    takenPieceCodes,
    takenStaffCodes: takenStaff,
    knownCustomers,
    exampleRows: [exampleRows(kind, 'kh', base), exampleRows(kind, 'en', base)],
  };
}

interface ReadImport {
  readonly preview: ImportPreview;
  readonly fileProblems: readonly RowProblem[];
  readonly checked: readonly CheckedRow<PieceRecord | CustomerRecord | StaffRecord>[];
}

/** A file refused before its rows are read: a 400 naming the file, in the user's language. */
function refuseFile(problem: FieldMessage, field: string): AppError {
  return new AppError(400, problem.key, problem.params, { [field]: problem });
}

async function readImport(executor: Executor, locale: Locale, kind: ImportKind, file: UploadedFile, sheet: string | null): Promise<ReadImport> {
  if (file.bytes.length > maxImportBytes) throw refuseFile({ key: 'imports.fileTooLarge', params: { name: file.name, maxMb: maxImportBytes / 1024 / 1024 } }, 'file');
  const read = await readSpreadsheet(file.bytes, sheet);
  if (!read.ok) throw refuseFile(refusalOf(read.refusal, file.name, sheet ?? ''), read.refusal === 'unknownSheet' ? 'sheet' : 'file');
  const base = { kind, fileName: file.name, format: read.format, sheets: [...read.sheets], sheet: read.sheet };
  if (read.sheet === null) {
    return {
      preview: {
        ...base,
        needsSheet: true,
        columns: [],
        ignoredColumns: [],
        fileProblems: [say({ field: 'sheet', key: 'imports.chooseSheet', params: { count: read.sheets.length } }, locale)],
        rows: [],
        rowCount: 0,
        problemRowCount: 0,
      },
      fileProblems: [],
      checked: [],
    };
  }
  const table = fieldTable(kind, read.rows);
  const checked = table.fileProblems.length > 0 ? [] : checkRows(kind, table.rows, await cataloguesFor(executor, kind, table.rows));
  const rows = table.rows.map((row, index) => ({ line: row.line, cells: { ...row.cells }, problems: (checked[index]?.problems ?? []).map((p) => say(p, locale)) }));
  return {
    preview: {
      ...base,
      needsSheet: false,
      columns: [...table.columns],
      ignoredColumns: [...table.ignoredColumns],
      fileProblems: table.fileProblems.map((p) => say(p, locale)),
      rows,
      rowCount: rows.length,
      problemRowCount: rows.filter((r) => r.problems.length > 0).length,
    },
    fileProblems: table.fileProblems,
    checked,
  };
}

/** The preview: every row with its problems; nothing is written. */
export async function previewImport(db: Db, locale: Locale, kind: ImportKind, file: UploadedFile, sheet: string | null): Promise<ImportPreview> {
  return (await readImport(db, locale, kind, file, sheet)).preview;
}

/**
 * The import, inside the caller's transaction: refused as a whole (400, each
 * problem under `rows.{line}.{field}`) when any row or the file has a problem.
 * The checks run again here, in the transaction, so a code taken since the
 * preview is found.
 */
export async function runImport(tx: Tx, actor: Actor, locale: Locale, kind: ImportKind, file: UploadedFile, sheet: string | null): Promise<ImportResult> {
  const { preview, fileProblems, checked } = await readImport(tx, locale, kind, file, sheet);
  if (preview.needsSheet) throw new AppError(400, 'imports.chooseSheet', { count: preview.sheets.length }, { sheet: 'imports.chooseSheet' });
  if (fileProblems.length > 0) {
    const fields: Record<string, FieldMessage> = {};
    fileProblems.forEach((p, i) => (fields[`file.${p.field ?? i}`] = { key: p.key, params: p.params ?? {} }));
    throw new AppError(400, 'imports.fileRefused', {}, fields);
  }
  const refused = checked.filter((row) => row.record === null);
  if (refused.length > 0) {
    const fields: Record<string, FieldMessage> = {};
    for (const row of refused) for (const p of row.problems) fields[`rows.${row.line}.${p.field ?? 'row'}`] ??= { key: p.key, params: p.params ?? {} };
    throw new AppError(400, 'imports.rowsRefused', { count: refused.length }, fields);
  }
  const records = checked.map((row) => row.record!);
  if (kind === 'pieces') {
    const catalogues = await templateCatalogues(tx);
    const pieces = (records as PieceRecord[]).map((p) => {
      const category = catalogues.categories.find((c) => c.id === p.categoryId)!;
      return { ...p, description: p.description || (locale === 'en' ? category.nameEn : category.nameKh) };
    });
    const documents = await importPieces(tx, actor, pieces);
    return { kind, count: pieces.length, documents };
  }
  if (kind === 'customers') {
    // The customers' template has no note column: an imported customer starts with none.
    const imported = (records as CustomerRecord[]).map((customer) => ({ ...customer, note: '' }));
    return { kind, count: await importCustomers(tx, actor, imported), documents: [] };
  }
  return { kind, count: await importStaffMembers(tx, actor, records as StaffRecord[]), documents: [] };
}

/** The template of a kind in a language, as a table for the export helper. */
export async function importTemplate(executor: Executor, kind: ImportKind, language: Locale) {
  return templateTable(kind, language, await templateCatalogues(executor));
}
