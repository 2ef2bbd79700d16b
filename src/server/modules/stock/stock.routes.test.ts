import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../platform/platform.tables';
import { describeOnBothEngines, recordCalls } from '../../testing/test-app';
import { materialByCode, seedMaterialCategories } from '../materials';
import { jewelryCategories } from './stock.tables';

interface Category {
  id: number;
  code: string;
  nameKh: string;
  nameEn: string;
  makingChargeMode: string;
  makingChargeCents: number;
  defaultMaterialId: number | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

describeOnBothEngines('stock routes: jewelry categories', (ctx) => {
  const db = () => ctx().database.db;
  const materialId = async (code: string) => {
    return (await materialByCode(db(), code))!.id;
  };
  const categoryCount = async () => (await db().select({ n: count() }).from(jewelryCategories))[0]!.n;
  const { list, post, patch } = recordCalls(ctx, '/api/stock/categories');

  it('lists the demo categories ordered by code, with their making charges and usual material, to whoever reads production or stock', async () => {
    for (const username of ['cashier', 'designer', 'caster', 'manager']) {
      const res = await list(await ctx().signIn(username));
      expect(res.statusCode, username).toBe(200);
    }
    const res = await list(await ctx().signIn('cashier'));
    const items = res.json().items as Category[];
    expect(items.map((c) => c.code)).toEqual(['BANGLE', 'BRACELET', 'CHAIN', 'EARRING', 'NECKLACE', 'PENDANT', 'RING']);
    expect(items.find((c) => c.code === 'RING')).toMatchObject({
      nameKh: 'ចិញ្ចៀន',
      nameEn: 'Ring',
      makingChargeMode: 'per_piece',
      makingChargeCents: 1_500,
      defaultMaterialId: await materialId('AU750'),
      active: true,
    });
    expect(items.find((c) => c.code === 'CHAIN')).toMatchObject({ makingChargeMode: 'per_gram', defaultMaterialId: await materialId('AU9999') });
    const jeweller = await ctx().signIn('jeweller1');
    expect((await list(jeweller)).statusCode).toBe(403);
  });

  it('creates, updates and deactivates a category, auditing each change; the active filter leaves it out', async () => {
    const cookie = await ctx().signIn('manager');
    const created = await post(cookie, {
      code: ' anklet ',
      nameKh: 'កងជើង',
      nameEn: 'Anklet',
      makingChargeMode: 'per_gram',
      makingChargeCents: 1_200,
      defaultMaterialId: await materialId('AU750'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json() as Category;
    expect(category).toMatchObject({ code: 'ANKLET', makingChargeCents: 1_200, active: true });
    expect(category.updatedAt).toBe(category.createdAt);

    const patched = await patch(cookie, category.id, { makingChargeMode: 'per_piece', makingChargeCents: 2_500, defaultMaterialId: null });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ makingChargeMode: 'per_piece', makingChargeCents: 2_500, defaultMaterialId: null });
    expect(Date.parse(patched.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(category.createdAt));

    const deactivated = await patch(cookie, category.id, { active: false });
    expect(deactivated.json()).toMatchObject({ active: false });
    const active = await ctx().request({ method: 'GET', url: '/api/stock/categories?active=true', cookie });
    expect(active.json().items.some((c: Category) => c.id === category.id)).toBe(false);
    const all = await ctx().request({ method: 'GET', url: '/api/stock/categories', cookie });
    expect(all.json().items.find((c: Category) => c.id === category.id)).toMatchObject({ active: false });

    const audits = await db()
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'jewelryCategory'), eq(auditLog.entityId, String(category.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['jewelryCategory.create', 'jewelryCategory.update', 'jewelryCategory.update']);
    expect(audits.find((a) => (a.after as Category).active === false)?.before).toMatchObject({ active: true });
  });

  it('changes nothing and writes no audit row when a patch repeats the current values', async () => {
    const cookie = await ctx().signIn('owner');
    const [ring] = await db().select().from(jewelryCategories).where(eq(jewelryCategories.code, 'RING'));
    const [before] = await db().select({ n: count() }).from(auditLog);
    const res = await patch(cookie, ring!.id, { nameEn: 'Ring', makingChargeCents: ring!.makingChargeCents });
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedAt).toBe(ring!.updatedAt.toISOString());
    expect((await db().select({ n: count() }).from(auditLog))[0]!.n).toBe(before!.n);
  });

  it('refuses a taken code with a 409 on the field, on create and on rename', async () => {
    const cookie = await ctx().signIn('owner');
    const before = await categoryCount();
    const duplicate = await post(cookie, { code: 'ring', nameKh: 'x', nameEn: 'x', makingChargeMode: 'per_piece', makingChargeCents: 100 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toHaveProperty('code');
    const [necklace] = await db().select().from(jewelryCategories).where(eq(jewelryCategories.code, 'NECKLACE'));
    const renamed = await patch(cookie, necklace!.id, { code: 'RING' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.fields).toHaveProperty('code');
    expect(await categoryCount()).toBe(before);
    expect((await patch(cookie, 99_999, { nameEn: 'x' })).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and field errors worded in English or Khmer, writing nothing', async () => {
    const cookie = await ctx().signIn('owner');
    const before = await categoryCount();
    const bad = { code: 'bad code!', nameKh: '', nameEn: 'x', makingChargeMode: 'per_chi', makingChargeCents: -1 };
    const en = await post(cookie, bad, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields).toEqual({
      code: 'Invalid format',
      nameKh: 'Required',
      makingChargeMode: 'Not one of the allowed values',
      makingChargeCents: 'Cannot be smaller than 0',
    });
    const kh = await post(cookie, bad, 'km');
    expect(kh.statusCode).toBe(400);
    expect(kh.json().error.fields).toEqual({
      code: 'ទម្រង់មិនត្រឹមត្រូវ',
      nameKh: 'ត្រូវតែបំពេញ',
      makingChargeMode: 'មិនមែនជាតម្លៃដែលអនុញ្ញាត',
      makingChargeCents: 'មិនអាចតូចជាង 0 ទេ',
    });
    const cents = await post(cookie, { code: 'FRACTION', nameKh: 'x', nameEn: 'x', makingChargeMode: 'per_gram', makingChargeCents: 12.5 });
    expect(Object.keys(cents.json().error.fields)).toEqual(['makingChargeCents']);
    const missing = await post(cookie, { code: 'NOMODE', nameKh: 'x', nameEn: 'x', makingChargeCents: 100 });
    expect(Object.keys(missing.json().error.fields)).toEqual(['makingChargeMode']);
    expect(await categoryCount()).toBe(before);
  });

  it('refuses an unknown or deactivated default material with a 400 on defaultMaterialId, in either language', async () => {
    const cookie = await ctx().signIn('owner');
    const before = await categoryCount();
    const payload = { code: 'BROOCH', nameKh: 'ម្ជុលដោត', nameEn: 'Brooch', makingChargeMode: 'per_piece', makingChargeCents: 2_000 };
    const unknown = await post(cookie, { ...payload, defaultMaterialId: 99_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ defaultMaterialId: 'No such material' });
    const [old] = await seedMaterialCategories(db(), [{ code: 'AU375', nameKh: 'មាស ៩K', nameEn: 'Gold 9K', purity: 3750, active: false }]);
    const inactive = await post(cookie, { ...payload, defaultMaterialId: old!.id }, 'km');
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.fields).toEqual({ defaultMaterialId: 'ប្រភេទមាសនេះត្រូវបានបិទ' });
    expect(await categoryCount()).toBe(before);
    const [ring] = await db().select().from(jewelryCategories).where(eq(jewelryCategories.code, 'RING'));
    expect((await patch(cookie, ring!.id, { defaultMaterialId: old!.id })).statusCode).toBe(400);
  });

  it('lets only the owner and the manager write: a jeweller, a cashier and a designer get 403', async () => {
    const payload = { code: 'TIARA', nameKh: 'មកុដ', nameEn: 'Tiara', makingChargeMode: 'per_piece', makingChargeCents: 5_000 };
    const [ring] = await db().select().from(jewelryCategories).where(eq(jewelryCategories.code, 'RING'));
    for (const username of ['jeweller1', 'cashier', 'designer']) {
      const cookie = await ctx().signIn(username);
      expect((await post(cookie, payload)).statusCode, username).toBe(403);
      expect((await patch(cookie, ring!.id, { active: false })).statusCode, username).toBe(403);
    }
    expect((await post(await ctx().signIn('owner'), payload)).statusCode).toBe(201);
    expect((await db().select().from(jewelryCategories).where(eq(jewelryCategories.code, 'RING')))[0]!.active).toBe(true);
  });
});
