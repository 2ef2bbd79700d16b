import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceLine } from '../../../../shared/contracts/sales/invoice';
import type { FindPiecesResponse } from '../../../../shared/contracts/stock/jewelry-piece';
import { renderForTest, testTranslator } from '../../../ui/render-for-test';
import { findPiecesQueryOptions } from '../../stock/api/find-pieces';
import { getExchangeRatesQueryOptions } from '../api/get-exchange-rates';
import { InvoiceLinesTable } from '../components/invoice-lines-table';
import { testInvoice } from '../components/invoice-render-for-test';
import { InvoiceSheet } from '../components/invoice-sheet';
import { PosLines } from '../components/pos-lines';
import { emptyPosDraft, lineBodyOf, oldGoldLine, pieceLine, quoteRequestOf } from '../components/pos-sale-draft';
import { PosScanField } from '../components/pos-scan-field';
import { PosPage } from './pos-page';
import { posTestAt, renderPosPage } from './pos-render-for-test';

/** The scanner-first counter (issue 19 §4) and the rate changed on a line (§1). */
const text = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const rate = { id: 1, khrPerUsd: 4_100, effectiveAt: posTestAt, createdBy: 'owner', createdAt: posTestAt };

const priced = (change: Partial<InvoiceLine> = {}): InvoiceLine => ({
  lineNo: 1,
  kind: 'piece',
  pieceId: 4,
  code: 'RG-0020',
  description: 'Stud earrings, pearl',
  categoryId: 4,
  materialId: 3,
  materialCode: 'AU750',
  grossMg: 2_640,
  stoneMg: 900,
  metalMg: 1_740,
  rateCentsPerChi: 16_900,
  metalCents: 7_842,
  makingChargeCents: 1_200,
  groupDiscountCents: 0,
  stonesCents: 0,
  discountCents: 0,
  amountCents: 9_042,
  incentiveCents: 0,
  ...change,
});

describe('the POS, scanner first', () => {
  it('shows a key on every action, and the keys in a line under Charge (en and kh)', async () => {
    const html = await renderPosPage({
      page: PosPage,
      pattern: '/pos',
      url: '/pos',
      role: 'cashier',
      seed: (queryClient) => queryClient.setQueryData(getExchangeRatesQueryOptions().queryKey, { current: rate, history: [rate] }),
    });
    const words = text(html);
    for (const key of ['F2', 'F3', 'F4', 'F7', 'F8', 'F9']) expect(html).toMatch(new RegExp(`<kbd[^>]*>${key}</kbd>`));
    expect(words).toContain('New sale');
    expect(words).toContain('F2 code · F3 customer · F4 old gold · F6 rate · F7 payment · F8 charge · F9 new sale');
    const khmer = text(await renderPosPage({ page: PosPage, pattern: '/pos', url: '/pos', role: 'cashier', locale: 'kh' }));
    expect(khmer).toContain('ការលក់ថ្មី');
    expect(khmer).toContain('F8 គិតលុយ');
  });

  it("puts the branch's newest piece code in the scan field, the shop's own format; nothing made up when it has none", () => {
    const render = (items: { code: string }[], locale: 'en' | 'kh' = 'en') => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
      queryClient.setQueryData(findPiecesQueryOptions({ branchId: 1, pageSize: 1 }).queryKey, { items, total: items.length, page: 1, pageSize: 1 } as unknown as FindPiecesResponse);
      return renderForTest(
        <QueryClientProvider client={queryClient}>
          <PosScanField currentLines={() => []} branchId={1} onAdd={() => undefined} inputRef={createRef()} />
        </QueryClientProvider>,
        locale,
      );
    };
    expect(render([{ code: 'NK-2026-0147' }])).toContain('placeholder="e.g. NK-2026-0147"');
    expect(render([{ code: 'NK-2026-0147' }], 'kh')).toContain('placeholder="ឧ. NK-2026-0147"');
    expect(render([])).toContain('placeholder="Scan a tag"');
    expect(render([])).toContain('data-refusals="0"');
  });

  it('shows a changed rate on its line with the rate in force and the reason, and offers the change on each piece (the key on the last)', () => {
    const first = pieceLine('RG-0020');
    const last = pieceLine('RG-0031');
    const html = renderForTest(
      <PosLines
        lines={[first, last]}
        onChange={() => undefined}
        priced={{ [first.key]: priced({ rateInForceCentsPerChi: 16_427, rateChangeReason: 'rate rose at 10:00' }), [last.key]: priced({ lineNo: 2, code: 'RG-0031' }) }}
        errors={{}}
        materials={[]}
        onRateChange={() => undefined}
      />,
    );
    const [, one, two] = html.split('data-testid="pos-line"');
    expect(text(one!)).toContain('$169.00 / chi In force $164.27 · rate rose at 10:00');
    expect(text(two!)).not.toContain('In force');
    expect(one).toContain('Change rate');
    expect(one).not.toMatch(/<kbd[^>]*>F6<\/kbd>/);
    expect(two).toMatch(/<kbd[^>]*>F6<\/kbd>/);
  });

  it('sends a changed rate with its reason (trimmed), and nothing for a line at the rate in force', () => {
    const plain = pieceLine('RG-0020');
    const changed = { ...pieceLine('RG-0031'), rateCentsPerChi: 16_900, rateChangeReason: ' rate rose ' };
    expect(lineBodyOf(plain)).toEqual({ kind: 'piece', code: 'RG-0020', stonesCents: 0, discountCents: 0 });
    expect(lineBodyOf(changed)).toEqual({ kind: 'piece', code: 'RG-0031', stonesCents: 0, discountCents: 0, rateCentsPerChi: 16_900, rateChangeReason: 'rate rose' });
    const request = quoteRequestOf({ ...emptyPosDraft(), branchId: 1, lines: [plain, changed] });
    expect(request?.body.lines[1]).toMatchObject({ rateCentsPerChi: 16_900, rateChangeReason: 'rate rose' });
    // Old gold's bid, lowered on its line, the same way.
    const lowered = { ...oldGoldLine(1, 3_750), rateCentsPerChi: 21_000, rateChangeReason: 'worn, soldered' };
    expect(lineBodyOf(lowered)).toMatchObject({ kind: 'old_gold', rateCentsPerChi: 21_000, rateChangeReason: 'worn, soldered' });
    expect(lineBodyOf(oldGoldLine(1, 3_750))).not.toHaveProperty('rateCentsPerChi');
  });
});

describe('a rate changed at the counter on the invoice and the receipt', () => {
  const base = testInvoice();
  const invoice: Invoice = { ...base, lines: [{ ...base.lines[0]!, rateCentsPerChi: 16_900, rateInForceCentsPerChi: 16_427, rateChangeReason: 'rate rose at 10:00' }] };
  const shop = { name: 'Atelier Gold', legalName: '', address: '', phone: '', vatTin: '', logoUrl: '' };
  const i18n = testTranslator('en');

  it('prints the rate used, the rate in force and the reason, in either language', () => {
    expect(text(renderForTest(<InvoiceLinesTable invoice={invoice} />))).toContain('$169.00 / chi in force $164.27, changed: rate rose at 10:00');
    for (const format of ['receipt', 'a4'] as const) {
      const sheet = text(renderForTest(<InvoiceSheet invoice={invoice} format={format} language="en" t={i18n.getFixedT('en')} shop={shop} />));
      expect(sheet).toContain('in force $164.27, changed: rate rose at 10:00');
    }
    const khmer = text(renderForTest(<InvoiceSheet invoice={invoice} format="receipt" language="kh" t={i18n.getFixedT('kh')} shop={shop} />, 'kh'));
    expect(khmer).toContain('បានប្ដូរ៖ rate rose at 10:00');
    expect(text(renderForTest(<InvoiceLinesTable invoice={base} />))).not.toContain('in force');
  });
});
