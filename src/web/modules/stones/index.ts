/**
 * What other web modules may use of the stones module beyond its api/: the
 * stone line kind of the one checkout (the sales POS and quotation sell and
 * quote stones of a lot, docs/design.md §3.7), the lot picker that adds one,
 * and the stones section's tabs (the checkout opened on stones shows them).
 */
export { LotPicker, type LotPickerProps } from './components/lot-picker';
export { StoneLineCard, type StoneLineCardProps } from './components/stone-line-card';
export {
  lineLotOf,
  lotEntryOf,
  overLot,
  pricedStoneLineOf,
  stoneLine,
  stoneLineBodyOf,
  stoneLineOfSample,
  withCarats,
  withCount,
  type StoneLineLot,
  type StoneSaleLine,
} from './components/stone-sale-line';
export { StonesTabs } from './components/stones-tabs';
