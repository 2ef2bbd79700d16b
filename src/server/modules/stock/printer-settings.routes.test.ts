import { expect, it } from 'vitest';
import { defaultLabelPrinterSettings, defaultReceiptPrinterSettings } from '../../../shared/contracts/printing/printer-settings';
import { getSetting } from '../../platform/settings/settings.service';
import { describeOnBothEngines } from '../../testing/test-app';

describeOnBothEngines('printer settings', (ctx) => {
  const put = (cookie: string, key: string, value: unknown, language = 'en') =>
    ctx().request({ method: 'PUT', url: `/api/platform/settings/${key}`, cookie, payload: { value }, headers: { 'accept-language': language } });

  it('a manager sets the label stock and the receipt printer; a cashier reads them and changes neither', async () => {
    const manager = await ctx().signIn('manager');
    const ratTail = { ...defaultLabelPrinterSettings, shape: 'ratTail', widthMm: 60, heightMm: 13, faceWidthMm: 25, language: 'zpl', dpi: 300 };
    const saved = await put(manager, 'stock.labelPrinter', ratTail);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await getSetting(ctx().database.db, 'stock.labelPrinter')).toEqual(ratTail);
    const receipt = await put(manager, 'sales.receiptPrinter', { dpi: 180, cut: true, drawer: 'never' });
    expect(receipt.statusCode, receipt.body).toBe(200);

    const cashier = await ctx().signIn('cashier');
    const listed = await ctx().request({ method: 'GET', url: '/api/platform/settings', cookie: cashier });
    const byKey = Object.fromEntries(listed.json().items.map((s: { key: string }) => [s.key, s]));
    expect(byKey['stock.labelPrinter']).toMatchObject({ value: ratTail, canEdit: false });
    expect(byKey['sales.receiptPrinter']).toMatchObject({ value: { dpi: 180, cut: true, drawer: 'never' }, canEdit: false });
    expect((await put(cashier, 'stock.labelPrinter', defaultLabelPrinterSettings)).statusCode).toBe(403);
    expect((await put(cashier, 'sales.receiptPrinter', defaultReceiptPrinterSettings)).statusCode).toBe(403);
    // Back to the defaults for the other tests of this database.
    expect((await put(manager, 'stock.labelPrinter', defaultLabelPrinterSettings)).statusCode).toBe(200);
    expect((await put(manager, 'sales.receiptPrinter', defaultReceiptPrinterSettings)).statusCode).toBe(200);
  });

  it('refuses a dpi the printers do not have, wings wider than the label, a fractional size, in the user\'s words, and keeps what was saved', async () => {
    const owner = await ctx().signIn('owner');
    const before = await getSetting(ctx().database.db, 'stock.labelPrinter');
    const badDpi = await put(owner, 'stock.labelPrinter', { ...defaultLabelPrinterSettings, dpi: 600 }, 'km');
    expect(badDpi.statusCode).toBe(400);
    expect(Object.keys(badDpi.json().error.fields)).toEqual(['value.dpi']);
    expect(badDpi.json().error.message).toBe('ព័ត៌មានខ្លះមិនត្រឹមត្រូវ');
    const wideWings = await put(owner, 'stock.labelPrinter', { ...defaultLabelPrinterSettings, widthMm: 40, faceWidthMm: 25 });
    expect([wideWings.statusCode, Object.keys(wideWings.json().error.fields)]).toEqual([400, ['value.faceWidthMm']]);
    const half = await put(owner, 'stock.labelPrinter', { ...defaultLabelPrinterSettings, gapMm: 2.5 });
    expect([half.statusCode, Object.keys(half.json().error.fields)]).toEqual([400, ['value.gapMm']]);
    const receipt = await put(owner, 'sales.receiptPrinter', { dpi: 203, cut: true, drawer: 'sometimes' });
    expect([receipt.statusCode, Object.keys(receipt.json().error.fields)]).toEqual([400, ['value.drawer']]);
    expect(await getSetting(ctx().database.db, 'stock.labelPrinter')).toEqual(before);
  });
});
