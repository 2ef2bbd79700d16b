import type { JewelryPiece } from '../../../shared/contracts/stock/jewelry-piece';
import type { StockDocument } from '../../../shared/contracts/stock/stock-documents';
import type { ShopTime } from '../../../shared/shop-time';
import { exportColumn as col, say, shopDateTime, type ExportTable, type Label } from '../../platform/exports/export-table';
import type { Locale } from '../../platform/i18n/messages';

const stateLabels: Record<string, Label> = {
  in_stock: ['In stock', 'នៅក្នុងស្តុក'],
  sold: ['Sold', 'បានលក់'],
  cancelled: ['Cancelled', 'បានដកចេញ'],
  merged: ['Merged', 'បានបញ្ចូលគ្នា'],
};

/** The pieces list as an export table: weights in grams from their mg, exact. */
export function piecesTable(items: readonly JewelryPiece[], categories: ReadonlyMap<number, { nameKh: string; nameEn: string }>, locale: Locale, shop: ShopTime): ExportTable {
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
      col('Frozen', 'បានផ្អាក', 'text'),
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
      p.frozen ? say(['Frozen', 'បានផ្អាក'], locale) : '',
      shopDateTime(p.acceptedAt, shop),
      p.note,
    ]),
  };
}

const documentKindLabels: Record<string, Label> = {
  accept: ['Accept', 'ទទួល'],
  transfer: ['Transfer', 'ផ្ទេរ'],
  cancel: ['Cancel', 'ដកចេញ'],
  complement: ['Complement', 'បំពេញបន្ថែម'],
};

/** The stock documents list as an export table, one line per document. */
export function stockDocumentsTable(items: readonly Omit<StockDocument, 'lines'>[], locale: Locale, shop: ShopTime): ExportTable {
  const named = (ref: { nameKh: string; nameEn: string } | null) => (ref ? (locale === 'kh' ? ref.nameKh : ref.nameEn) : '');
  return {
    title: ['Stock documents', 'ឯកសារស្តុក'],
    columns: [
      col('Number', 'លេខ', 'text'),
      col('Kind', 'ប្រភេទ', 'text'),
      col('Date', 'កាលបរិច្ឆេទ', 'text'),
      col('Branch', 'សាខា', 'text'),
      col('To branch', 'ទៅសាខា', 'text'),
      col('Metal from / to', 'លោហៈពី / ទៅ', 'text'),
      col('Pieces', 'គ្រឿង', 'int'),
      col('Gross (g)', 'ទម្ងន់សរុប (ក្រាម)', 'mg'),
      col('By', 'ដោយ', 'text'),
      col('Note', 'កំណត់ចំណាំ', 'text'),
    ],
    rows: items.map((d) => [
      d.number,
      documentKindLabels[d.kind] ? say(documentKindLabels[d.kind]!, locale) : d.kind,
      shopDateTime(d.createdAt, shop),
      named(d.branch),
      named(d.toBranch),
      d.holder ? `${d.holder.code} · ${named(d.holder)}` : '',
      d.pieceCount,
      d.grossMg,
      d.createdBy ?? '',
      d.note,
    ]),
  };
}
