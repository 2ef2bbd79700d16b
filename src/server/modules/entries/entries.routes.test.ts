import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../platform/platform.tables';
import { describeOnBothEngines, recordCalls } from '../../testing/test-app';
import { entryCategories } from './entries.tables';

interface Category {
  id: number;
  code: string;
  nameKh: string;
  nameEn: string;
  allowedLossPermille: number;
  strictStonePhoto: boolean;
  strictAssemblyPhoto: boolean;
  strictReturnWeight: boolean;
  materialStrict: boolean;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

describeOnBothEngines('entries routes: entry categories', (ctx) => {
  const db = () => ctx().database.db;
  const categoryCount = async () => (await db().select({ n: count() }).from(entryCategories))[0]!.n;
  const categoryByCode = async (code: string) => (await db().select().from(entryCategories).where(eq(entryCategories.code, code)))[0]!;
  const { list, post, patch } = recordCalls(ctx, '/api/entries/categories');

  it('lists the demo categories ordered by code, with their allowed loss and strict flags, to whoever works entries, a jeweller too', async () => {
    for (const username of ['owner', 'manager', 'jeweller1', 'setter']) {
      const res = await list(await ctx().signIn(username));
      expect(res.statusCode, username).toBe(200);
    }
    const res = await list(await ctx().signIn('jeweller1'));
    const items = res.json().items as Category[];
    expect(items.map((c) => c.code)).toEqual(['ASSEMBLY', 'CHAIN-MAKING', 'POLISHING', 'REPAIR', 'RING-MAKING', 'SETTING']);
    expect(items.find((c) => c.code === 'RING-MAKING')).toMatchObject({
      nameKh: 'ធ្វើចិញ្ចៀន',
      nameEn: 'Ring making',
      allowedLossPermille: 8,
      strictStonePhoto: false,
      strictAssemblyPhoto: false,
      strictReturnWeight: true,
      active: true,
    });
    expect(items.find((c) => c.code === 'SETTING')).toMatchObject({ allowedLossPermille: 5, strictStonePhoto: true, strictReturnWeight: false });
    expect(items.find((c) => c.code === 'ASSEMBLY')).toMatchObject({ allowedLossPermille: 6, strictAssemblyPhoto: true });
    for (const username of ['cashier', 'caster', 'designer']) {
      const refused = await list(await ctx().signIn(username));
      expect(refused.statusCode, username).toBe(403);
    }
  });

  it('creates, updates and deactivates a category, auditing each change; the active filter leaves it out', async () => {
    const cookie = await ctx().signIn('manager');
    const created = await post(cookie, { code: ' engraving ', nameKh: 'ឆ្លាក់', nameEn: 'Engraving', allowedLossPermille: 4 });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json() as Category;
    expect(category).toMatchObject({
      code: 'ENGRAVING',
      allowedLossPermille: 4,
      strictStonePhoto: false,
      strictAssemblyPhoto: false,
      strictReturnWeight: false,
      materialStrict: false,
      active: true,
    });
    expect(category.updatedAt).toBe(category.createdAt);

    const patched = await patch(cookie, category.id, { allowedLossPermille: 0, strictReturnWeight: true, materialStrict: true });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ allowedLossPermille: 0, strictReturnWeight: true, materialStrict: true, strictStonePhoto: false });
    expect(Date.parse(patched.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(category.createdAt));

    const deactivated = await patch(cookie, category.id, { active: false });
    expect(deactivated.json()).toMatchObject({ active: false });
    const active = await ctx().request({ method: 'GET', url: '/api/entries/categories?active=true', cookie });
    expect(active.json().items.some((c: Category) => c.id === category.id)).toBe(false);
    const all = await ctx().request({ method: 'GET', url: '/api/entries/categories', cookie });
    expect(all.json().items.find((c: Category) => c.id === category.id)).toMatchObject({ active: false });
    expect(await categoryByCode('ENGRAVING')).toMatchObject({ active: false });

    const audits = await db()
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'entryCategory'), eq(auditLog.entityId, String(category.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['entryCategory.create', 'entryCategory.update', 'entryCategory.update']);
    expect(audits.find((a) => (a.after as Category).active === false)?.before).toMatchObject({ active: true });
    expect(audits.find((a) => (a.after as Category).strictReturnWeight)?.before).toMatchObject({ allowedLossPermille: 4, strictReturnWeight: false });
  });

  it('changes nothing and writes no audit row when a patch repeats the current values', async () => {
    const cookie = await ctx().signIn('owner');
    const ring = await categoryByCode('RING-MAKING');
    const [before] = await db().select({ n: count() }).from(auditLog);
    const res = await patch(cookie, ring.id, { nameEn: 'Ring making', allowedLossPermille: 8, strictReturnWeight: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedAt).toBe(ring.updatedAt.toISOString());
    expect((await db().select({ n: count() }).from(auditLog))[0]!.n).toBe(before!.n);
  });

  it('refuses a taken code with a 409 on the field, on create and on rename', async () => {
    const cookie = await ctx().signIn('owner');
    const before = await categoryCount();
    const duplicate = await post(cookie, { code: 'repair', nameKh: 'x', nameEn: 'x', allowedLossPermille: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toHaveProperty('code');
    const polishing = await categoryByCode('POLISHING');
    const renamed = await patch(cookie, polishing.id, { code: 'REPAIR' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.fields).toHaveProperty('code');
    expect(await categoryCount()).toBe(before);
    expect((await patch(cookie, 99_999, { nameEn: 'x' })).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and field errors worded in English or Khmer, writing nothing', async () => {
    const cookie = await ctx().signIn('owner');
    const before = await categoryCount();
    const bad = { code: 'bad code!', nameKh: '', nameEn: 'x', allowedLossPermille: 1001 };
    const en = await post(cookie, bad, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields).toEqual({
      code: 'Invalid format',
      nameKh: 'Required',
      allowedLossPermille: 'Cannot be bigger than 1000',
    });
    const kh = await post(cookie, bad, 'km');
    expect(kh.statusCode).toBe(400);
    expect(kh.json().error.fields).toEqual({
      code: 'ទម្រង់មិនត្រឹមត្រូវ',
      nameKh: 'ត្រូវតែបំពេញ',
      allowedLossPermille: 'មិនអាចធំជាង 1000 ទេ',
    });
    const negative = await post(cookie, { code: 'NEG', nameKh: 'x', nameEn: 'x', allowedLossPermille: -1 });
    expect(negative.json().error.fields).toEqual({ allowedLossPermille: 'Cannot be smaller than 0' });
    const fraction = await post(cookie, { code: 'HALF', nameKh: 'x', nameEn: 'x', allowedLossPermille: 0.5 });
    expect(Object.keys(fraction.json().error.fields)).toEqual(['allowedLossPermille']);
    const missing = await post(cookie, { code: 'NOLOSS', nameKh: 'x', nameEn: 'x' });
    expect(Object.keys(missing.json().error.fields)).toEqual(['allowedLossPermille']);
    const flag = await post(cookie, { code: 'FLAG', nameKh: 'x', nameEn: 'x', allowedLossPermille: 5, strictStonePhoto: 'yes' });
    expect(Object.keys(flag.json().error.fields)).toEqual(['strictStonePhoto']);
    expect(await categoryCount()).toBe(before);
    const ring = await categoryByCode('RING-MAKING');
    expect((await patch(cookie, ring.id, { allowedLossPermille: 1001 })).statusCode).toBe(400);
    expect((await categoryByCode('RING-MAKING')).allowedLossPermille).toBe(8);
  });

  it('lets only the owner and the manager write: a jeweller, a setter and a cashier get 403', async () => {
    const payload = { code: 'ENAMEL', nameKh: 'លាបពណ៌', nameEn: 'Enamelling', allowedLossPermille: 2 };
    const ring = await categoryByCode('RING-MAKING');
    for (const username of ['jeweller1', 'setter', 'cashier']) {
      const cookie = await ctx().signIn(username);
      expect((await post(cookie, payload)).statusCode, username).toBe(403);
      expect((await patch(cookie, ring.id, { active: false })).statusCode, username).toBe(403);
    }
    expect((await post(await ctx().signIn('owner'), payload)).statusCode).toBe(201);
    expect((await categoryByCode('RING-MAKING')).active).toBe(true);
  });
});
