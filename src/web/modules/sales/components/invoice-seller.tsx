import type { TFunction } from '../../../i18n/translator';
import type { ShopHeader } from './invoice-sheet';
import classes from '../../../ui/a4-sheet.module.css';

/**
 * The seller at the head of a sheet: logo, the shop's name and its legal
 * name, address, phone and, on a tax invoice, the VAT TIN (GDT notification
 * 4908 asks for the seller's name, address and TIN).
 */
export function InvoiceSeller({ shop, taxInvoice, t }: { shop: ShopHeader; taxInvoice: boolean; t: TFunction }) {
  return (
    <div className={classes.seller} data-testid="invoice-seller">
      {shop.logoUrl && <img className={classes.logo} src={shop.logoUrl} alt="" />}
      <div>
        <div className={classes.shopName}>{shop.name}</div>
        {shop.legalName && shop.legalName !== shop.name && <div className={classes.legalName}>{shop.legalName}</div>}
        {shop.address && <div className={classes.muted}>{shop.address}</div>}
        {shop.phone && <div className={classes.muted}>{t('sales.receipt.phone', { phone: shop.phone })}</div>}
        {taxInvoice && shop.vatTin && (
          <div className={classes.tin} data-testid="invoice-vat-tin">
            {t('sales.receipt.vatTin', { tin: shop.vatTin })}
          </div>
        )}
      </div>
    </div>
  );
}
