/** Every sale, payment or void changes invoices, customers' balances, stock and the cash book: invalidate this prefix after one. */
export const salesQueryKey = ['sales'] as const;
export const invoicesQueryKey = [...salesQueryKey, 'invoices'] as const;
export const customersQueryKey = [...salesQueryKey, 'customers'] as const;
export const paymentsQueryKey = [...salesQueryKey, 'payments'] as const;
