/**
 * What other web modules may use of the sales module beyond its api/: the
 * shop header its sheets print (the stones sheets print it too). The gem POS
 * and the stone quotation are this module's POS and quotation opened on
 * stones (`/gem_pos`, `/gem_stone/pos`, `/sample_invoice_stone`), so nothing
 * of the counter is shared out any more.
 */
export { useShopHeader } from './components/shop-header';
