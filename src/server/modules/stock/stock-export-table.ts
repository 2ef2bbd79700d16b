import type { JewelryPiece } from '../../../shared/contracts/stock/jewelry-piece';
import type { StockDocument } from '../../../shared/contracts/stock/stock-documents';
import type { ShopTime } from '../../../shared/shop-time';
import { labelIn, listTable, nameIn, say, shopDateTime, type ExportTable, type Label } from '../../platform/exports/export-table';
import type { Locale } from '../../platform/i18n/messages';

const stateLabels: Record<string, Label> = {
  in_stock: ['In stock', 'នៅក្នុងស្តុក'],
  sold: ['Sold', 'បានលក់'],
  cancelled: ['Cancelled', 'បានដកចេញ'],
  merged: ['Merged', 'បានបញ្ចូលគ្នា'],
};

/** The pieces list as an export table: weights in grams from their mg, exact. */
export function piecesTable(items: readonly JewelryPiece[], categories: ReadonlyMap<number, { nameKh: string; nameEn: string }>, locale: Locale, shop: ShopTime): ExportTable {
  return listTable(['Jewelry in stock', 'គ្រឿងអលង្ការក្នុងស្តុក'], items, [
    ['Code', 'លេខកូដ', 'text', (p) => p.code],
    ['Description', 'ការពិពណ៌នា', 'text', (p) => p.description],
    ['Category', 'ប្រភេទ', 'text', (p) => (p.categoryId === null ? '' : nameIn(categories.get(p.categoryId), locale))],
    ['Metal', 'លោហៈ', 'text', (p) => p.materialCode],
    ['Gross (g)', 'ទម្ងន់សរុប (ក្រាម)', 'mg', (p) => p.grossMg],
    ['Stones (g)', 'ត្បូង (ក្រាម)', 'mg', (p) => p.stoneMg],
    ['Metal (g)', 'លោហៈ (ក្រាម)', 'mg', (p) => p.metalMg],
    ['Branch', 'សាខា', 'text', (p) => nameIn(p.branch, locale)],
    ['State', 'ស្ថានភាព', 'text', (p) => labelIn(stateLabels, p.state, locale)],
    ['Frozen', 'បានផ្អាក', 'text', (p) => (p.frozen ? say(['Frozen', 'បានផ្អាក'], locale) : '')],
    ['Accepted', 'ថ្ងៃទទួល', 'text', (p) => shopDateTime(p.acceptedAt, shop)],
    ['Note', 'កំណត់ចំណាំ', 'text', (p) => p.note],
  ]);
}

const documentKindLabels: Record<string, Label> = {
  accept: ['Accept', 'ទទួល'],
  transfer: ['Transfer', 'ផ្ទេរ'],
  cancel: ['Cancel', 'ដកចេញ'],
  complement: ['Complement', 'បំពេញបន្ថែម'],
};

/** The stock documents list as an export table, one line per document. */
export function stockDocumentsTable(items: readonly Omit<StockDocument, 'lines'>[], locale: Locale, shop: ShopTime): ExportTable {
  return listTable(['Stock documents', 'ឯកសារស្តុក'], items, [
    ['Number', 'លេខ', 'text', (d) => d.number],
    ['Kind', 'ប្រភេទ', 'text', (d) => labelIn(documentKindLabels, d.kind, locale)],
    ['Date', 'កាលបរិច្ឆេទ', 'text', (d) => shopDateTime(d.createdAt, shop)],
    ['Posting day', 'ថ្ងៃកត់ត្រា', 'text', (d) => d.postingDate],
    ['Branch', 'សាខា', 'text', (d) => nameIn(d.branch, locale)],
    ['To branch', 'ទៅសាខា', 'text', (d) => nameIn(d.toBranch, locale)],
    ['Metal from / to', 'លោហៈពី / ទៅ', 'text', (d) => (d.holder ? `${d.holder.code} · ${nameIn(d.holder, locale)}` : '')],
    ['Pieces', 'គ្រឿង', 'int', (d) => d.pieceCount],
    ['Gross (g)', 'ទម្ងន់សរុប (ក្រាម)', 'mg', (d) => d.grossMg],
    ['By', 'ដោយ', 'text', (d) => d.createdBy ?? ''],
    ['Note', 'កំណត់ចំណាំ', 'text', (d) => d.note],
  ]);
}
