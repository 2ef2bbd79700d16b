import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../platform/audit';
import { engines } from '../../testing/test-app';
import { verifyLedger } from '../../ledger';
import { postingCount as ledgerPostingCount, postingsOfDocument } from '../../ledger';
import { pieceAtCounter } from './piece-sales.service';
import { stockFixture, type StockFixture } from './stock-fixture';
import { acceptPieces, receiveTransfer, transferPieces } from './stock-pieces.service';
import { findPieces, getPieceByCode, getStockDocument } from './stock-views';
import { verifyStockTotals } from './stock-totals.service';

/**
 * A transfer between branches is sent (pieces in transit, nothing posted),
 * then received piece by piece at the other branch (counter → counter for
 * exactly the pieces received); the ledger balances after every step.
 */
describe.each(engines)('stock transfers: sent, in transit, received [%s]', (engine) => {
  let f: StockFixture;
  beforeAll(async () => {
    f = await stockFixture(engine);
  });
  afterAll(async () => {
    await f?.testDb.drop();
  });

  const accept = async (grossMg: number) => {
    const item = await f.finishedItem();
    await f.inTx((tx) => acceptPieces(tx, systemActor, { branchId: f.ids.CM!, sourceHolderId: f.ids.SAFE!, note: '', lines: [{ itemId: item.id, grossMg, stoneMg: 0, photos: [] }] }));
    return item.code;
  };
  const postingsOf = async (documentId: number) =>
    (await postingsOfDocument(f.db, { kind: 'stock', id: documentId })).map((p) => ({ from: p.from.id, to: p.to.id, mg: p.mg, reason: p.reason }));
  const postingCount = () => ledgerPostingCount(f.db);
  const balances = async () => ({ cm: await f.balanceOf('CTR-CM'), tk: await f.balanceOf('CTR-TK') });
  const inTransitAt = async (branch: 'CM' | 'TK') =>
    (await findPieces(f.db, { state: 'in_transit', branchId: f.ids[branch]!, page: 1, pageSize: 50 })).items.map((p) => p.code).sort();
  const balanced = async () => {
    expect(await verifyLedger(f.db)).toEqual([]);
    expect(await verifyStockTotals(f.db)).toEqual([]);
  };

  it('sends three pieces, receives two, then the third; a piece in transit shows at both branches and cannot be sold', async () => {
    const [a, b, c] = [await accept(3_000), await accept(4_000), await accept(5_000)];
    const start = await balances();
    const transferId = await f.inTx((tx) => transferPieces(tx, systemActor, { fromBranchId: f.ids.CM!, toBranchId: f.ids.TK!, codes: [a, b, c], note: 'to Toul Kork' }));
    expect(await postingsOf(transferId)).toEqual([]);
    expect(await balances()).toEqual(start);
    expect(await inTransitAt('CM')).toEqual([a, b, c].sort());
    expect(await inTransitAt('TK')).toEqual([a, b, c].sort());
    const figures = await findPieces(f.db, { state: 'in_transit', branchId: f.ids.TK!, page: 1, pageSize: 50 });
    expect(figures.totals).toEqual({ count: 3, grossMg: 12_000, metalMg: 12_000 });
    // Neither branch can sell it on the way.
    expect((await pieceAtCounter(f.db, f.ids.CM!, a)).refusal).toBe('stock.inTransit');
    expect((await pieceAtCounter(f.db, f.ids.TK!, a)).refusal).toBe('stock.inTransit');
    await balanced();

    const firstId = await f.inTx((tx) => receiveTransfer(tx, systemActor, transferId, { codes: [b, a], note: '' }));
    const first = await getStockDocument(f.db, firstId);
    expect(first).toMatchObject({ kind: 'receive', number: expect.stringMatching(/^RC-PP-TK-\d{4}-\d{6}$/), branch: { code: 'PP-TK' }, transfer: { id: transferId }, pieceCount: 2 });
    expect(await postingsOf(firstId)).toEqual([{ from: f.ids['CTR-CM'], to: f.ids['CTR-TK'], mg: 7_000, reason: 'stock.receive' }]);
    expect(await balances()).toEqual({ cm: start.cm - 7_000, tk: start.tk + 7_000 });
    expect(await getPieceByCode(f.db, a)).toMatchObject({ state: 'in_stock', branch: { code: 'PP-TK' }, transit: null });
    expect((await pieceAtCounter(f.db, f.ids.TK!, a)).refusal).toBeNull();
    // The missing piece stays in transit, on both branches' screens.
    expect([await inTransitAt('CM'), await inTransitAt('TK')]).toEqual([[c], [c]]);
    const transfer = await getStockDocument(f.db, transferId);
    expect(transfer.inTransitCount).toBe(1);
    expect(transfer.lines.filter((l) => l.inTransit).map((l) => l.code)).toEqual([c]);
    await balanced();

    const restId = await f.inTx((tx) => receiveTransfer(tx, systemActor, transferId, { codes: [c], note: 'came on Monday' }));
    expect(await postingsOf(restId)).toEqual([{ from: f.ids['CTR-CM'], to: f.ids['CTR-TK'], mg: 5_000, reason: 'stock.receive' }]);
    expect(await balances()).toEqual({ cm: start.cm - 12_000, tk: start.tk + 12_000 });
    expect([await inTransitAt('CM'), await inTransitAt('TK')]).toEqual([[], []]);
    expect((await getStockDocument(f.db, transferId)).inTransitCount).toBe(0);
    await balanced();
  });

  it('refuses a transfer received twice (409) and a piece not sent on it (422), naming the line and changing nothing', async () => {
    const [a, b] = [await accept(2_000), await accept(2_500)];
    const stranger = await accept(1_000);
    const transferId = await f.inTx((tx) => transferPieces(tx, systemActor, { fromBranchId: f.ids.CM!, toBranchId: f.ids.TK!, codes: [a, b], note: '' }));
    await f.inTx((tx) => receiveTransfer(tx, systemActor, transferId, { codes: [a], note: '' }));
    const before = { balances: await balances(), postings: await postingCount() };

    const twice = await f.refusal((tx) => receiveTransfer(tx, systemActor, transferId, { codes: [a], note: '' }));
    expect([twice.status, twice.code, twice.fields]).toEqual([409, 'stock.alreadyReceivedCode', { 'codes.0': 'stock.alreadyReceived' }]);
    const notSent = await f.refusal((tx) => receiveTransfer(tx, systemActor, transferId, { codes: [b, stranger], note: '' }));
    expect([notSent.status, notSent.code, notSent.fields]).toEqual([422, 'stock.notOnTransferCode', { 'codes.1': 'stock.notOnTransfer' }]);
    const unknown = await f.refusal((tx) => receiveTransfer(tx, systemActor, transferId, { codes: ['NO-SUCH-PIECE'], note: '' }));
    expect([unknown.status, unknown.fields]).toEqual([422, { 'codes.0': 'stock.notOnTransfer' }]);
    expect(await getPieceByCode(f.db, b)).toMatchObject({ state: 'in_transit', branch: { code: 'PP-CM' } });
    expect(await getPieceByCode(f.db, stranger)).toMatchObject({ state: 'in_stock', branch: { code: 'PP-CM' } });
    expect({ balances: await balances(), postings: await postingCount() }).toEqual(before);
    await balanced();

    await f.inTx((tx) => receiveTransfer(tx, systemActor, transferId, { codes: [b], note: '' }));
    const whole = await f.refusal((tx) => receiveTransfer(tx, systemActor, transferId, { codes: [b], note: '' }));
    expect([whole.status, whole.code]).toEqual([409, 'stock.transferReceived']);
    expect((await f.refusal((tx) => receiveTransfer(tx, systemActor, 999_999, { codes: [b], note: '' }))).status).toBe(404);
    await balanced();
  });

  it('never lets the same piece be received twice at the same instant', async () => {
    const a = await accept(3_300);
    const transferId = await f.inTx((tx) => transferPieces(tx, systemActor, { fromBranchId: f.ids.CM!, toBranchId: f.ids.TK!, codes: [a], note: '' }));
    const before = await balances();
    const attempt = () => f.inTx((tx) => receiveTransfer(tx, systemActor, transferId, { codes: [a], note: '' }));
    const outcomes = await Promise.allSettled([attempt(), attempt()]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await balances()).toEqual({ cm: before.cm - 3_300, tk: before.tk + 3_300 });
    await balanced();
  });
});
