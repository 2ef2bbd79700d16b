import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { EntryDetail } from '../../../shared/contracts/entries/entry';
import { users } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { firstCast } from '../casting';
import { holderIdByCode, materialByCode, staffHolderIds } from '../materials';
import { entryCategoryIdByCode } from './entries.reads';

describeOnBothEngines('entries routes: edit, repairs, close sheets, recap, by cast, stones', (ctx) => {
  const db = () => ctx().database.db;
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx().request({ method, url: `/api/entries${url}`, cookie, ...(payload ? { payload } : {}), headers });
  const get = (url: string, cookie: string, headers: Record<string, string> = {}) => ctx().request({ method: 'GET', url: `/api/entries${url}`, cookie, headers });
  const benchOf = async (username: string) => {
    const [user] = await db().select().from(users).where(eq(users.username, username));
    const [holderId] = await staffHolderIds(db(), user!.staffId!);
    return holderId!;
  };
  const ticket = async (patch: object = {}) => ({
    type: 'polishing',
    categoryId: (await entryCategoryIdByCode(db(), 'POLISHING'))!,
    materialId: (await materialByCode(db(), 'AU750'))!.id,
    jewellerHolderId: await benchOf('jeweller1'),
    sourceHolderId: (await holderIdByCode(db(), 'SAFE'))!,
    pieces: [{ description: 'Bangle', issuedMg: 20_000 }],
    ...patch,
  });

  it('edits a ticket until a piece has return information, then answers 409; a repair needs its customer, in Khmer too', async () => {
    const manager = await ctx().signIn('manager');
    const entry = (await send('POST', '', manager, await ticket())).json() as EntryDetail;
    const edited = await send('PUT', `/${entry.id}`, manager, await ticket({ spareMg: 150, pieces: [{ description: 'Bangle, pair', issuedMg: 21_000 }] }), { 'idempotency-key': 'edit-1' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ number: entry.number, initMg: 21_000, spareMg: 150 });
    const jeweller = await ctx().signIn('jeweller1');
    expect((await send('PUT', `/${entry.id}`, jeweller, await ticket())).statusCode).toBe(403);
    const piece = edited.json().pieces[0];
    expect((await send('POST', `/${entry.id}/pieces/${piece.id}/return`, jeweller, {})).statusCode).toBe(200);
    const refused = await send('PUT', `/${entry.id}`, manager, await ticket(), { 'accept-language': 'en' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'entries.hasReturnInformation']);
    expect(refused.json().error.message).toContain('cannot be edited');

    const noCustomer = await send('POST', '', manager, await ticket({ type: 'repair' }), { 'accept-language': 'km' });
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().error.fields['repair.customerName']).toBe('ត្រូវបំពេញ');
    const badDay = await send('POST', '', manager, await ticket({ type: 'repair', repair: { customerName: 'Dara', promisedOn: '2026-02-30' } }));
    expect(Object.keys(badDay.json().error.fields)).toEqual(['repair.promisedOn']);
    const repair = await send('POST', '', manager, await ticket({ type: 'repair', repair: { customerName: 'Dara', customerPhone: '012 222 333', request: 'solder the clasp' } }));
    expect(repair.json().repair).toEqual({ customerName: 'Dara', customerPhone: '012 222 333', request: 'solder the clasp', promisedOn: null, pickedUpAt: null });
    expect((await send('POST', `/${repair.json().id}/pickup`, manager, {})).statusCode).toBe(409);
  });

  it('closes a tray on a sheet and lists it; finds an entry by the start of its number', async () => {
    const manager = await ctx().signIn('manager');
    const jeweller = await ctx().signIn('jeweller2');
    const bench = await benchOf('jeweller2');
    const made: EntryDetail[] = [];
    for (const mg of [5_000, 8_000]) {
      const entry = (await send('POST', '', manager, await ticket({ jewellerHolderId: bench, pieces: [{ description: 'Ring', issuedMg: mg }] }))).json() as EntryDetail;
      await send('POST', `/${entry.id}/pieces/${entry.pieces[0]!.id}/return`, jeweller, {});
      made.push(entry);
    }
    const body = { jewellerHolderId: bench, entries: made.map((e, i) => ({ entryId: e.id, returnedMg: [4_990, 7_980][i] })) };
    expect((await send('POST', '/close-batches', jeweller, body)).statusCode).toBe(403);
    const bad = await send('POST', '/close-batches', manager, { ...body, entries: [] });
    expect([bad.statusCode, Object.keys(bad.json().error.fields)]).toEqual([400, ['entries']]);
    const sheet = await send('POST', '/close-batches', manager, body, { 'idempotency-key': 'tray-1' });
    expect(sheet.statusCode, sheet.body).toBe(201);
    expect(sheet.json()).toMatchObject({ entryCount: 2, issuedMg: 13_000, returnedMg: 12_970, lossMg: 30 });
    const replay = await send('POST', '/close-batches', manager, body, { 'idempotency-key': 'tray-1' });
    expect([replay.headers['idempotent-replayed'], replay.json().number]).toEqual(['true', sheet.json().number]);
    expect((await get(`/close-batches?jewellerHolderId=${bench}`, manager)).json().items.map((b: { number: string }) => b.number)).toEqual([sheet.json().number]);
    expect((await get(`/close-batches/${sheet.json().id}`, manager)).json().entries.map((e: EntryDetail) => e.closeBatch?.number)).toEqual([sheet.json().number, sheet.json().number]);
    expect((await get('/close-batches/999999', manager)).statusCode).toBe(404);

    // Newest first, whatever the joins do to the rows' order (the demo's tickets are back-dated).
    const listed = (await get('?pageSize=50', manager)).json().items as EntryDetail[];
    const days = listed.map((e) => e.createdAt);
    expect(days).toEqual([...days].sort().reverse());
    const found = (await get(`?number=${made[0]!.number.toLowerCase()}`, manager)).json();
    expect(found.items.map((e: EntryDetail) => e.number)).toEqual([made[0]!.number]);
    const year = made[0]!.number.slice(0, 8);
    expect((await get(`?number=${year}`, manager)).json().total).toBeGreaterThanOrEqual(2);
    expect((await get('?number=%25', manager)).json().total).toBe(0);
  });

  it('recaps the period per jeweller, lists a cast’s pieces on the bench, and keeps stones to the entry’s own jeweller', async () => {
    const manager = await ctx().signIn('manager');
    const day = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const recap = await get(`/recap?from=${day}&to=${day}`, manager);
    expect(recap.statusCode, recap.body).toBe(200);
    expect(recap.json().totals.entries).toBe(recap.json().rows.reduce((s: number, r: { entries: number }) => s + r.entries, 0));
    expect((await get('/recap?from=2026-01-01', manager)).statusCode).toBe(400);
    expect((await get(`/recap?from=${day}&to=${day}`, await ctx().signIn('jeweller1'))).statusCode).toBe(403);

    const cast = await firstCast(db());
    const byCast = await get(`/by-cast/${cast!.id}`, manager);
    expect(byCast.statusCode, byCast.body).toBe(200);
    expect(byCast.json().cast.number).toBe(cast!.number);
    expect((await get('/by-cast/999999', manager)).statusCode).toBe(404);

    const entry = (await send('POST', '', manager, await ticket())).json() as EntryDetail;
    const stone = { pieceId: entry.pieces[0]!.id, stoneType: 'Ruby', shape: 'oval', sizeCmm: 300, count: 2, weightMct: 450 };
    const other = await ctx().signIn('jeweller2');
    expect((await send('POST', `/${entry.id}/stones`, other, stone)).statusCode).toBe(404);
    expect((await send('POST', `/${entry.id}/stones`, manager, { ...stone, shape: 'star', count: 0 })).json().error.fields).toHaveProperty('count');
    const jeweller = await ctx().signIn('jeweller1');
    const added = await send('POST', `/${entry.id}/stones`, jeweller, stone);
    expect(added.statusCode, added.body).toBe(201);
    expect((await get(`/${entry.id}/stones`, jeweller)).json().stones).toEqual([added.json()]);
    expect((await send('DELETE', `/${entry.id}/stones/${added.json().id}`, jeweller)).statusCode).toBe(204);
    expect((await get(`/${entry.id}/stones`, manager)).json().stones).toEqual([]);
  });
});
