import { mkdir, readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { defaultLabelPrinterSettings } from '../src/shared/contracts/printing/printer-settings';
import type { FindJewelryCategoriesResponse } from '../src/shared/contracts/stock/find-jewelry-categories';
import type { JewelryPiece } from '../src/shared/contracts/stock/jewelry-piece';
import { formatCambodian, toDecimalString } from '../src/shared/units';
import en from '../src/web/i18n/en.json';
import kh from '../src/web/i18n/kh.json';
import { getJson } from './support/api';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';
import { installStandInUsbPrinter, removePrinterApis, type StandInPrinter } from './support/stand-in-usb-printer';

/**
 * Jewelry labels on a label printer: a stand-in WebUSB printer (in place of
 * `navigator.usb`, recording each transfer with its time) receives the TSPL
 * tag of a month-demo ring from the tag view, and the bytes are read back:
 * the label's size, the QR of the piece's code, the code, the weight in
 * grams and in chi, and the Khmer category name as a bitmap with ink. On a
 * phone (no WebUSB, no Web Serial) the same tag is downloaded as a file.
 */

const getBrowser = useBrowser();
const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

type Catalogue = typeof en;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));

/** A ring of the month demo, in stock at a branch, with its category's Khmer name. */
async function demoRing(context: BrowserContext): Promise<{ piece: JewelryPiece; nameKh: string }> {
  const categories = await getJson<FindJewelryCategoriesResponse>(context.request, '/api/stock/categories');
  const ring = categories.items.find((c) => c.code === 'RING')!;
  const pieces = await getJson<{ items: JewelryPiece[] }>(context.request, `/api/stock/pieces?categoryId=${ring.id}&pageSize=20`);
  const piece = pieces.items.find((p) => p.state === 'in_stock' && !p.frozen);
  if (!piece) throw new Error('no ring in stock in the demo');
  return { piece, nameKh: ring.nameKh };
}

/** The tag view of one piece, as the stock page opens it, on the jewelry labels. */
async function openJewelryLabels(page: Page, t: Catalogue, code: string): Promise<void> {
  await page.goto('/jewelry/stock/currently');
  // The stock list's first load on a busy machine can take longer than an action's default wait.
  const search = page.getByRole('textbox', { name: t.stock.pieces.search });
  await search.waitFor({ timeout: 90_000 });
  await search.fill(code);
  await page.getByRole('checkbox', { name: fill(t.stock.pieces.tick, { code }) }).check();
  await page.getByRole('button', { name: fill(t.stock.pieces.printTags_one, { count: 1 }) }).click();
  await page.getByText(t.stock.tags.layouts.jewelry, { exact: true }).click();
  // Each piece's place shows its preview, or why it is refused.
  await page.getByTestId('jewelry-labels').locator('[data-code]').first().waitFor();
}

/** TSPL read back: its text lines, and each BITMAP's header and raw bytes (a 0 bit prints). */
function readTspl(bytes: Buffer): { lines: string[]; bitmaps: { x: number; y: number; widthBytes: number; height: number; data: Buffer }[] } {
  const lines: string[] = [];
  const bitmaps: { x: number; y: number; widthBytes: number; height: number; data: Buffer }[] = [];
  let at = 0;
  while (at < bytes.length) {
    const start = at;
    if (bytes.subarray(at, at + 7).toString('latin1') === 'BITMAP ') {
      const headerEnd = bytes.indexOf(',', bytes.indexOf(',0,', at) + 2);
      const [x, y, widthBytes, height] = bytes.subarray(at + 7, headerEnd).toString('latin1').split(',').map(Number) as [number, number, number, number];
      const data = bytes.subarray(headerEnd + 1, headerEnd + 1 + widthBytes * height);
      bitmaps.push({ x, y, widthBytes, height, data });
      at = headerEnd + 1 + data.length + 2;
      continue;
    }
    const end = bytes.indexOf('\r\n', at);
    lines.push(bytes.subarray(start, end).toString('latin1'));
    at = end + 2;
  }
  return { lines, bitmaps };
}

function expectRingTag(program: Buffer, piece: JewelryPiece) {
  const { lines, bitmaps } = readTspl(program);
  const grams = `${toDecimalString(piece.grossMg, 3).replace(/\.?0+$/, '')} g`;
  expect(lines.slice(0, 2)).toEqual(['SIZE 72 mm,10 mm', 'GAP 2 mm,0 mm']);
  expect(lines).toContain(`QRCODE 12,12,M,3,A,0,"${piece.code}"`);
  expect(lines.some((line) => line.startsWith('TEXT ') && line.endsWith(`"${piece.code}"`))).toBe(true);
  expect(lines.some((line) => line.endsWith(`"${grams}"`))).toBe(true);
  expect(lines.some((line) => line.endsWith(`"${formatCambodian(piece.grossMg, 'en')}"`))).toBe(true);
  expect(lines.some((line) => line.endsWith(`"RING ${piece.materialCode}"`))).toBe(true);
  expect(lines[lines.length - 1]).toBe('PRINT 1,1');
  // The Khmer name on the second wing (47 mm in at 12 dots a mm), with ink: in TSPL a 0 bit prints.
  expect(bitmaps).toHaveLength(1);
  const [bitmap] = bitmaps;
  expect(bitmap!.x).toBeGreaterThanOrEqual(47 * 12);
  const inked = [...bitmap!.data].reduce((n, byte) => n + 8 - byte.toString(2).replace(/0/g, '').length, 0);
  expect(inked / (bitmap!.data.length * 8)).toBeGreaterThan(0.03);
  expect(inked / (bitmap!.data.length * 8)).toBeLessThan(0.6);
}

describe('label printer', () => {
  it('sends the TSPL tag of a month-demo ring to a USB label printer, bytes that read back as the piece', { timeout: 180_000 }, async () => {
    const context = await newContext(getBrowser(), { locale: 'en', viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    await context.addInitScript(installStandInUsbPrinter, { vendorId: 0x1203, productId: 0x0230, productName: 'TSC TTP-345' });
    await signIn(context, 'manager');
    const { piece } = await demoRing(context);
    const page = await context.newPage();
    await openJewelryLabels(page, en, piece.code);
    const panel = page.getByTestId('printer-label');
    const status = panel.locator('[data-printer-status]');
    await expect.poll(() => status.getAttribute('data-printer-status')).toBe('notConnected');
    await panel.getByRole('button', { name: en.printing.connectUsb }).click();
    await expect.poll(() => status.getAttribute('data-printer-status')).toBe('ready');
    await expect.poll(() => status.innerText()).toContain('TSC TTP-345');
    await mkdir('test-results/screens', { recursive: true });
    await screenshot(page, 'label-printer-en-1366');

    const startedAt = await page.evaluate(() => performance.now());
    await panel.getByRole('button', { name: en.printing.print, exact: true }).click();
    await expect.poll(() => status.getAttribute('data-printer-status'), { timeout: 20_000 }).toBe('sent');
    expect(await status.innerText()).toContain(en.printing.states.sent);
    const received = Buffer.from(await page.evaluate(() => (window as unknown as { standInPrinter: StandInPrinter }).standInPrinter.received()), 'base64');
    const transfers = await page.evaluate(() => (window as unknown as { standInPrinter: StandInPrinter }).standInPrinter.transfers());
    // One job, to the bulk OUT endpoint, after the click, in the time the printer took.
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.every((transfer) => transfer.endpoint === 1 && transfer.at > startedAt)).toBe(true);
    expect(transfers.reduce((n, transfer) => n + transfer.length, 0)).toBe(received.length);
    expectRingTag(received, piece);

    // ZPL for a Zebra: the same tag in the other language.
    await page.getByTestId('label-language').getByText('ZPL').click();
    await page.getByTestId('tag-preview').first().waitFor();
    await panel.getByRole('button', { name: en.printing.print, exact: true }).click();
    await expect.poll(async () => Buffer.from(await page.evaluate(() => (window as unknown as { standInPrinter: StandInPrinter }).standInPrinter.received()), 'base64').includes('^XA')).toBe(true);
    const zpl = Buffer.from(await page.evaluate(() => (window as unknown as { standInPrinter: StandInPrinter }).standInPrinter.received()), 'base64').subarray(received.length).toString('latin1');
    expect(zpl).toContain(`^BQN,2,3^FDMA,${piece.code}^FS`);
    expect(zpl).toMatch(/\^GFA,\d+,\d+,\d+,[0-9A-F]+\^FS/);

    // The printer switched off: said in words, nothing more arrives.
    await page.evaluate(() => (window as unknown as { standInPrinter: StandInPrinter }).standInPrinter.unplug());
    await expect.poll(() => status.getAttribute('data-printer-status')).toBe('unplugged');
    expect(await status.innerText()).toContain(en.printing.states.unplugged);
  });

  it('refuses in words a tag that does not fit the label, and sends nothing', { timeout: 120_000 }, async () => {
    const context = await newContext(getBrowser(), { locale: 'en' });
    contexts.push(context);
    await context.addInitScript(installStandInUsbPrinter, { vendorId: 0x1203, productId: 0x0230, productName: 'TSC TTP-345' });
    await signIn(context, 'manager');
    const { piece } = await demoRing(context);
    // The shop's printer at 203 dpi: a 10 mm wing holds the QR, the code and the weights of a demo code, not the kind as well.
    const settings = '/api/platform/settings/stock.labelPrinter';
    const saved = await context.request.put(settings, { data: { value: { ...defaultLabelPrinterSettings, dpi: 203 } }, headers: { 'X-Requested-With': 'atelier' } });
    expect(saved.status(), await saved.text()).toBe(200);
    onTestFinished(async () => void (await context.request.put(settings, { data: { value: defaultLabelPrinterSettings }, headers: { 'X-Requested-With': 'atelier' } })));
    const page = await context.newPage();
    await openJewelryLabels(page, en, piece.code);
    const panel = page.getByTestId('printer-label');
    await panel.getByRole('button', { name: en.printing.connectUsb }).click();
    await expect.poll(() => panel.locator('[data-printer-status]').getAttribute('data-printer-status')).toBe('ready');
    const refused = page.getByTestId('label-refused');
    await refused.waitFor();
    expect(await refused.innerText()).toContain(piece.code);
    expect(await refused.innerText()).toContain(fill(en.printing.errors.doesNotFit, { part: en.stock.labels.kindPart, width: 72, height: 10 }));
    expect(await refused.innerText()).toContain(en.stock.labels.nothingSent);
    expect(await page.getByTestId('printer-label-print').isDisabled()).toBe(true);
    expect(await page.getByTestId('printer-label-download').isDisabled()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { standInPrinter: StandInPrinter }).standInPrinter.transfers())).toEqual([]);
    await screenshot(page, 'label-printer-refused-en');
  });

  it('on a phone without WebUSB or Web Serial, downloads the TSPL file instead', { timeout: 120_000 }, async () => {
    const context = await newContext(getBrowser(), { locale: 'kh', viewport: { width: 390, height: 844 } });
    contexts.push(context);
    await context.addInitScript(removePrinterApis);
    await signIn(context, 'manager');
    const { piece } = await demoRing(context);
    const page = await context.newPage();
    await openJewelryLabels(page, kh, piece.code);
    const panel = page.getByTestId('printer-label');
    await expect.poll(() => panel.locator('[data-printer-status]').getAttribute('data-printer-status')).toBe('unsupported');
    expect(await panel.innerText()).toContain(kh.printing.noPrinterAccess);
    await screenshot(page, 'label-printer-kh-390');
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: kh.printing.download }).click()]);
    expect(download.suggestedFilename()).toBe(`tags-${piece.code}.tspl`);
    const program = await readFile((await download.path())!);
    expectRingTag(program, piece);
  });
});
