import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../platform/audit';
import { engines } from '../../testing/test-app';
import { postingCount as countPostings } from '../../ledger';
import { productionItemsByIds } from '../production';
import { stockFixture, type StockFixture } from './stock-fixture';
import { closeStockCount, createStockCount, getStockCount, scanCode } from './stock-counts.service';
import { acceptPieces, cancelPieces, complementPiece, freezePiece, receiveTransfer, transferPieces } from './stock-pieces.service';
import { jewelryPieces } from './stock-pieces.tables';
import { findPending, getPieceByCode, getStockDocument } from './stock-views';

describe.each(engines)('stock pieces: accept, transfer, cancel, complement, freeze, count [%s]', (engine) => {
  let f: StockFixture;
  beforeAll(async () => {
    f = await stockFixture(engine);
  });
  afterAll(async () => {
    await f?.testDb.drop();
  });
  const postingCount = () => countPostings(f.db);
  const accept = async (branch: 'CM' | 'TK', grossMg = 5_000, stoneMg = 200) => {
    const item = await f.finishedItem();
    const documentId = await f.inTx((tx) => acceptPieces(tx, systemActor, { branchId: f.ids[branch]!, sourceHolderId: f.ids.SAFE!, note: '', lines: [{ itemId: item.id, grossMg, stoneMg, photos: [] }] }));
    return { ...item, documentId };
  };

  it('accepts a finished item into a branch: the piece, the item moved on to stock, its metal from the source to the counter, a numbered document', async () => {
    const before = { safe: await f.balanceOf('SAFE'), counter: await f.balanceOf('CTR-CM') };
    const item = await f.finishedItem('Lotus ring, 18K');
    expect((await findPending(f.db)).items.map((p) => p.code)).toContain(item.code);
    const documentId = await f.inTx((tx) =>
      acceptPieces(tx, systemActor, { branchId: f.ids.CM!, sourceHolderId: f.ids.SAFE!, note: 'Friday', lines: [{ itemId: item.id, grossMg: 5_380, stoneMg: 300, photos: [] }] }),
    );
    const document = await getStockDocument(f.db, documentId);
    expect(document).toMatchObject({ kind: 'accept', number: expect.stringMatching(/^AC-PP-CM-\d{4}-000001$/), pieceCount: 1, grossMg: 5_380 });
    expect(await getPieceByCode(f.db, item.code)).toMatchObject({ state: 'in_stock', grossMg: 5_380, stoneMg: 300, metalMg: 5_080, branch: { code: 'PP-CM' }, description: 'Lotus ring, 18K' });
    expect((await productionItemsByIds(f.db, [item.id]))[0]!.stage).toBe('stock');
    expect(await f.balanceOf('CTR-CM')).toBe(before.counter + 5_080);
    expect(await f.balanceOf('SAFE')).toBe(before.safe - 5_080);
    expect((await findPending(f.db)).items.map((p) => p.code)).not.toContain(item.code);
    // Not at finishing any more: a second acceptance is refused, naming its line.
    const again = await f.refusal((tx) => acceptPieces(tx, systemActor, { branchId: f.ids.CM!, sourceHolderId: f.ids.SAFE!, note: '', lines: [{ itemId: item.id, grossMg: 5_380, stoneMg: 0, photos: [] }] }));
    expect(again.fields).toEqual({ 'lines.0.itemId': 'stock.notFinished' });
    const other = await f.finishedItem();
    const heavyStones = await f.refusal((tx) => acceptPieces(tx, systemActor, { branchId: f.ids.CM!, sourceHolderId: f.ids.SAFE!, note: '', lines: [{ itemId: other.id, grossMg: 1_000, stoneMg: 1_000, photos: [] }] }));
    expect(heavyStones.fields).toEqual({ 'lines.0.stoneMg': 'stock.stonesOverGross' });
  });

  it('sends pieces by code to another branch: in transit, still the sending branch\'s metal, numbered in the sending branch', async () => {
    const piece = await accept('CM');
    const before = { cm: await f.balanceOf('CTR-CM'), tk: await f.balanceOf('CTR-TK'), postings: await postingCount() };
    const documentId = await f.inTx((tx) => transferPieces(tx, systemActor, { fromBranchId: f.ids.CM!, toBranchId: f.ids.TK!, codes: [piece.code], note: '' }));
    const document = await getStockDocument(f.db, documentId);
    expect(document).toMatchObject({ kind: 'transfer', number: expect.stringMatching(/^TR-PP-CM-\d{4}-\d{6}$/), toBranch: { code: 'PP-TK' }, inTransitCount: 1 });
    expect(document.lines.map((l) => [l.code, l.inTransit])).toEqual([[piece.code, true]]);
    expect(await getPieceByCode(f.db, piece.code)).toMatchObject({ state: 'in_transit', branch: { code: 'PP-CM' }, transit: { documentId, toBranch: { code: 'PP-TK' } } });
    // Sending posts nothing: the metal waits on the sending counter until the other branch receives it.
    expect([await f.balanceOf('CTR-CM'), await f.balanceOf('CTR-TK'), await postingCount()]).toEqual([before.cm, before.tk, before.postings]);
    // In transit it cannot be sent again, cancelled or complemented, each naming the line.
    expect((await f.refusal((tx) => transferPieces(tx, systemActor, { fromBranchId: f.ids.CM!, toBranchId: f.ids.TK!, codes: [piece.code], note: '' }))).fields).toEqual({
      'codes.0': 'stock.inTransit',
    });
    expect((await f.refusal((tx) => cancelPieces(tx, systemActor, { branchId: f.ids.CM!, toHolderId: f.ids.SAFE!, codes: [piece.code], note: 'melt' }))).fields).toEqual({
      'codes.0': 'stock.inTransit',
    });
    expect((await f.refusal((tx) => transferPieces(tx, systemActor, { fromBranchId: f.ids.TK!, toBranchId: f.ids.TK!, codes: [piece.code], note: '' }))).fields).toEqual({
      toBranchId: 'stock.sameBranch',
    });
    expect((await f.refusal((tx) => transferPieces(tx, systemActor, { fromBranchId: f.ids.TK!, toBranchId: f.ids.CM!, codes: ['NO-SUCH'], note: '' }))).fields).toEqual({
      'codes.0': 'stock.unknownCode',
    });
    await f.inTx((tx) => receiveTransfer(tx, systemActor, documentId, { codes: [piece.code], note: '' }));
    expect((await getPieceByCode(f.db, piece.code)).branch.code).toBe('PP-TK');
    expect([await f.balanceOf('CTR-CM'), await f.balanceOf('CTR-TK')]).toEqual([before.cm - 4_800, before.tk + 4_800]);
    expect((await f.refusal((tx) => transferPieces(tx, systemActor, { fromBranchId: f.ids.CM!, toBranchId: f.ids.TK!, codes: [piece.code], note: '' }))).fields).toEqual({
      'codes.0': 'stock.otherBranch',
    });
  });

  it('never lets two transfers of the same piece both succeed, even at the same instant', async () => {
    const piece = await accept('CM');
    const attempt = () => f.inTx((tx) => transferPieces(tx, systemActor, { fromBranchId: f.ids.CM!, toBranchId: f.ids.TK!, codes: [piece.code], note: '' }));
    const outcomes = await Promise.allSettled([attempt(), attempt()]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rows = await f.db.select().from(jewelryPieces).where(eq(jewelryPieces.code, piece.code));
    expect(rows.map((r) => [r.branchId, r.state])).toEqual([[f.ids.CM, 'in_transit']]);
  });

  it('refuses to transfer or cancel a frozen piece, writing nothing; unfrozen, it moves', async () => {
    const piece = await accept('CM');
    const row = await getPieceByCode(f.db, piece.code);
    await f.inTx((tx) => freezePiece(tx, systemActor, row.id, true, 'held for Mrs Dara'));
    const before = await postingCount();
    expect((await f.refusal((tx) => transferPieces(tx, systemActor, { fromBranchId: f.ids.CM!, toBranchId: f.ids.TK!, codes: [piece.code], note: '' }))).fields).toEqual({
      'codes.0': 'stock.frozen',
    });
    expect((await f.refusal((tx) => cancelPieces(tx, systemActor, { branchId: f.ids.CM!, toHolderId: f.ids.SAFE!, codes: [piece.code], note: 'melt' }))).fields).toEqual({
      'codes.0': 'stock.frozen',
    });
    expect(await postingCount()).toBe(before);
    expect((await getPieceByCode(f.db, piece.code)).branch.code).toBe('PP-CM');
    await f.inTx((tx) => freezePiece(tx, systemActor, row.id, false, ''));
    await f.inTx((tx) => transferPieces(tx, systemActor, { fromBranchId: f.ids.CM!, toBranchId: f.ids.TK!, codes: [piece.code], note: '' }));
    expect((await getPieceByCode(f.db, piece.code)).state).toBe('in_transit');
  });

  it('cancels a piece back to melt: cancelled, kept, its metal posted from the counter to the safe', async () => {
    const piece = await accept('TK', 3_750, 0);
    const before = { safe: await f.balanceOf('SAFE'), counter: await f.balanceOf('CTR-TK') };
    const documentId = await f.inTx((tx) => cancelPieces(tx, systemActor, { branchId: f.ids.TK!, toHolderId: f.ids.SAFE!, codes: [piece.code], note: 'Out of fashion' }));
    expect((await getStockDocument(f.db, documentId)).number).toMatch(/^CN-PP-TK-\d{4}-000001$/);
    expect(await getPieceByCode(f.db, piece.code)).toMatchObject({ state: 'cancelled' });
    expect([await f.balanceOf('SAFE'), await f.balanceOf('CTR-TK')]).toEqual([before.safe + 3_750, before.counter - 3_750]);
    expect((await f.refusal((tx) => cancelPieces(tx, systemActor, { branchId: f.ids.TK!, toHolderId: f.ids.SAFE!, codes: [piece.code], note: 'again' }))).fields).toEqual({
      'codes.0': 'stock.notInStock',
    });
  });

  it('complements a piece: its weights grow, the metal added comes from the source to the counter', async () => {
    const piece = await accept('CM', 4_000, 100);
    const before = await f.balanceOf('CTR-CM');
    await f.inTx((tx) => complementPiece(tx, systemActor, { code: piece.code, addedMetalMg: 350, addedStoneMg: 40, sourceHolderId: f.ids.SAFE!, photos: [], note: 'new clasp' }));
    expect(await getPieceByCode(f.db, piece.code)).toMatchObject({ grossMg: 4_390, stoneMg: 140, metalMg: 4_250 });
    expect(await f.balanceOf('CTR-CM')).toBe(before + 350);
    expect((await f.refusal((tx) => complementPiece(tx, systemActor, { code: piece.code, addedMetalMg: 0, addedStoneMg: 0, sourceHolderId: null, photos: [], note: '' }))).fields).toEqual({
      addedMetalMg: 'stock.nothingAdded',
    });
  });

  it('numbers each kind of document without gaps per branch and year, a refused one giving its number back', async () => {
    const first = await accept('TK');
    await f.refusal((tx) => acceptPieces(tx, systemActor, { branchId: f.ids.TK!, sourceHolderId: f.ids.SAFE!, note: '', lines: [{ itemId: first.id, grossMg: 1, stoneMg: 0, photos: [] }] }));
    const second = await accept('TK');
    const [a, b] = [await getStockDocument(f.db, first.documentId), await getStockDocument(f.db, second.documentId)];
    expect(Number(b.number.slice(-6))).toBe(Number(a.number.slice(-6)) + 1);
    expect(b.number.slice(0, -6)).toBe(a.number.slice(0, -6));
  });

  it('counts a branch: found, scanned again, unexpected (another branch’s), unknown; closed, it keeps what it expected', async () => {
    const here = await accept('TK');
    const missing = await accept('TK');
    const elsewhere = await accept('CM');
    const countId = await f.inTx((tx) => createStockCount(tx, systemActor, { branchId: f.ids.TK!, note: '' }));
    const scan = (code: string) => f.inTx((tx) => scanCode(tx, systemActor, countId, code));
    expect((await scan(here.code.toLowerCase())).outcome).toBe('found');
    expect((await scan(here.code)).outcome).toBe('again');
    expect((await scan(elsewhere.code)).outcome).toBe('unexpected');
    const last = await scan('NO-SUCH-CODE');
    expect(last.outcome).toBe('unknown');
    expect(last.count).toMatchObject({ found: 1, unexpected: 2 });
    await f.inTx((tx) => closeStockCount(tx, systemActor, countId));
    const detail = await getStockCount(f.db, countId);
    expect(detail.foundPieces.map((p) => p.code)).toEqual([here.code]);
    expect(detail.missingPieces.map((p) => p.code)).toContain(missing.code);
    expect(detail.unexpectedScans.map((s) => [s.code, s.piece?.branch.code ?? null])).toEqual([
      [elsewhere.code, 'PP-CM'],
      ['NO-SUCH-CODE', null],
    ]);
    // A piece accepted after the close does not change what the count expected.
    await accept('TK');
    expect((await getStockCount(f.db, countId)).expected).toBe(detail.expected);
    expect((await f.refusal((tx) => scanCode(tx, systemActor, countId, here.code))).code).toBe('stock.countClosed');
  });
});
