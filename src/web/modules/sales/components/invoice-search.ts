import { invoiceKinds, type FindInvoicesQuery, type InvoiceKind } from '../../../../shared/contracts/sales/invoice';
import { invoiceStates, paymentStates, type InvoiceState, type PaymentState } from '../../../../shared/sales/payment-state';

/** The app's router keeps search values as text; a router with JSON search would give numbers. */
export const idText = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,8}$/.test(text) ? text : undefined;
};

export const pageOfSearch = (value: unknown): number => Number(idText(value) ?? 1);

/** A YYYY-MM-DD shop day, or nothing. */
export const dayText = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** What was typed to find an invoice: trimmed, at most the contract's 120 characters; blank is no filter. */
export const searchTextOf = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim().slice(0, 120) : '';
  return text === '' ? undefined : text;
};

export const invoiceStateOf = oneOf<InvoiceState>(invoiceStates);
export const paymentStateOf = oneOf<PaymentState>(paymentStates);
export const invoiceKindOf = oneOf<InvoiceKind>(invoiceKinds);

/** A filter object without its unset fields, as the query key and the URL want it. */
export const definedOnly = <T extends object>(filters: T): Partial<T> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The filters of `/invoice/list` as the URL keeps them (`?search=&state=&paymentState=&from=&to=&branchId=&kind=&page=`); odd values are dropped. */
export function invoiceFiltersOf(search: Record<string, unknown>) {
  const from = dayText(search.from);
  const to = dayText(search.to);
  return {
    search: searchTextOf(search.search),
    state: invoiceStateOf(search.state),
    paymentState: paymentStateOf(search.paymentState),
    from,
    // A range the wrong way round keeps its start.
    to: from && to && to < from ? undefined : to,
    branchId: idText(search.branchId),
    kind: invoiceKindOf(search.kind),
  };
}
export type InvoiceFilters = ReturnType<typeof invoiceFiltersOf>;

export const invoicesPageSize = 25;

/** The invoices query of those filters and a page, exactly as the list asks it. */
export const invoiceQueryOf = (filters: InvoiceFilters, page: number): FindInvoicesQuery => ({
  ...definedOnly(filters),
  page,
  pageSize: invoicesPageSize,
});
