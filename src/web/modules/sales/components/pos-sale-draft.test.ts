import { describe, expect, it } from 'vitest';
import { createSaleBodySchema } from '../../../../shared/contracts/sales/invoice';
import type { SampleInvoice } from '../../../../shared/contracts/sales/sample-invoice';
import {
  draftOfSample,
  emptyPosDraft,
  enterPieceCode,
  lineErrorsByKey,
  oldGoldLine,
  pieceLine,
  quoteRequestOf,
  saleBodyOf,
  withRefusedCodes,
  type PosDraft,
} from './pos-sale-draft';
import { stoneLine, withCount } from '../../stones/index';
import { emptyTenderRow } from './tender-rows';

const draft = (change: Partial<PosDraft>): PosDraft => ({ ...emptyPosDraft(), branchId: 1, ...change });

describe('enterPieceCode', () => {
  it('adds a scanned code in capitals, once', () => {
    const first = enterPieceCode([], '  rg-0012 ');
    expect(first).toMatchObject({ kind: 'added', code: 'RG-0012' });
    const lines = first.kind === 'added' ? first.lines : [];
    expect(lines[0]).toMatchObject({ kind: 'piece', code: 'RG-0012', stonesCents: null, discountCents: null });
    expect(enterPieceCode(lines, 'RG-0012')).toEqual({ kind: 'duplicate', code: 'RG-0012' });
  });
  it('refuses what is not a piece code and ignores an empty Enter', () => {
    expect(enterPieceCode([], 'rg 12')).toEqual({ kind: 'invalid', code: 'RG 12' });
    expect(enterPieceCode([], '   ')).toEqual({ kind: 'empty' });
  });
});

describe('the live price request', () => {
  it('prices only the lines that can be priced and says which line each sent index is', () => {
    const ring = pieceLine('RG-1', 1_500, null);
    const unweighed = oldGoldLine(1, null);
    const chain = pieceLine('CH-2');
    const oldGold = oldGoldLine(1, 3_750, ' broken ring ');
    const request = quoteRequestOf(draft({ lines: [ring, unweighed, chain, oldGold], discountCents: 500 }));
    expect(request?.body).toEqual({
      branchId: 1,
      customerId: null,
      discountCents: 500,
      lines: [
        { kind: 'piece', code: 'RG-1', stonesCents: 1_500, discountCents: 0 },
        { kind: 'piece', code: 'CH-2', stonesCents: 0, discountCents: 0 },
        { kind: 'old_gold', materialId: 1, weightMg: 3_750, description: 'broken ring' },
      ],
    });
    expect(request?.keys).toEqual([ring.key, chain.key, oldGold.key]);
    // The server's `lines.1.code` is the chain, the third line on the counter.
    expect(lineErrorsByKey({ 'lines.1.code': 'Sold already', discountCents: 'x' }, request!.keys)).toEqual({ [chain.key]: { code: 'Sold already' } });
  });
  it('prices stones of a lot beside pieces once count, weight and price read, and names the line each sent index is', () => {
    const lot = { id: 7, code: 'SL-2026-000007', stoneType: 'Diamond', shape: 'round' as const, sizeCmm: 150, colour: 'G', quality: 'VS1', available: { count: 3, weightMct: 100 } };
    const ring = pieceLine('RG-1');
    const notYet = stoneLine({ ...lot, id: 8, code: 'SL-2026-000008' });
    const ready = { ...withCount(stoneLine(lot), '2'), unitPriceCents: 150_000 };
    const request = quoteRequestOf(draft({ lines: [ring, notYet, ready] }));
    expect(request?.body.lines).toEqual([
      { kind: 'piece', code: 'RG-1', stonesCents: 0, discountCents: 0 },
      { kind: 'stone', lotId: 7, count: 2, weightMct: 67, priceMode: 'per_carat', unitPriceCents: 150_000, discountCents: 0 },
    ]);
    expect(request?.keys).toEqual([ring.key, ready.key]);
    // The server's `lines.1.count` is the stone line, the third on the counter.
    expect(lineErrorsByKey({ 'lines.1.count': 'Only 3 stones are left' }, request!.keys)).toEqual({ [ready.key]: { count: 'Only 3 stones are left' } });
    // The sale sends every line in order; one without its price is named by the contract.
    const body = createSaleBodySchema.parse(saleBodyOf(draft({ lines: [ring, { ...withCount(stoneLine(lot), '3'), unitPriceCents: 150_000 }] })));
    expect(body.lines[1]).toEqual({ kind: 'stone', lotId: 7, count: 3, weightMct: 100, priceMode: 'per_carat', unitPriceCents: 150_000, discountCents: 0 });
    const missing = createSaleBodySchema.safeParse(saleBodyOf(draft({ lines: [ring, withCount(stoneLine(lot), '1')] })));
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toContain('lines.1.unitPriceCents');
  });
  it('leaves a refused piece out of the next request, so the other lines keep a price', () => {
    const ring = pieceLine('RG-1');
    const frozen = pieceLine('RG-2');
    const lines = [ring, frozen];
    const refused = withRefusedCodes({}, { 'lines.1.code': 'Frozen', 'lines.0.discountCents': 'Too much' }, [ring.key, frozen.key]);
    expect(refused).toEqual({ [frozen.key]: 'Frozen' });
    expect(quoteRequestOf(draft({ lines }), refused)?.keys).toEqual([ring.key]);
    expect(quoteRequestOf(draft({ lines: [frozen] }), refused)).toBeNull();
  });
  it('prices for a customer on file (the group discount), not for a walk-in or a new customer', () => {
    const lines = [pieceLine('RG-1')];
    const customer = { id: 7, name: 'Sok Dara', phone: '012' };
    expect(quoteRequestOf(draft({ lines, customerMode: 'existing', customer }))?.body.customerId).toBe(7);
    expect(quoteRequestOf(draft({ lines, customerMode: 'walk_in', customer }))?.body.customerId).toBeNull();
    expect(quoteRequestOf(draft({ lines, branchId: null }))).toBeNull();
  });
});

describe('the sale body', () => {
  it('sends a walk-in without a customer or a due date, with the tenders that have an amount', () => {
    const body = createSaleBodySchema.parse(
      saleBodyOf(
        draft({
          lines: [pieceLine('RG-1')],
          dueDate: '2026-02-01',
          tenders: [{ ...emptyTenderRow('cash', 'KHR'), amountMinor: 41_000 }, emptyTenderRow()],
          sellerStaffId: 3,
        }),
      ),
    );
    expect(body).toMatchObject({ branchId: 1, customerId: null, newCustomer: null, dueDate: null, sellerStaffId: 3, tenders: [{ method: 'cash', currency: 'KHR', amountMinor: 41_000 }] });
  });
  it('creates a new customer with the sale, and gives a customer a day to pay by', () => {
    const body = createSaleBodySchema.parse(
      saleBodyOf(
        draft({
          lines: [pieceLine('RG-1')],
          customerMode: 'new',
          newCustomer: { name: ' Chan Sophea ', phone: '012 345 678', address: '', groupId: 2 },
          dueDate: '2026-02-01',
        }),
      ),
    );
    expect(body).toMatchObject({ customerId: null, newCustomer: { name: 'Chan Sophea', phone: '012 345 678', groupId: 2 }, dueDate: '2026-02-01' });
  });
  it('names the old gold line missing its weight by its place on the counter', () => {
    const parsed = createSaleBodySchema.safeParse(saleBodyOf(draft({ lines: [pieceLine('RG-1'), oldGoldLine(1, null)] })));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('lines.1.weightMg');
  });
});

describe('draftOfSample', () => {
  it('carries a quotation to the counter: branch, customer, seller, lines and discount, and links the sale to it', () => {
    const line = { lineNo: 1, pieceId: 4, code: 'RG-1', description: 'Ring', categoryId: 1, materialId: 3, materialCode: 'AU750', grossMg: 2_640, stoneMg: 900, metalMg: 1_740, rateCentsPerChi: 16_427, metalCents: 7_622, makingChargeCents: 1_200, groupDiscountCents: 0, incentiveCents: 0 };
    const sample = {
      id: 9,
      number: 'QT-9',
      branch: { id: 2, code: 'TK', nameKh: 'ទួលគោក', nameEn: 'Toul Kork' },
      customer: { id: 7, name: 'Sok Dara', phone: '012' },
      customerName: '',
      seller: { id: 3, code: 'S003', nameKh: 'ចាន់', nameEn: 'Chan' },
      discountCents: 500,
      note: 'wedding',
      lines: [
        { ...line, kind: 'piece', stonesCents: 1_500, discountCents: 0, amountCents: 10_322 },
        { ...line, lineNo: 2, kind: 'old_gold', code: '', description: 'old chain', pieceId: null, metalMg: 3_750, stonesCents: 0, discountCents: 0, amountCents: -21_700 },
      ],
    } as unknown as SampleInvoice;
    const next = draftOfSample(sample);
    expect(next).toMatchObject({ branchId: 2, sellerStaffId: 3, customerMode: 'existing', customer: { id: 7 }, discountCents: 500, note: 'wedding', sampleInvoiceId: 9 });
    expect(next.lines).toMatchObject([
      { kind: 'piece', code: 'RG-1', stonesCents: 1_500, discountCents: null },
      { kind: 'old_gold', materialId: 3, weightMg: 3_750, description: 'old chain' },
    ]);
  });
});

describe('old gold on the counter (issue 19)', () => {
  it('sends the purity method and reading together, and the deduction only when typed (absent: the material’s)', async () => {
    const { lineBodyOf, oldGoldLine: line } = await import('./pos-sale-draft');
    const plain = line(3, 3_750);
    expect(lineBodyOf(plain)).toEqual({ kind: 'old_gold', materialId: 3, weightMg: 3_750, description: '' });
    expect(lineBodyOf({ ...plain, purityMethod: 'xrf', testedPurity: 7_350, meltDeductionBp: 150 })).toMatchObject({ purityMethod: 'xrf', testedPurity: 7_350, meltDeductionBp: 150 });
    // A reading without its method is not a test.
    expect(lineBodyOf({ ...plain, testedPurity: 7_350 })).not.toHaveProperty('testedPurity');
  });

  it('sends the seller only once something is typed; counts the old gold a quote buys', async () => {
    const { buybackOfQuote, emptyOldGoldSeller, oldGoldSellerBodyOf } = await import('./pos-sale-draft');
    expect(oldGoldSellerBodyOf(emptyOldGoldSeller())).toBeNull();
    expect(oldGoldSellerBodyOf({ ...emptyOldGoldSeller(), name: ' Dara ' })).toMatchObject({ name: 'Dara', phone: '', idPhotos: [] });
    expect(buybackOfQuote([{ kind: 'piece', amountCents: 10_000 }, { kind: 'old_gold', amountCents: -4_500 }])).toBe(4_500);
  });
});
