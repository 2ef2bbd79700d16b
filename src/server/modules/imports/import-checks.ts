import { z } from 'zod';
import { addressSchema, nameSchema, phoneSchema, recordCodeSchema } from '../../../shared/contracts/common';
import { staffKindWords, type ImportKind } from '../../../shared/contracts/imports/import-file';
import type { StaffKind } from '../../../shared/contracts/platform/staff-member';
import { noteSchema } from '../../../shared/contracts/materials/material';
import { grossMgSchema, pieceCodeSchema } from '../../../shared/contracts/stock/jewelry-piece';
import { parseMoney, parseWeight } from '../../../shared/units';
import type { MessageKey } from '../../platform/i18n/messages';
import { headerKey, type FieldRow, type RowProblem } from './import-rows';
import { looksLikeLegacyKhmer } from './legacy-khmer';
import type { ImportedPiece } from '../stock';

/**
 * Each row of an import checked against the shop's records, without I/O:
 * every problem of every row is found (not only the first), so the preview
 * shows them all and the import refuses the file when there is any.
 * Weights go through units.ts (grams, or chi/hun/li) to exact milligrams;
 * the making charge is USD through parseMoney, to cents.
 */

/** A record a row may name by its code or by its name in either language. */
export interface NamedRecord {
  readonly id: number;
  readonly code: string;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly active: boolean;
}

export interface ImportCatalogues {
  readonly categories: readonly NamedRecord[];
  readonly materials: readonly NamedRecord[];
  /** With the counter holder that keeps each branch's stock metal (null: none). */
  readonly branches: readonly (NamedRecord & { readonly counterHolderId: number | null })[];
  readonly customerGroups: readonly NamedRecord[];
  /** Piece codes of the file already used by a piece or a production item (upper case). */
  readonly takenPieceCodes: ReadonlySet<string>;
  /** Staff codes of the file already used (upper case). */
  readonly takenStaffCodes: ReadonlySet<string>;
  /** Customers already in the book, by customerKey. */
  readonly knownCustomers: ReadonlySet<string>;
  /** The templates' example rows (both languages): left in a file, they are refused, not imported. */
  readonly exampleRows: readonly Readonly<Record<string, string>>[];
}

/** A checked piece row is what the stock module takes in (its counter holder checked here). */
export type PieceRecord = ImportedPiece;

export interface CustomerRecord {
  readonly name: string;
  readonly phone: string;
  readonly address: string;
  readonly groupId: number | null;
}

export interface StaffRecord {
  readonly code: string | null;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly kind: StaffKind;
  readonly phone: string;
  readonly branchId: number | null;
}

export type ImportRecord<K extends ImportKind> = K extends 'pieces' ? PieceRecord : K extends 'customers' ? CustomerRecord : StaffRecord;

export interface CheckedRow<R> {
  readonly line: number;
  readonly problems: readonly RowProblem[];
  /** The record to write; null when the row has a problem. */
  readonly record: R | null;
}

/** Same name (case and spaces aside) and same phone digits: the same customer. */
export function customerKey(name: string, phone: string): string {
  return `${headerKey(name)}|${phone.replace(/\D/g, '')}`;
}

const maxMakingChargeCents = 100_000_000;
const descriptionSchema = z.string().trim().max(200);

/** A problem's message and the values it names. */
interface Problem {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

const refusalsOf = {
  category: { unknown: (value: string): Problem => ({ key: 'imports.unknownCategory', params: { value } }), inactive: (value: string): Problem => ({ key: 'imports.inactiveCategory', params: { value } }) },
  material: { unknown: (value: string): Problem => ({ key: 'imports.unknownMaterial', params: { value } }), inactive: (value: string): Problem => ({ key: 'imports.inactiveMaterial', params: { value } }) },
  branch: { unknown: (value: string): Problem => ({ key: 'imports.unknownBranch', params: { value } }), inactive: (value: string): Problem => ({ key: 'imports.inactiveBranch', params: { value } }) },
  group: { unknown: (value: string): Problem => ({ key: 'imports.unknownGroup', params: { value } }), inactive: (value: string): Problem => ({ key: 'imports.inactiveGroup', params: { value } }) },
};

/** Problems of one row, gathered field by field. */
class RowCheck {
  readonly problems: RowProblem[] = [];
  constructor(readonly cells: Readonly<Record<string, string>>) {}

  text(field: string): string {
    return this.cells[field] ?? '';
  }

  fail(field: string | null, problem: Problem): null {
    this.problems.push({ field, ...problem });
    return null;
  }

  required(field: string): string | null {
    const value = this.text(field);
    return value === '' ? this.fail(field, { key: 'validation.required' }) : value;
  }

  /** A cell through a shared schema; a refusal names the rule it broke. */
  parse<T>(field: string, schema: z.ZodType<T>, refusal: (value: string) => Problem): T | null {
    const result = schema.safeParse(this.text(field));
    return result.success ? result.data : this.fail(field, refusal(this.text(field)));
  }

  /** Text a person typed in Khmer, refused when it is legacy-font text. */
  khmer(field: string, schema: z.ZodType<string>, max: number): string | null {
    const value = this.text(field);
    if (looksLikeLegacyKhmer(value)) return this.fail(field, { key: 'imports.legacyKhmer', params: { value } });
    return this.parse(field, schema, () => ({ key: 'imports.textTooLong', params: { max } }));
  }

  /** A record named by its code or either name; unknown, deactivated or legacy-font text each say so. */
  lookup<R extends NamedRecord>(field: string, records: readonly R[], refusals: { unknown: (value: string) => Problem; inactive: (value: string) => Problem }): R | null {
    const value = this.text(field);
    const key = headerKey(value);
    const found = records.find((r) => headerKey(r.code) === key) ?? records.find((r) => headerKey(r.nameKh) === key || headerKey(r.nameEn) === key);
    if (!found) return this.fail(field, looksLikeLegacyKhmer(value) ? { key: 'imports.legacyKhmer', params: { value } } : refusals.unknown(value));
    if (!found.active) return this.fail(field, refusals.inactive(value));
    return found;
  }

  weight(field: string, required: boolean): number | null {
    const value = this.text(field);
    if (value === '') return required ? this.fail(field, { key: 'validation.required' }) : 0;
    const parsed = parseWeight(value);
    if (parsed.ok) return parsed.value;
    if (parsed.error === 'negative') return this.fail(field, { key: 'imports.weightNegative', params: { value } });
    if (parsed.error === 'too_large') return this.fail(field, { key: 'imports.weightTooLarge', params: { value } });
    return this.fail(field, { key: 'imports.weightNotANumber', params: { value } });
  }
}

function isExample(cells: Readonly<Record<string, string>>, examples: readonly Readonly<Record<string, string>>[]): boolean {
  return examples.some((example) => Object.entries(example).every(([field, text]) => headerKey(cells[field] ?? '') === headerKey(text)));
}

function checkPiece(check: RowCheck, catalogues: ImportCatalogues, firstLineOfCode: Map<string, number>, line: number): PieceRecord | null {
  const codeText = check.required('code');
  const code = codeText === null ? null : check.parse('code', pieceCodeSchema, (value) => ({ key: 'imports.badCode', params: { value } }));
  if (code !== null) {
    const first = firstLineOfCode.get(code);
    if (first !== undefined && first !== line) check.fail('code', { key: 'imports.repeatedCode', params: { value: code, line: first } });
    else if (catalogues.takenPieceCodes.has(code)) check.fail('code', { key: 'imports.codeTaken', params: { value: code } });
  }
  const category = check.required('category') === null ? null : check.lookup('category', catalogues.categories, refusalsOf.category);
  const material = check.required('material') === null ? null : check.lookup('material', catalogues.materials, refusalsOf.material);
  const grossMg = check.weight('grossWeight', true);
  const stoneMg = check.weight('stoneWeight', false);
  if (grossMg !== null && !grossMgSchema.safeParse(grossMg).success) {
    const value = check.text('grossWeight');
    check.fail('grossWeight', grossMg <= 0 ? { key: 'imports.weightZero', params: { value } } : { key: 'imports.weightTooLarge', params: { value } });
  } else if (grossMg !== null && stoneMg !== null && stoneMg >= grossMg) check.fail('stoneWeight', { key: 'stock.stonesOverGross' });
  const branch = check.required('branch') === null ? null : check.lookup('branch', catalogues.branches, refusalsOf.branch);
  if (branch && branch.counterHolderId === null) check.fail('branch', { key: 'stock.noCounter' });
  let makingChargeCents: number | null = null;
  const charge = check.text('makingCharge');
  if (charge !== '') {
    const parsed = parseMoney(charge, 'USD');
    if (!parsed.ok || parsed.value > maxMakingChargeCents) check.fail('makingCharge', { key: 'imports.badMoney', params: { value: charge } });
    else makingChargeCents = parsed.value;
  }
  const description = check.khmer('description', descriptionSchema, 200);
  const note = check.khmer('note', noteSchema, 500);
  if (check.problems.length > 0) return null;
  return {
    code: code!,
    categoryId: category!.id,
    materialId: material!.id,
    grossMg: grossMg!,
    stoneMg: stoneMg!,
    branchId: branch!.id,
    counterHolderId: branch!.counterHolderId!,
    makingChargeCents,
    description: description!,
    note: note!,
  };
}

function checkCustomer(check: RowCheck, catalogues: ImportCatalogues, firstLineOfCustomer: Map<string, number>, line: number): CustomerRecord | null {
  const name = check.required('name') === null ? null : check.khmer('name', nameSchema, 120);
  const phone = check.parse('phone', phoneSchema, (value) => ({ key: 'imports.badPhone', params: { value } }));
  const address = check.khmer('address', addressSchema, 300);
  const group = check.text('group') === '' ? null : check.lookup('group', catalogues.customerGroups, refusalsOf.group);
  if (name !== null && phone !== null) {
    const key = customerKey(name, phone);
    const first = firstLineOfCustomer.get(key);
    if (first !== undefined && first !== line) check.fail('name', { key: 'imports.repeatedCustomer', params: { line: first } });
    else if (catalogues.knownCustomers.has(key)) check.fail('name', { key: 'imports.customerExists', params: { value: name } });
  }
  if (check.problems.length > 0) return null;
  return { name: name!, phone: phone!, address: address!, groupId: group?.id ?? null };
}

function staffKindOf(text: string): StaffKind | null {
  const key = headerKey(text);
  const found = Object.entries(staffKindWords).find(([kind, words]) => [kind, words.en, words.kh].map(headerKey).includes(key));
  return (found?.[0] as StaffKind | undefined) ?? null;
}

function checkStaff(check: RowCheck, catalogues: ImportCatalogues, firstLineOfCode: Map<string, number>, line: number): StaffRecord | null {
  const code = check.text('code') === '' ? null : check.parse('code', recordCodeSchema, (value) => ({ key: 'imports.badStaffCode', params: { value } }));
  if (code !== null) {
    const first = firstLineOfCode.get(code);
    if (first !== undefined && first !== line) check.fail('code', { key: 'imports.repeatedCode', params: { value: code, line: first } });
    else if (catalogues.takenStaffCodes.has(code)) check.fail('code', { key: 'imports.codeTaken', params: { value: code } });
  }
  const nameKh = check.required('nameKh') === null ? null : check.khmer('nameKh', nameSchema, 120);
  const nameEn = check.required('nameEn') === null ? null : check.parse('nameEn', nameSchema, () => ({ key: 'imports.textTooLong', params: { max: 120 } }));
  const kindText = check.required('kind');
  const kind = kindText === null ? null : staffKindOf(kindText);
  if (kindText !== null && kind === null) check.fail('kind', { key: 'imports.unknownStaffKind', params: { value: kindText } });
  const phone = check.parse('phone', phoneSchema, (value) => ({ key: 'imports.badPhone', params: { value } }));
  const branch = check.text('branch') === '' ? null : check.lookup('branch', catalogues.branches, refusalsOf.branch);
  if (check.problems.length > 0) return null;
  return { code, nameKh: nameKh!, nameEn: nameEn!, kind: kind!, phone: phone!, branchId: branch?.id ?? null };
}

/** The codes (or customer keys) of a file by the first line that has each, to name a repeat by the line it repeats. */
function firstLines(kind: ImportKind, rows: readonly FieldRow[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const row of rows) {
    let key: string | null = null;
    if (kind === 'customers') {
      const name = nameSchema.safeParse(row.cells.name ?? '');
      const phone = phoneSchema.safeParse(row.cells.phone ?? '');
      if (name.success && phone.success) key = customerKey(name.data, phone.data);
    } else {
      const code = (kind === 'pieces' ? pieceCodeSchema : recordCodeSchema).safeParse(row.cells.code ?? '');
      if (code.success) key = code.data;
    }
    if (key !== null && !first.has(key)) first.set(key, row.line);
  }
  return first;
}

/** Every row of a file of this kind, checked. */
export function checkRows<K extends ImportKind>(kind: K, rows: readonly FieldRow[], catalogues: ImportCatalogues): CheckedRow<ImportRecord<K>>[] {
  const first = firstLines(kind, rows);
  return rows.map((row) => {
    const check = new RowCheck(row.cells);
    if (isExample(row.cells, catalogues.exampleRows)) {
      check.fail(null, { key: 'imports.exampleRow' });
      return { line: row.line, problems: check.problems, record: null };
    }
    const record =
      kind === 'pieces' ? checkPiece(check, catalogues, first, row.line) : kind === 'customers' ? checkCustomer(check, catalogues, first, row.line) : checkStaff(check, catalogues, first, row.line);
    return { line: row.line, problems: check.problems, record: record as ImportRecord<K> | null };
  });
}
