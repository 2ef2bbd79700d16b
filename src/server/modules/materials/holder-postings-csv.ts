import type { HolderPosting } from '../../../shared/contracts/materials/find-holder-postings';
import type { ShopTime } from '../../../shared/shop-time';
import { exportColumn, shopDateTime, type Cell, type ExportTable } from '../../platform/exports/export-table';
import { postingReasonText } from '../../platform/i18n/code-phrases';
import { translate, type Locale, type MessageKey } from '../../platform/i18n/messages';

const column = (key: MessageKey, kind: 'text' | 'mg') => exportColumn(translate(key, 'en'), translate(key, 'kh'), kind);

/** A posting's reason in words; a reversal also says what it cancels. */
export function holderPostingReasonText(posting: Pick<HolderPosting, 'reason' | 'reversesReason' | 'reversesPostingId'>, locale: Locale): string {
  const reason = postingReasonText(posting.reason, locale);
  if (posting.reversesPostingId === null || posting.reversesReason === null) return reason;
  return `${reason} · ${postingReasonText(posting.reversesReason, locale)}`;
}

/**
 * A holder's history as an export table: one line per posting, weights in
 * grams (exact: 1 mg = 0.001 g), reasons in words, people by name.
 */
export function holderPostingsTable(rows: readonly HolderPosting[], locale: Locale, shop: ShopTime): ExportTable {
  const name = (named: { nameKh: string; nameEn: string }) => (locale === 'kh' ? named.nameKh || named.nameEn : named.nameEn || named.nameKh);
  return {
    title: [translate('materials.csv.title', 'en'), translate('materials.csv.title', 'kh')],
    columns: [
      column('materials.csv.date', 'text'),
      column('materials.csv.postingDay', 'text'),
      column('materials.csv.document', 'text'),
      column('materials.csv.material', 'text'),
      column('materials.csv.inGrams', 'mg'),
      column('materials.csv.outGrams', 'mg'),
      column('materials.csv.counterpartyCode', 'text'),
      column('materials.csv.counterparty', 'text'),
      column('materials.csv.reason', 'text'),
      column('materials.csv.reversed', 'text'),
      column('materials.csv.by', 'text'),
    ],
    rows: rows.map((r): Cell[] => [
      shopDateTime(r.createdAt, shop),
      r.postingDate,
      r.document.number ?? `${r.document.type} ${r.document.id}`,
      r.materialCode,
      r.mg > 0 ? r.mg : null,
      r.mg < 0 ? -r.mg : null,
      r.counterparty.code,
      name(r.counterparty),
      holderPostingReasonText(r, locale),
      r.reversed ? translate('materials.csv.yes', locale) : '',
      r.by ? name(r.by) : translate('materials.csv.system', locale),
    ]),
  };
}
