import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Customer } from '../src/shared/contracts/sales/customer';
import type { SaleResult } from '../src/shared/contracts/sales/invoice';
import { escposReceipt, receiptPaperDots } from '../src/shared/printing/escpos';
import { decodeEscposReceipt } from '../src/shared/printing/escpos-decoder';
import { isBlack, toMonoBitmap } from '../src/shared/printing/mono-bitmap';
import kh from '../src/web/i18n/kh.json';
import { getJson, postJson } from './support/api';
import { baseUrl, newContext, signIn, useBrowser } from './support/browser';
import { pieceInStock } from './support/shop-fixtures';

/**
 * A Khmer receipt on a thermal printer: no ESC/POS code page has Khmer, so
 * the 80 mm receipt the browser renders (and shapes) is taken as an image,
 * made 1-bit at the printer's 576 dots (72 mm at 203 dpi), encoded as
 * ESC/POS raster with a cut and the drawer kick, then decoded back from the
 * bytes to a PNG a person looks at: test-results/screens/escpos-roundtrip.png
 * (and ATELIER_SHOTS_DIR when set).
 */

const getBrowser = useBrowser();
const contexts: Awaited<ReturnType<typeof newContext>>[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

describe('ESC/POS receipt', () => {
  it('encodes the rendered Khmer 80 mm receipt as raster and decodes it back to the same dots', { timeout: 180_000 }, async () => {
    const owner = await newContext(getBrowser(), { locale: 'kh' });
    contexts.push(owner);
    await signIn(owner, 'owner');
    // Twice the pixels of a screen: the receipt's 74 mm come out about 560 dots wide, near the printer's own 576.
    const context = await getBrowser().newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
    contexts.push(context);
    await context.addInitScript(() => window.localStorage.setItem('locale', 'kh'));
    await signIn(context, 'cashier');
    const branches = await getJson<{ items: { id: number; code: string }[] }>(owner.request, '/api/platform/branches');
    const branch = branches.items.find((b) => b.code === 'PP-CM')!;
    const piece = await pieceInStock(owner.request, { branchId: branch.id, materialCode: 'AU9999', grossMg: 7_500, description: `ខ្សែដៃ ESC/POS ${Date.now()}` });
    const customer = await postJson<Customer>(context.request, '/api/sales/customers', { name: 'សុខ ម៉ាលី', phone: '012 200 300' });
    const sale = await postJson<SaleResult>(context.request, '/api/sales/invoices', {
      branchId: piece.branch.id,
      customerId: customer.id,
      lines: [{ kind: 'piece', code: piece.code }],
      tenders: [{ method: 'cash', currency: 'USD', amountMinor: 10_000 }],
    });

    const page = await context.newPage();
    await page.goto(`/pos/invoice-${sale.invoice.id}`);
    const sheet = page.getByTestId('invoice-sheet');
    await expect.poll(() => sheet.getAttribute('data-format'), { timeout: 20_000 }).toBe('receipt');
    await expect.poll(() => sheet.innerText(), { timeout: 20_000 }).toContain(kh.sales.receipt.receiptTitle);
    await page.evaluate(() => document.fonts.ready);

    // The receipt as the browser shaped it, at the printer's width, in 1-bit.
    const rendered = await sheet.screenshot();
    const paperDots = receiptPaperDots[203];
    const { data, info } = await sharp(rendered).flatten({ background: '#ffffff' }).resize({ width: paperDots }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const mono = toMonoBitmap(data, info.width, info.height, { level: 160 });
    const encoded = escposReceipt(mono, { dpi: 203, kickDrawer: true });
    if (!encoded.ok) throw new Error(`refused: ${JSON.stringify(encoded)}`);

    // Back from the bytes alone.
    const decoded = decodeEscposReceipt(encoded.bytes);
    expect(decoded).toMatchObject({ initialised: true, cut: true, drawerKick: true });
    expect(decoded.bitmap.width).toBe(paperDots);
    expect(decoded.bitmap.height).toBe(info.height);
    expect(Buffer.from(decoded.bitmap.bits).equals(Buffer.from(mono.bits))).toBe(true);
    let black = 0;
    for (let y = 0; y < decoded.bitmap.height; y += 1) for (let x = 0; x < decoded.bitmap.width; x += 1) if (isBlack(decoded.bitmap, x, y)) black += 1;
    // Ink, but not a black slab: text on paper.
    expect(black / (decoded.bitmap.width * decoded.bitmap.height)).toBeGreaterThan(0.01);
    expect(black / (decoded.bitmap.width * decoded.bitmap.height)).toBeLessThan(0.4);

    const grey = Buffer.alloc(decoded.bitmap.width * decoded.bitmap.height);
    for (let y = 0; y < decoded.bitmap.height; y += 1) for (let x = 0; x < decoded.bitmap.width; x += 1) grey[y * decoded.bitmap.width + x] = isBlack(decoded.bitmap, x, y) ? 0 : 255;
    const png = await sharp(grey, { raw: { width: decoded.bitmap.width, height: decoded.bitmap.height, channels: 1 } }).png().toBuffer();
    await mkdir('test-results/screens', { recursive: true });
    await writeFile('test-results/screens/escpos-roundtrip.png', png);
    await writeFile('test-results/screens/escpos-rendered.png', rendered);
    const dir = process.env.ATELIER_SHOTS_DIR;
    if (dir) {
      await mkdir(dir, { recursive: true });
      await writeFile(`${dir}/escpos-roundtrip.png`, png);
      await writeFile(`${dir}/escpos-rendered.png`, rendered);
    }
  });
});
