import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import type { Customer, CustomerGroup, FindCustomersResponse } from '../../../../shared/contracts/sales/customer';
import type { CustomerDetail } from '../../../../shared/contracts/sales/customer-detail';
import type { InvoiceSummary } from '../../../../shared/contracts/sales/invoice';
import { rolePermissions, type Role } from '../../../../shared/roles';
import mainEn from '../../../i18n/en.json';
import { expectShown, renderPageForTest, testQueryClient } from '../../../ui/render-for-test';
import { meQueryKey } from '../../platform/api/get-me';
import { findCustomersQueryOptions } from '../api/find-customers';
import { findCustomerGroupsQueryOptions } from '../api/find-customer-groups';
import { getCustomerQueryOptions } from '../api/get-customer';
import { customerSearch } from '../api/sales-searches';
import { customerFiltersOf, customersQueryOf } from '../components/customer-search';
import { CustomerPage } from './customer-page';

const me = (role: Role): MeResponse => ({
  user: { id: 1, username: role, displayName: 'Sok Chantha', role, staffId: null, branchId: null },
  permissions: [...rolePermissions[role]],
});

const at = '2026-03-02T03:00:00.000Z';
const wholesale: CustomerGroup = { id: 3, code: 'WHOLESALE', nameKh: 'អ្នកទិញដុំ', nameEn: 'Wholesale', makingDiscountBp: 1250, active: true };
const customer = (id: number, name: string, rest: Partial<Customer> = {}): Customer => ({
  id,
  name,
  phone: '012 345 678',
  address: 'Street 51, Phnom Penh',
  groupId: null,
  note: '',
  createdAt: at,
  balanceOwedCents: 0,
  creditCents: 0,
  ...rest,
});
const dara = customer(7, 'Chan Dara', { groupId: 3, balanceOwedCents: 125_050, creditCents: 2_000 });
const list: FindCustomersResponse = {
  items: [dara, customer(8, 'Keo Sophea', { phone: '098 111 222' })],
  total: 2,
  page: 1,
  pageSize: 25,
};
const branch = { id: 1, code: 'CM', nameKh: 'ផ្សារកណ្ដាល', nameEn: 'Central Market' };
const invoice = (id: number, number: string, rest: Partial<InvoiceSummary>): InvoiceSummary => ({
  id,
  number,
  kind: 'invoice',
  branch,
  customer: { id: 7, name: 'Chan Dara', phone: '012 345 678' },
  seller: null,
  issuedAt: at,
  postingDate: '2026-03-02',
  dueDate: null,
  totalCents: 100_000,
  totalRiel: 410_000_0,
  payableCents: 100_000,
  prepaidCents: 0,
  paidCents: 0,
  balanceCents: 100_000,
  discountCents: 0,
  incentiveCents: 0,
  state: 'issued',
  paymentState: 'unpaid',
  ...rest,
});
const detail: CustomerDetail = {
  customer: dara,
  invoices: [
    invoice(41, 'INV-CM-2026-41', { paidCents: 40_000, balanceCents: 60_000, paymentState: 'partially_paid', dueDate: '2026-03-20' }),
    invoice(42, 'INV-CM-2026-42', { totalCents: 65_050, payableCents: 65_050, balanceCents: 65_050, paymentState: 'over_due_date', dueDate: '2026-03-01' }),
  ],
  payments: [
    {
      id: 9,
      number: 'PAY-CM-2026-9',
      type: 'payment',
      branch,
      customer: { id: 7, name: 'Chan Dara', phone: '012 345 678' },
      paidAt: at,
      postingDate: '2026-03-02',
      receivedBy: 'cashier',
      khrPerUsd: 4100,
      amountCents: 40_000,
      cashRoundingCents: 0,
      tenders: [
        { method: 'cash', currency: 'USD', amountMinor: 30_000, valueCents: 30_000, isChange: false, reference: '' },
        { method: 'cash', currency: 'KHR', amountMinor: 410_000, valueCents: 10_000, isChange: false, reference: '' },
      ],
      allocations: [{ invoiceId: 41, number: 'INV-CM-2026-41', amountCents: 40_000 }],
      unallocatedCents: 0,
      note: '',
    },
  ],
};

async function render(url: string, role: Role = 'cashier', locale: 'kh' | 'en' = 'en') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData(findCustomerGroupsQueryOptions().queryKey, { items: [wholesale] });
  queryClient.setQueryData(getCustomerQueryOptions(7).queryKey, detail);
  let filters: ReturnType<typeof customerFiltersOf> | undefined;
  const html = await renderPageForTest({
    page: CustomerPage,
    path: '/customer',
    url,
    queryClient,
    locale,
    validateSearch: customerSearch,
    onLoaded: (search) => {
      filters = customerFiltersOf(customerSearch(search));
      queryClient.setQueryData(findCustomersQueryOptions(customersQueryOf(filters, 1)).queryKey, list);
    },
  });
  return { filters: filters!, html };
}

describe('CustomerPage', () => {
  it('reads the search by name or phone from the URL and asks the server for exactly that', async () => {
    const { filters, html } = await render('/customer?search=012%20345&groupId=3&owing=true');
    // The route keeps the contract's tidying and drops what does not read.
    expect(customerSearch({ search: ' 012 345 ', page: 'x', owing: 'maybe' })).toEqual({ search: '012 345' });
    expect(filters).toEqual({ search: '012 345', groupId: '3', owing: 'true' });
    expect(customersQueryOf(filters, 1)).toEqual({ search: '012 345', groupId: '3', owing: 'true', page: 1, pageSize: 25 });
    expect(html).toContain('value="012 345"');
    expect(html).toContain('value="WHOLESALE · Wholesale"');
  });

  it('lists each customer with phone, group and what they owe in dollars, red while owing', async () => {
    // Rendered without a window: the phone's columns (name with phone and group, owed).
    const { html } = await render('/customer');
    expect(html).toContain('Chan Dara');
    expect(html).toContain('012 345 678');
    expect(html).toContain('Wholesale');
    expect(html).toMatch(/data-owing="true"[^>]*>\$1,250\.50</);
    expect(html).toMatch(/data-owing="false"[^>]*>\$0\.00</);
  });

  it("opens a customer's invoices with their payment states, payments and the way to pay several at once", async () => {
    const { html } = await render('/customer?id=7');
    expectShown(html, [
      'data-testid="customer-detail"',
      'href="/invoice/detail-41"',
      'INV-CM-2026-42',
      'Partially paid',
      'Over due date',
      'PAY-CM-2026-9',
      '410,000 ៛',
      'href="/payment/group?customerId=7"',
      'Pay several invoices',
    ]);
  });

  it('lets a manager who only reads see a customer but neither edit nor take money', async () => {
    // The default reader (who writes) is offered the catalogue's add, edit and pay-several; the manager none of them.
    const { customers } = mainEn.sales;
    expect((await render('/customer')).html).toContain(customers.add);
    const writable = (await render('/customer?id=7')).html;
    for (const action of [customers.paySeveral, customers.edit]) expect(writable).toContain(action);
    const list = (await render('/customer', 'manager')).html;
    expect(list).toContain('Chan Dara');
    expect(list).not.toContain(customers.add);
    const one = (await render('/customer?id=7', 'manager')).html;
    expect(one).toContain('Chan Dara');
    expect(one).not.toContain(customers.paySeveral);
    expect(one).not.toContain(customers.edit);
  });

  it('shows the groups with their making-charge discount as a percentage; only sales.pricing edits them', async () => {
    const owner = (await render('/customer?view=groups', 'owner')).html;
    expect(owner).toMatch(/data-discount="1250"[^>]*>12\.5%</);
    expect(owner).toContain('New group');
    const cashier = (await render('/customer?view=groups', 'cashier')).html;
    expect(cashier).toContain('12.5%');
    expect(cashier).not.toContain('New group');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const { html } = await render('/customer', 'cashier', 'kh');
    expect(html).toContain('អតិថិជន');
    expect(html).toContain('ជំពាក់');
    expect(html).toContain('អ្នកទិញដុំ');
  });
});
