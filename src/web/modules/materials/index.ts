/**
 * What other web modules may use of the materials module beyond its api/:
 * the holder picker, for the stock pages that send a piece's metal to a holder.
 */
export { HolderSelect, type HolderSelectProps } from './components/holder-select';
