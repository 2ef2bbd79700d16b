import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import type { InvoiceLine } from '../../../../shared/contracts/sales/invoice';
import type { FindSampleInvoicesResponse, SampleInvoice } from '../../../../shared/contracts/sales/sample-invoice';
import { createSampleInvoiceBodySchema } from '../../../../shared/contracts/sales/sample-invoice';
import { rolePermissions, type Role } from '../../../../shared/roles';
import mainEn from '../../../i18n/en.json';
import mainKh from '../../../i18n/kh.json';
import { createTranslator } from '../../../i18n/translator';
import { TranslatorProvider } from '../../../i18n/use-translation';
import { parsePlainSearch, stringifyPlainSearch } from '../../../shell/route-paths';
import { meQueryKey } from '../../platform/api/get-me';
import { findSampleInvoicesQueryOptions } from '../api/find-sample-invoices';
import { getSampleInvoiceQueryOptions } from '../api/get-sample-invoice';
import { pieceLine } from '../components/pos-sale-draft';
import { emptySampleDraft, sampleBodyOf, sampleQuoteOf } from '../components/sample-invoice-draft';
import { sampleExpired, shopDayPlus } from '../components/sample-invoice-paths';
import { sampleListSearch } from '../api/sales-searches';
import { SampleInvoiceListPage, sampleFiltersOf, samplesQueryOf } from './sample-invoice-list-page';
import { SampleInvoicePage } from './sample-invoice-page';

const me = (role: Role): MeResponse => ({
  user: { id: 1, username: role, displayName: 'Sok Chantha', role, staffId: 3, branchId: 1 },
  permissions: [...rolePermissions[role]],
});
const branch = { id: 1, code: 'CM', nameKh: 'ផ្សារកណ្ដាល', nameEn: 'Central Market' };
const line = (lineNo: number, code: string, rest: Partial<InvoiceLine>): InvoiceLine => ({
  lineNo,
  kind: 'piece',
  pieceId: lineNo,
  code,
  description: 'Apsara pendant',
  categoryId: 1,
  materialId: 1,
  materialCode: 'AU9999',
  grossMg: 5_620,
  stoneMg: 0,
  metalMg: 5_620,
  rateCentsPerChi: 21_900,
  metalCents: 32_821,
  makingChargeCents: 1_000,
  groupDiscountCents: 0,
  stonesCents: 0,
  discountCents: 0,
  amountCents: 33_821,
  incentiveCents: 0,
  ...rest,
});
const sample: SampleInvoice = {
  id: 2,
  number: 'SQ-CM-2026-000002',
  branch,
  customer: { id: 7, name: 'Chan Dara', phone: '012 345 678' },
  customerName: 'Chan Dara',
  seller: { id: 3, code: 'S003', nameKh: 'ចាន់ សុភា', nameEn: 'Chan Sophea' },
  createdAt: '2026-03-05T02:00:00.000Z',
  createdBy: 'cashier',
  validUntil: '2026-03-12',
  khrPerUsd: 4_100,
  lines: [
    line(1, 'IT-2026-000024', { stonesCents: 2_500, amountCents: 36_321 }),
    line(2, 'IT-2026-000021', { description: 'Baby bangle', metalMg: 7_500, metalCents: 43_800, makingChargeCents: 2_250, groupDiscountCents: 225, discountCents: 1_000, amountCents: 44_825 }),
  ],
  subtotalCents: 81_146,
  discountCents: 1_146,
  totalCents: 80_000,
  totalRiel: 3_280_000,
  note: 'Engraving on the bangle',
  convertedInvoice: null,
};
const { lines: _lines, ...summary } = sample;
const list: FindSampleInvoicesResponse = {
  items: [
    { ...summary, id: 3, number: 'SQ-CM-2026-000003', validUntil: '2099-01-01' },
    summary,
    { ...summary, id: 1, number: 'SQ-CM-2026-000001', customer: null, customerName: '', convertedInvoice: { id: 41, number: 'INV-CM-2026-000041' } },
  ],
  total: 3,
  page: 1,
  pageSize: 25,
};

async function render(url: string, path: string, component: () => ReactElement, role: Role = 'cashier', locale: 'kh' | 'en' = 'en', data: SampleInvoice = sample) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData(getSampleInvoiceQueryOptions(2).queryKey, data);
  const i18n = createTranslator({ language: locale, catalogues: { kh: mainKh, en: mainEn } });
  const rootRoute = createRootRoute({ component: Outlet });
  const route = createRoute({ getParentRoute: () => rootRoute, path, component });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
  await router.load();
  const filters = sampleFiltersOf(sampleListSearch(router.state.location.search));
  queryClient.setQueryData(findSampleInvoicesQueryOptions(samplesQueryOf(filters, 1)).queryKey, list);
  return {
    filters,
    html: renderToStaticMarkup(
      <MantineProvider>
        <TranslatorProvider translator={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </TranslatorProvider>
      </MantineProvider>,
    ),
  };
}

const view = (role: Role = 'cashier', locale: 'kh' | 'en' = 'en', data: SampleInvoice = sample) =>
  render('/sample_invoice?id=2', '/sample_invoice', SampleInvoicePage, role, locale, data).then((r) => r.html);

describe('a quotation being written', () => {
  it('is valid a week from today by default, counted on the calendar', () => {
    expect(emptySampleDraft('2026-02-25').validUntil).toBe('2026-03-04');
    expect(shopDayPlus('2026-12-28', 7)).toBe('2027-01-04');
    expect(sampleExpired('2026-03-12', '2026-03-12')).toBe(false);
    expect(sampleExpired('2026-03-12', '2026-03-13')).toBe(true);
  });

  it('prices each piece with its stones and discount, for the customer on file only', () => {
    const draft = {
      ...emptySampleDraft('2026-03-05'),
      branchId: 1,
      customerMode: 'name' as const,
      customer: { id: 7, name: 'Chan Dara', phone: '' },
      customerName: '  Mrs Srey Leak ',
      lines: [pieceLine('IT-2026-000024', 2_500, null), pieceLine('IT-2026-000021', null, 1_000)],
      discountCents: 500,
    };
    const asked = sampleQuoteOf(draft);
    expect(asked?.body).toEqual({
      branchId: 1,
      customerId: null,
      lines: [
        { kind: 'piece', code: 'IT-2026-000024', stonesCents: 2_500, discountCents: 0 },
        { kind: 'piece', code: 'IT-2026-000021', stonesCents: 0, discountCents: 1_000 },
      ],
      discountCents: 500,
    });
    expect(asked?.keys).toEqual(draft.lines.map((l) => l.key));
    // A piece the price refused is left out: the other keeps its price, and says which line it is.
    const [first, second] = draft.lines;
    const without = sampleQuoteOf(draft, { [first!.key]: 'No piece has this code' });
    expect(without?.body.lines.map((l) => (l.kind === 'piece' ? l.code : ''))).toEqual(['IT-2026-000021']);
    expect(without?.keys).toEqual([second!.key]);
    const body = createSampleInvoiceBodySchema.parse(sampleBodyOf(draft));
    expect(body).toMatchObject({ customerId: null, customerName: 'Mrs Srey Leak', validUntil: '2026-03-12' });
    expect(createSampleInvoiceBodySchema.parse(sampleBodyOf({ ...draft, customerMode: 'existing' }))).toMatchObject({ customerId: 7, customerName: '' });
    expect(sampleQuoteOf({ ...draft, lines: [] })).toBeNull();
  });
});

describe('SampleInvoiceListPage', () => {
  it('reads its search from the URL; lists quotations with totals in dollars and riel, an expired one greyed, a sold one linked to its invoice', async () => {
    const { filters, html } = await render('/sample_invoice_list?search=Dara&converted=false', '/sample_invoice_list', SampleInvoiceListPage);
    expect(filters).toEqual({ search: 'Dara', converted: 'false' });
    expect(html).toContain('value="Dara"');
    expect(html).toContain('SQ-CM-2026-000003');
    expect(html).toContain('$800.00');
    expect(html).toContain('3,280,000 ៛');
    // Rendered without a window: the phone's columns (number, total, valid until).
    expect(html.match(/data-expired="true"/g)).toHaveLength(1);
    expect(html).toContain('Expired');
  });

  it('links a sold quotation to its invoice', async () => {
    const { html } = await render('/sample_invoice_list', '/sample_invoice_list', SampleInvoiceListPage);
    expect(html).toContain('href="/invoice/detail-41"');
    expect(html).toContain('INV-CM-2026-000041');
    expect(html).toContain('New quotation');
    const manager = await render('/sample_invoice_list', '/sample_invoice_list', SampleInvoiceListPage, 'manager');
    expect(manager.html).not.toContain('New quotation');
  });
});

describe('SampleInvoicePage ?id=', () => {
  it('prints the quotation on A4: pieces with metal in grams and chi, totals in dollars and in riel at its rate', async () => {
    const html = await view();
    expect(html).toContain('@page { size: A4');
    expect(html).toContain('SQ-CM-2026-000002');
    expect(html).toContain('5.620 g');
    expect(html).toContain('2 chi');
    expect(html).toContain('$219.00 / chi');
    expect(html).toContain('group −$2.25');
    expect(html).toMatch(/data-testid="sample-total">.*\$800\.00/);
    expect(html).toMatch(/data-testid="sample-total-riel">.*3,280,000 ៛/);
    expect(html).toContain('1 USD = 4,100 ៛');
    expect(html).toContain('Engraving on the bangle');
  });

  it('offers to sell it at the counter while not sold, and only to who sells', async () => {
    const html = await view();
    expect(html).toContain('href="/pos?sample=2"');
    expect(await view('manager')).not.toContain('href="/pos?sample=2"');
  });

  it('links its invoice once sold, and no longer offers to sell it', async () => {
    const html = await view('cashier', 'en', { ...sample, convertedInvoice: { id: 41, number: 'INV-CM-2026-000041' } });
    expect(html).toContain('href="/invoice/detail-41"');
    expect(html).toContain('Sold: INV-CM-2026-000041');
    expect(html).not.toContain('/pos?sample=2');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const html = await view('cashier', 'kh');
    expect(html).toContain('សម្រង់តម្លៃ');
    expect(html).toContain('សរុបជារៀល');
    expect(html).toContain('ចាន់ សុភា');
    expect(html).toContain('2 ជី');
  });
});
