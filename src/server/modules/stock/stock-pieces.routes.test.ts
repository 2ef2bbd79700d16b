import { expect, it } from 'vitest';
import type { JewelryPiece } from '../../../shared/contracts/stock/jewelry-piece';
import type { PendingPiece, StockDocument } from '../../../shared/contracts/stock/stock-documents';
import { describeOnBothEngines } from '../../testing/test-app';
import { branches } from '../../platform/platform.tables';
import { holderIdByCode } from '../materials';

describeOnBothEngines('stock routes: pieces, documents, counts', (ctx) => {
  const request = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx().request({ method, url: `/api/stock${url}`, cookie, ...(payload ? { payload } : {}), headers });
  const idsOf = async () => {
    const db = ctx().database.db;
    const branchRows = await db.select().from(branches);
    return {
      cm: branchRows.find((b) => b.code === 'PP-CM')!.id,
      tk: branchRows.find((b) => b.code === 'PP-TK')!.id,
      safe: (await holderIdByCode(db, 'SAFE'))!,
    };
  };

  it('lists the demo stock with totals by category and material; a cashier reads it but cannot move it', async () => {
    const cashier = await ctx().signIn('cashier');
    const listed = await request('GET', '/pieces?pageSize=5', cashier);
    expect(listed.statusCode, listed.body).toBe(200);
    const body = listed.json();
    expect(body.items).toHaveLength(5);
    expect(body.totals.count).toBe(body.total);
    expect(body.byCategory.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(body.total);
    expect(body.byMaterial.reduce((s: number, c: { grossMg: number }) => s + c.grossMg, 0)).toBe(body.totals.grossMg);
    const { cm, tk } = await idsOf();
    const code = (body.items as JewelryPiece[]).find((p) => !p.frozen && p.branch.id === cm)?.code ?? (body.items as JewelryPiece[])[0]!.code;
    expect((await request('POST', '/transfers', cashier, { fromBranchId: cm, toBranchId: tk, codes: [code] })).statusCode).toBe(403);
    expect((await request('GET', '/pieces?frozen=maybe', cashier)).statusCode).toBe(400);
    expect((await request('GET', '/pieces/by-code/NO-SUCH', cashier)).statusCode).toBe(404);
  });

  it('accepts a pending piece, transfers it by code (once per Idempotency-Key), counts the branch it went to and finds it', async () => {
    const manager = await ctx().signIn('manager');
    const { cm, tk, safe } = await idsOf();
    const pending = (await request('GET', '/pending', manager)).json().items as PendingPiece[];
    const item = pending[0]!;
    const accepted = await request('POST', '/accept', manager, { branchId: cm, sourceHolderId: safe, lines: [{ itemId: item.itemId, grossMg: 3_100 }] }, { 'idempotency-key': 'acc-1' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((accepted.json() as StockDocument).lines.map((l) => l.code)).toEqual([item.code]);

    const transfer = { fromBranchId: cm, toBranchId: tk, codes: [item.code.toLowerCase()], note: 'for Toul Kork' };
    const moved = await request('POST', '/transfers', manager, transfer, { 'idempotency-key': 'tr-1' });
    expect(moved.statusCode, moved.body).toBe(201);
    const replay = await request('POST', '/transfers', manager, transfer, { 'idempotency-key': 'tr-1' });
    expect([replay.headers['idempotent-replayed'], replay.json().number]).toEqual(['true', moved.json().number]);
    const again = await request('POST', '/transfers', manager, transfer, { 'accept-language': 'km' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields['codes.0']).toMatch(/^គ្រឿងនេះកំពុងដឹកជញ្ជូនទៅសាខាផ្សេង/);
    // In transit, it shows at both branches until Toul Kork receives it.
    for (const branchId of [cm, tk]) {
      const travelling = (await request('GET', `/pieces?state=in_transit&branchId=${branchId}`, manager)).json().items as JewelryPiece[];
      expect(travelling.map((p) => [p.code, p.transit?.number])).toEqual([[item.code, moved.json().number]]);
    }
    expect((await request('GET', `/documents?kind=transfer&inTransit=true&branchId=${tk}`, manager)).json().items.map((d: StockDocument) => d.number)).toContain(
      moved.json().number,
    );
    const receive = (codes: string[], key: string, language = 'en') =>
      request('POST', `/transfers/${moved.json().id}/receive`, manager, { codes }, { 'idempotency-key': key, 'accept-language': language });
    const stranger = await receive(['NO-SUCH-PIECE'], 'rc-0', 'km');
    expect([stranger.statusCode, stranger.json().error.fields]).toEqual([422, { 'codes.0': 'គ្រឿងនេះមិនបានផ្ញើមកជាមួយការផ្ទេរនេះទេ' }]);
    const received = await receive([item.code], 'rc-1');
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json()).toMatchObject({ kind: 'receive', branch: { id: tk }, transfer: { id: moved.json().id } });
    const twice = await receive([item.code], 'rc-2');
    expect([twice.statusCode, twice.json().error.message]).toEqual([409, `Transfer ${moved.json().number} has already been received in full: nothing was changed`]);
    expect((await request('GET', `/documents?code=${item.code}`, manager)).json().items.map((d: StockDocument) => d.kind)).toEqual(['receive', 'transfer', 'accept']);

    const count = await request('POST', '/counts', manager, { branchId: tk });
    expect(count.statusCode, count.body).toBe(201);
    const scan = await request('POST', `/counts/${count.json().id}/scans`, manager, { code: item.code });
    expect(scan.json()).toMatchObject({ outcome: 'found', piece: { code: item.code, branch: { id: tk } } });
    const closed = await request('POST', `/counts/${count.json().id}/close`, manager, {});
    expect(closed.json().foundPieces.map((p: JewelryPiece) => p.code)).toEqual([item.code]);
    expect(closed.json().missing).toBe(closed.json().expected - 1);
    expect((await request('GET', `/summary`, manager)).json().rows.some((r: { branch: { id: number } }) => r.branch.id === tk)).toBe(true);
  });

  it('refuses bad input with field errors and a frozen piece by its line, changing nothing', async () => {
    const manager = await ctx().signIn('manager');
    const { cm, tk } = await idsOf();
    const bad = await request('POST', '/transfers', manager, { fromBranchId: cm, toBranchId: 'x', codes: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['codes', 'toBranchId']);
    const frozen = ((await request('GET', '/pieces?frozen=true', manager)).json().items as JewelryPiece[])[0]!;
    const refused = await request('POST', '/transfers', manager, { fromBranchId: frozen.branch.id, toBranchId: frozen.branch.id === cm ? tk : cm, codes: [frozen.code] }, { 'accept-language': 'en' });
    expect([refused.statusCode, refused.json().error.fields]).toEqual([400, { 'codes.0': 'This piece is frozen: it cannot be moved' }]);
    expect((await request('GET', `/pieces/${frozen.id}`, manager)).json().branch.id).toBe(frozen.branch.id);
    const thawed = await request('POST', `/pieces/${frozen.id}/freeze`, manager, { frozen: false });
    expect(thawed.json().frozen).toBe(false);
  });
});
