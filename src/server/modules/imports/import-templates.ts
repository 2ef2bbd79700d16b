import { importColumns, staffKindWords, type ImportKind } from '../../../shared/contracts/imports/import-file';
import { exportColumn, type ExportTable } from '../../platform/exports/export-table';
import type { Locale } from '../../platform/i18n/messages';
import type { NamedRecord } from './import-checks';

/**
 * The template of each kind (issue 23 §3): the header row in the chosen
 * language and one example row naming the shop's own records (its first
 * category, material and branch), so the example reads as a row that would
 * import. Left in a filled file, the example row is refused (import-checks),
 * never imported as a piece or a customer.
 */
export interface TemplateCatalogues {
  readonly categories: readonly NamedRecord[];
  readonly materials: readonly NamedRecord[];
  readonly branches: readonly (NamedRecord & { readonly counterHolderId: number | null })[];
  readonly customerGroups: readonly NamedRecord[];
}

const titles: Record<ImportKind, readonly [en: string, kh: string]> = {
  pieces: ['Pieces', 'គ្រឿងអលង្ការ'],
  customers: ['Customers', 'អតិថិជន'],
  staff: ['Staff', 'បុគ្គលិក'],
};

const firstActive = <R extends NamedRecord>(records: readonly R[]) => records.find((r) => r.active);

export function exampleRows(kind: ImportKind, language: Locale, catalogues: TemplateCatalogues): Record<string, string> {
  const kh = language === 'kh';
  const branch = firstActive(catalogues.branches.filter((b) => b.counterHolderId !== null))?.code ?? '';
  if (kind === 'pieces') {
    return {
      code: 'R-0001',
      category: firstActive(catalogues.categories)?.code ?? '',
      material: firstActive(catalogues.materials)?.code ?? '',
      grossWeight: kh ? '1 ជី 2 ហ៊ុន' : '4.5',
      stoneWeight: '0',
      branch,
      makingCharge: '12.50',
      description: kh ? 'ចិញ្ចៀនគំរូ' : 'Sample ring',
      note: '',
    };
  }
  if (kind === 'customers') {
    return {
      name: kh ? 'សុខ ដារ៉ា' : 'Sok Dara',
      phone: '012 345 678',
      address: kh ? 'ភ្នំពេញ' : 'Phnom Penh',
      group: firstActive(catalogues.customerGroups)?.code ?? '',
    };
  }
  return {
    code: '',
    nameKh: 'ហេង វិចិត្រ',
    nameEn: 'Heng Vichet',
    kind: kh ? staffKindWords.jeweller.kh : staffKindWords.jeweller.en,
    phone: '012 345 678',
    branch,
  };
}

/** The template as a table for the export helper (XLSX or CSV, headers in the chosen language). */
export function templateTable(kind: ImportKind, language: Locale, catalogues: TemplateCatalogues): ExportTable {
  const example = exampleRows(kind, language, catalogues);
  return {
    title: titles[kind],
    columns: importColumns[kind].map((c) => exportColumn(c.en, c.kh, 'text')),
    rows: [importColumns[kind].map((c) => example[c.field] ?? '')],
  };
}
