import { paymentTypes, type FindPaymentsQuery, type PaymentType } from '../../../../shared/contracts/sales/payment';
import { paymentMethods, type PaymentMethod } from '../../../../shared/sales/tender';
import { dayText, definedOnly, idText } from './invoice-search';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export const paymentTypeOf = oneOf<PaymentType>(paymentTypes);
export const paymentMethodOf = oneOf<PaymentMethod>(paymentMethods);

/** The filters of `/payment/pos` as the URL keeps them (`?from=&to=&branchId=&type=&method=&page=`); odd values are dropped. */
export function paymentFiltersOf(search: Record<string, unknown>) {
  const from = dayText(search.from);
  const to = dayText(search.to);
  return {
    from,
    to: from && to && to < from ? undefined : to,
    branchId: idText(search.branchId),
    type: paymentTypeOf(search.type),
    method: paymentMethodOf(search.method),
  };
}
export type PaymentFilters = ReturnType<typeof paymentFiltersOf>;

export const paymentsPageSize = 25;

export const paymentQueryOf = (filters: PaymentFilters, page: number): FindPaymentsQuery => ({
  ...definedOnly(filters),
  page,
  pageSize: paymentsPageSize,
});
