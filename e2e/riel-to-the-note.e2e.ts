import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Customer } from '../src/shared/contracts/sales/customer';
import type { Invoice, SaleResult } from '../src/shared/contracts/sales/invoice';
import type { RecordPaymentResult } from '../src/shared/contracts/sales/payment';
import { rielAsked, tenderValueCents } from '../src/shared/sales/tender';
import kh from '../src/web/i18n/kh.json';
import { pieceInStock } from './support/shop-fixtures';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';
import { getJson, postJson } from './support/api';

/**
 * Riel to the note (issue 19 §3), in Khmer: a customer owes the balance of a
 * sale; on the invoice's payment page the cashier takes the rest in riel
 * cash: the form asks the riel rounded to the 100-riel note, and paying
 * exactly that settles the invoice, the difference recorded as the
 * payment's cash rounding. Piece: the demo's Kbach bracelet (no other
 * journey sells it).
 */

const getBrowser = useBrowser();
const contexts: Awaited<ReturnType<typeof newContext>>[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });
const nextResponse = (page: Page, method: string, path: RegExp): Promise<Response> =>
  page.waitForResponse((res) => res.request().method() === method && path.test(new URL(res.url()).pathname));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('riel to the note', () => {
  it('paying the riel asked in cash settles the invoice, its rounding recorded (kh)', { timeout: 180_000 }, async () => {
    const context = await newContext(getBrowser(), { locale: 'kh' });
    contexts.push(context);
    await signIn(context, 'cashier');
    const page = await context.newPage();

    // A 24K bracelet of its own at the cashier's branch (the other journeys sell the demo's pieces).
    const owner = await newContext(getBrowser(), { locale: 'kh' });
    contexts.push(owner);
    await signIn(owner, 'owner');
    const branches = await getJson<{ items: { id: number; code: string }[] }>(owner.request, '/api/platform/branches');
    const centralMarket = branches.items.find((b) => b.code === 'PP-CM')!;
    const piece = await pieceInStock(owner.request, { branchId: centralMarket.id, materialCode: 'AU9999', grossMg: 18_750, description: `Riel journey bracelet ${Date.now()}` });
    const customer = await postJson<Customer>(context.request, '/api/sales/customers', { name: 'សុខ រៀល', phone: '012 100 100' });
    // The sale leaves the whole price owing; a first part in dollars leaves cents in the balance.
    const sale = await postJson<SaleResult>(context.request, '/api/sales/invoices', {
      branchId: piece.branch.id,
      customerId: customer.id,
      lines: [{ kind: 'piece', code: piece.code }],
      tenders: [{ method: 'cash', currency: 'USD', amountMinor: 10_001 }],
    });
    const invoice = sale.invoice;
    const balance = invoice.balanceCents;
    expect(balance).toBeGreaterThan(0);
    const asked = rielAsked(balance, invoice.khrPerUsd, 100);
    expect(asked % 100).toBe(0);

    await page.goto(`/invoice/payment?invoiceId=${invoice.id}`);
    const amount = page.getByTestId('payment-amount');
    await poll(async () => (await amount.inputValue()).replace(/,/g, '')).toBe((balance / 100).toFixed(2));
    // The summary asks the riel to the note before anything is handed over.
    const askedLine = page.getByTestId('tender-riel-asked');
    await poll(() => askedLine.getAttribute('data-riel-asked')).toBe(String(asked));
    expect(await askedLine.innerText()).toContain(kh.sales.common.tender.rielAsked);
    // "The rest in riel" fills the riel asked into the cash row.
    await page.getByRole('button', { name: kh.sales.common.tender.restKhr }).click();
    await poll(async () => (await page.getByTestId('tender-row').first().getByTestId('tender-amount').inputValue()).replace(/\D/g, '')).toBe(String(asked));
    await poll(() => page.getByTestId('tender-still-due').innerText()).toContain('$0.00');
    const worth = tenderValueCents({ currency: 'KHR', amountMinor: asked }, invoice.khrPerUsd);
    if (worth !== balance) {
      // The figure as dollars, whichever side of the sign the locale puts the $.
      const figure = async () => Number((await page.getByTestId('tender-cash-rounding').innerText()).split('\n').pop()!.replace(/[^0-9.-]/g, ''));
      await poll(figure).toBe((balance - worth) / 100);
    }
    await screenshot(page, 'riel-asked-payment-kh');

    const paid = nextResponse(page, 'POST', /^\/api\/sales\/payments$/);
    const button = page.getByTestId('payment-submit');
    const [before] = kh.sales.payments.form.submit.payment.split('{{amount}}') as [string];
    await poll(() => button.innerText()).toMatch(new RegExp(`^${escapeRegExp(before)}`));
    await button.click();
    const res = await paid;
    expect(res.status(), await res.text()).toBe(201);
    const result = (await res.json()) as RecordPaymentResult;
    expect(result.payment).toMatchObject({ amountCents: balance, cashRoundingCents: balance - worth });
    expect(result.payment.tenders).toEqual([expect.objectContaining({ method: 'cash', currency: 'KHR', amountMinor: asked, isChange: false })]);
    expect(result.change).toMatchObject({ usdCents: 0, riel: 0 });

    const after = await getJson<Invoice>(context.request, `/api/sales/invoices/${invoice.id}`);
    expect(after).toMatchObject({ balanceCents: 0, paymentState: 'paid' });
    expect(after.payments.at(-1)?.cashRoundingCents).toBe(balance - worth);
    await page.locator(`[data-payment-result="${result.payment.number}"]`).waitFor();
    await page.locator('[data-new-state="paid"]').waitFor();
  });
});
