import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import type { Invoice, InvoiceLine, InvoiceSummary } from '../../../../shared/contracts/sales/invoice';
import type { InvoiceStone } from '../../../../shared/contracts/stones/gem-pos';
import { type Role } from '../../../../shared/roles';
import { signedInQueryClient } from '../../platform/api/signed-in-for-test';
import { salesRoutes } from '../routes';
import { renderRoutedPage, testBranchListOf, testMeOf } from '../../../ui/render-for-test';

/** Test fixtures and a server-side render of one sales page at an address, its queries answered beforehand. */
const at = '2026-03-02T03:30:00.000Z';
export const centralMarket = { id: 2, code: 'CM', nameKh: 'ផ្សារធំថ្មី', nameEn: 'Central Market' };
export const dara = { id: 7, name: 'Sok Dara', phone: '012 345 678' };

export const testBranches: FindBranchesResponse = testBranchListOf([centralMarket], at);

export function testMe(role: Role): MeResponse {
  return testMeOf(role, 'Chan Sopheap', 2);
}

export function testInvoice(rest: Partial<Invoice> = {}): Invoice {
  return {
    id: 41,
    number: 'INV-CM-2026-0041',
    kind: 'invoice',
    originalInvoice: null,
    branch: centralMarket,
    customer: dara,
    seller: { id: 3, code: 'S03', nameKh: 'ស្រីនាង', nameEn: 'Srey Neang' },
    issuedAt: at,
    postingDate: '2026-03-02',
    issuedBy: 'Kim Rachana',
    dueDate: '2026-03-09',
    khrPerUsd: 4100,
    vatRateBp: null,
    lines: [
      {
        lineNo: 1,
        kind: 'piece',
        pieceId: 11,
        code: 'NK-0011',
        description: 'Lotus necklace',
        categoryId: 1,
        materialId: 1,
        materialCode: 'AU750',
        grossMg: 15_000,
        stoneMg: 0,
        metalMg: 15_000,
        rateCentsPerChi: 21_900,
        metalCents: 87_600,
        makingChargeCents: 4_000,
        groupDiscountCents: 0,
        stonesCents: 0,
        discountCents: 0,
        amountCents: 91_600,
        incentiveCents: 500,
      },
    ],
    subtotalCents: 91_600,
    discountCents: 0,
    totalCents: 91_600,
    totalRiel: 3_755_600,
    adjustmentsCents: 0,
    payableCents: 91_600,
    payableRiel: 3_755_600,
    prepaidCents: 0,
    paidCents: 45_000,
    balanceCents: 46_600,
    incentiveCents: 500,
    state: 'issued',
    paymentState: 'partially_paid',
    note: '',
    voided: null,
    notes: [],
    payments: [
      {
        paymentId: 5,
        number: 'PAY-CM-2026-0005',
        type: 'payment',
        paidAt: at,
        tenders: [
          { method: 'cash', currency: 'USD', amountMinor: 40_000, isChange: false },
          { method: 'cash', currency: 'KHR', amountMinor: 205_000, isChange: false },
        ],
        amountCents: 45_000,
        cashRoundingCents: 0,
      },
    ],
    ...rest,
  };
}

/**
 * A stone line: 12 diamonds of 1.50 mm, 0.180 ct, sold by the carat at
 * $1,500.00, $270.00 less $20.00; no metal (its code is the lot's).
 */
export function testStoneLine(stone: Partial<InvoiceStone> = {}, lineNo = 1): InvoiceLine {
  const lot = { lotId: 6, lotCode: 'SL-2026-000006', stoneType: 'Diamond', shape: 'round' as const, sizeCmm: 150, colour: 'G', quality: 'VS', ...stone };
  const noMetal = { pieceId: null, categoryId: null, materialId: null, materialCode: null, grossMg: 0, stoneMg: 0, metalMg: 0, rateCentsPerChi: 0 };
  const noMaking = { metalCents: 0, makingChargeCents: 0, groupDiscountCents: 0, incentiveCents: 0 };
  return {
    ...noMetal,
    ...noMaking,
    lineNo,
    kind: 'stone',
    code: lot.lotCode,
    description: 'Diamond round 1.50 mm',
    stonesCents: 27_000,
    discountCents: 2_000,
    amountCents: 25_000,
    stone: { count: 12, weightMct: 180, priceMode: 'per_carat', unitPriceCents: 150_000, ...lot },
  };
}

export function testSummary(invoice: Invoice): InvoiceSummary {
  const { id, number, kind, branch, customer, seller, issuedAt, postingDate, dueDate, totalCents, totalRiel, payableCents, prepaidCents, paidCents, balanceCents, discountCents, incentiveCents, state, paymentState } =
    invoice;
  return { id, number, kind, branch, customer, seller, issuedAt, postingDate, dueDate, totalCents, totalRiel, payableCents, prepaidCents, paidCents, balanceCents, discountCents, incentiveCents, state, paymentState };
}

export interface RenderSalesPageOptions {
  page: () => ReactNode;
  /** The route pattern of src/shared/routes.ts, e.g. `/invoice/detail-{id}`. */
  pattern: string;
  url: string;
  role?: Role;
  locale?: 'kh' | 'en';
  /** Answers the page's queries; gets the search the router read from the URL. */
  seed?: (queryClient: QueryClient, search: Record<string, unknown>) => void;
}

export async function renderSalesPage({ page, pattern, url, role = 'cashier', locale = 'en', seed }: RenderSalesPageOptions) {
  const queryClient = signedInQueryClient(testMe(role), testBranches);
  // The page's own route's search, so the page reads the address as it does in the app.
  const validateSearch = salesRoutes.find((candidate) => candidate.options.staticData?.appRoute?.path === pattern)?.options.validateSearch;
  const { html, search } = await renderRoutedPage({ page, path: pattern, url, queryClient, locale, validateSearch, onLoaded: (raw: Record<string, unknown>) => seed?.(queryClient, raw) });
  return { html, search, queryClient };
}
