import type { JewelryPiece } from '../../../shared/contracts/stock/jewelry-piece';
import { exportColumn as col, say, shopDateTime, type ExportTable, type Label } from '../../platform/exports/export-table';
import type { Locale } from '../../platform/i18n/messages';

const stateLabels: Record<string, Label> = {
  in_stock: ['In stock', 'នៅក្នុងស្តុក'],
  sold: ['Sold', 'បានលក់'],
  cancelled: ['Cancelled', 'បានលុបចោល'],
  merged: ['Merged', 'បានបញ្ចូលគ្នា'],
};

/** The pieces list as an export table: weights in grams from their mg, exact. */
export function piecesTable(items: readonly JewelryPiece[], categories: ReadonlyMap<number, { nameKh: string; nameEn: string }>, locale: Locale): ExportTable {
  const named = (ref: { nameKh: string; nameEn: string } | undefined) => (ref ? (locale === 'kh' ? ref.nameKh : ref.nameEn) : '');
  return {
    title: ['Jewelry in stock', 'គ្រឿងអលង្ការក្នុងស្តុក'],
    columns: [
      col('Code', 'លេខកូដ', 'text'),
      col('Description', 'ការពិពណ៌នា', 'text'),
      col('Category', 'ប្រភេទ', 'text'),
      col('Metal', 'លោហៈ', 'text'),
      col('Gross (g)', 'ទម្ងន់សរុប (ក្រាម)', 'mg'),
      col('Stones (g)', 'ត្បូង (ក្រាម)', 'mg'),
      col('Metal (g)', 'លោហៈ (ក្រាម)', 'mg'),
      col('Branch', 'សាខា', 'text'),
      col('State', 'ស្ថានភាព', 'text'),
      col('Frozen', 'បានបង្កក', 'text'),
      col('Accepted', 'ថ្ងៃទទួល', 'text'),
      col('Note', 'កំណត់ចំណាំ', 'text'),
    ],
    rows: items.map((p) => [
      p.code,
      p.description,
      p.categoryId === null ? '' : named(categories.get(p.categoryId)),
      p.materialCode,
      p.grossMg,
      p.stoneMg,
      p.metalMg,
      named(p.branch),
      stateLabels[p.state] ? say(stateLabels[p.state]!, locale) : p.state,
      p.frozen ? say(['Frozen', 'បានបង្កក'], locale) : '',
      shopDateTime(p.acceptedAt),
      p.note,
    ]),
  };
}
