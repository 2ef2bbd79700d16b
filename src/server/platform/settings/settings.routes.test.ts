import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnBothEngines } from '../../testing/test-app';
import { shopTimeZones } from '../../../shared/contracts/platform/platform-settings';
import { auditLog, settings } from '../platform.tables';
import { getSetting } from './settings.service';

describeOnBothEngines('settings', (ctx) => {
  const put = (cookie: string, key: string, value: unknown) =>
    ctx().request({ method: 'PUT', url: `/api/platform/settings/${key}`, cookie, payload: { value } });

  it('any signed-in user reads the settings, stored values or defaults; only admins may edit', async () => {
    const cookie = await ctx().signIn('cashier');
    const res = await ctx().request({ method: 'GET', url: '/api/platform/settings', cookie });
    expect(res.statusCode).toBe(200);
    const byKey = Object.fromEntries(res.json().items.map((s: { key: string }) => [s.key, s]));
    // The platform's own first, in registry order, then the modules' (which grow with them).
    expect(Object.keys(byKey).slice(0, 4)).toEqual(['shop.name', 'shop.timeZone', 'shop.identity', 'images.viewUrlTemplate']);
    expect(Object.keys(byKey)).toEqual(expect.arrayContaining(['sales.khqr', 'sales.paymentTermDays']));
    expect(byKey['shop.name']).toMatchObject({ value: { kh: 'ហាងមាស អាតេលីយេ', en: 'Atelier Gold' }, canEdit: false });
    expect(byKey['shop.timeZone'].value).toBe('Asia/Phnom_Penh');
    expect(byKey['images.viewUrlTemplate']).toMatchObject({
      value: '/api/images/{src}?w={width}&h={height}',
      updatedAt: null,
      labelKey: 'admin.settings.keys.imageViewUrlTemplate',
    });
    const owner = await ctx().signIn('owner');
    const asOwner = await ctx().request({ method: 'GET', url: '/api/platform/settings', cookie: owner });
    expect(asOwner.json().items.every((s: { canEdit: boolean }) => s.canEdit)).toBe(true);
  });

  it('getSetting is typed by the registry and falls back to the default', async () => {
    const db = ctx().database.db;
    const zone: string = await getSetting(db, 'shop.timeZone');
    expect(zone).toBe('Asia/Phnom_Penh');
    const identity = await getSetting(db, 'shop.identity');
    expect(identity).toMatchObject({ vatRegistered: true, vatTin: 'K001-901234567', vatRateBp: 1000 });
  });

  it('updates a setting and writes an audit row with before and after', async () => {
    const owner = await ctx().signIn('owner');
    const res = await put(owner, 'shop.name', { kh: ' ហាងមាស សុខ ', en: 'Sok Gold' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'shop.name', value: { kh: 'ហាងមាស សុខ', en: 'Sok Gold' }, canEdit: true });
    expect(await getSetting(ctx().database.db, 'shop.name')).toEqual({ kh: 'ហាងមាស សុខ', en: 'Sok Gold' });
    const [row] = await ctx().database.db.select().from(auditLog).where(eq(auditLog.action, 'setting.update')).orderBy(desc(auditLog.id));
    expect(row).toMatchObject({
      entity: 'setting',
      entityId: 'shop.name',
      before: { value: { kh: 'ហាងមាស អាតេលីយេ', en: 'Atelier Gold' }, isDefault: false },
      after: { value: { kh: 'ហាងមាស សុខ', en: 'Sok Gold' } },
    });
  });

  it('a first change of a default records the default as before', async () => {
    const owner = await ctx().signIn('owner');
    const res = await put(owner, 'images.viewUrlTemplate', '/api/images/{src}?w={width}');
    expect(res.statusCode).toBe(200);
    const [row] = await ctx().database.db.select().from(auditLog).where(eq(auditLog.entityId, 'images.viewUrlTemplate')).orderBy(desc(auditLog.id));
    expect(row).toMatchObject({
      before: { value: '/api/images/{src}?w={width}&h={height}', isDefault: true },
      after: { value: '/api/images/{src}?w={width}' },
    });
  });

  it('a bad setting value is a 400 with field errors and changes nothing', async () => {
    const owner = await ctx().signIn('owner');
    const before = await ctx().database.db.select().from(settings);
    const audits = await ctx().database.db.select().from(auditLog);
    const res = await put(owner, 'shop.name', { kh: '', en: 'x'.repeat(121), fr: 'Atelier' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation.failed',
      fields: { 'value.kh': 'Required', 'value.en': 'Maximum length is 120', 'value.fr': 'Unknown field' },
    });
    const missing = await put(owner, 'shop.name', { kh: 'ហាង' });
    expect(missing.json().error.fields).toEqual({ 'value.en': 'Required' });
    const zone = await put(owner, 'shop.timeZone', 'Mars/Olympus_Mons');
    expect(zone.statusCode).toBe(400);
    expect(Object.keys(zone.json().error.fields)).toEqual(['value']);
    const template = await put(owner, 'images.viewUrlTemplate', '/api/images/photo.jpg');
    expect(template.statusCode).toBe(400);
    const khmer = await ctx().request({
      method: 'PUT',
      url: '/api/platform/settings/shop.timeZone',
      cookie: owner,
      payload: { value: 12 },
      headers: { 'accept-language': 'km' },
    });
    expect(khmer.statusCode).toBe(400);
    expect(khmer.json().error.message).toBe('ព័ត៌មានខ្លះមិនត្រឹមត្រូវ');
    expect(khmer.json().error.fields).toHaveProperty('value');
    expect(await ctx().database.db.select().from(settings)).toEqual(before);
    expect(await ctx().database.db.select().from(auditLog)).toHaveLength(audits.length);
  });

  it('refuses a KHQR account or name that a banking app would not take, on that field, in the user\'s language, changing nothing', async () => {
    const owner = await ctx().signIn('owner');
    const before = await getSetting(ctx().database.db, 'sales.khqr');
    const badAccount = await ctx().request({
      method: 'PUT',
      url: '/api/platform/settings/sales.khqr',
      cookie: owner,
      payload: { value: { accountId: 'my shop account', merchantName: 'Atelier', merchantCity: 'Phnom Penh' } },
      headers: { 'accept-language': 'km' },
    });
    expect(badAccount.statusCode).toBe(400);
    expect(Object.keys(badAccount.json().error.fields)).toEqual(['value.accountId']);
    expect(badAccount.json().error.message).toBe('ព័ត៌មានខ្លះមិនត្រឹមត្រូវ');
    const longName = await put(owner, 'sales.khqr', { accountId: 'atelier@aclb', merchantName: 'x'.repeat(26), merchantCity: '' });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error.fields).toEqual({ 'value.merchantName': 'Maximum length is 25', 'value.merchantCity': 'Required' });
    expect(await getSetting(ctx().database.db, 'sales.khqr')).toEqual(before);
    const good = await put(owner, 'sales.khqr', { accountId: 'atelier@aclb', merchantName: 'Atelier Gold', merchantCity: 'Phnom Penh' });
    expect(good.statusCode, good.body).toBe(200);
    // The counter's code for a sample amount is made from the saved account: what the settings page shows to scan.
    const code = await ctx().request({ method: 'POST', url: '/api/sales/khqr', cookie: owner, payload: { currency: 'USD', amountMinor: 100, billNumber: 'TEST' } });
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json()).toMatchObject({ merchantName: 'Atelier Gold', amountMinor: 100 });
    expect(code.json().qr).toContain('atelier@aclb');
  });

  it('takes the time zone from the short list only, Phnom Penh first: a real zone not on it is a 400', async () => {
    const owner = await ctx().signIn('owner');
    expect(shopTimeZones[0]).toBe('Asia/Phnom_Penh');
    const before = await getSetting(ctx().database.db, 'shop.timeZone');
    const berlin = await put(owner, 'shop.timeZone', 'Europe/Berlin');
    expect([berlin.statusCode, Object.keys(berlin.json().error.fields)]).toEqual([400, ['value']]);
    expect(await getSetting(ctx().database.db, 'shop.timeZone')).toBe(before);
    expect((await put(owner, 'shop.timeZone', 'Asia/Ho_Chi_Minh')).statusCode).toBe(200);
    expect((await put(owner, 'shop.timeZone', 'Asia/Phnom_Penh')).statusCode).toBe(200);
  });

  it('an unknown setting is a 404; a cashier cannot change settings', async () => {
    const owner = await ctx().signIn('owner');
    const unknown = await put(owner, 'shop.colour', 'gold');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'platform.unknownSetting', message: 'Unknown setting shop.colour' });
    const cashier = await ctx().signIn('cashier');
    const res = await put(cashier, 'shop.name', { kh: 'ហាង', en: 'Shop' });
    expect(res.statusCode).toBe(403);
    expect(await getSetting(ctx().database.db, 'shop.name')).not.toEqual({ kh: 'ហាង', en: 'Shop' });
  });

  it('settings of money, tax identity and security are the owner\'s alone: a manager reads them and changes none', async () => {
    const manager = await ctx().signIn('manager');
    const listed = await ctx().request({ method: 'GET', url: '/api/platform/settings', cookie: manager });
    // The bench's photo rule (entries.write), the label stock (stock.write) and the till's receipt printer (sales.tillSign): the only ones a manager changes.
    expect(listed.json().items.filter((s: { canEdit: boolean }) => s.canEdit).map((s: { key: string }) => s.key)).toEqual([
      'sales.receiptPrinter',
      'entries.returnPhotoRequired',
      'stock.labelPrinter',
    ]);
    const before = await getSetting(ctx().database.db, 'shop.timeZone');
    for (const [key, value] of [
      ['shop.name', { kh: 'ហាង', en: 'Shop' }],
      ['shop.identity', { ...(await getSetting(ctx().database.db, 'shop.identity')), vatRegistered: false, vatTin: '' }],
      ['shop.timeZone', 'Asia/Bangkok'],
      ['sales.khqr', { accountId: 'thief@aclb', merchantName: 'X', merchantCity: 'Y' }],
    ] as const) {
      const res = await put(manager, key, value);
      expect({ key, status: res.statusCode, code: res.json().error?.code }).toEqual({ key, status: 403, code: 'auth.forbidden' });
    }
    expect(await getSetting(ctx().database.db, 'shop.timeZone')).toBe(before);
  });

  it('accepts an absolute image template and the time zone of another shop', async () => {
    const owner = await ctx().signIn('owner');
    expect((await put(owner, 'images.viewUrlTemplate', 'https://cdn.example.com/{src}?w={width}')).statusCode).toBe(200);
    expect((await put(owner, 'shop.timeZone', 'Asia/Bangkok')).statusCode).toBe(200);
    expect(await getSetting(ctx().database.db, 'shop.timeZone')).toBe('Asia/Bangkok');
  });

  it('a stored value the schema no longer accepts reads as the default', async () => {
    await ctx()
      .database.db.insert(settings)
      .values({ key: 'shop.name', value: { street: 'old shape' } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { street: 'old shape' } } });
    expect(await getSetting(ctx().database.db, 'shop.name')).toEqual({ kh: 'អាតេលីយេ', en: 'Atelier' });
  });
});
