import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Customer } from '../src/shared/contracts/sales/customer';
import type { SaleResult } from '../src/shared/contracts/sales/invoice';
import { receiptPaperDots } from '../src/shared/printing/escpos';
import { decodeEscposReceipt } from '../src/shared/printing/escpos-decoder';
import { isBlack } from '../src/shared/printing/mono-bitmap';
import kh from '../src/web/i18n/kh.json';
import { getJson, postJson } from './support/api';
import { newContext, screensWanted, signIn, useBrowser } from './support/browser';
import { pieceInStock } from './support/shop-fixtures';
import { installStandInUsbPrinter, type StandInPrinter } from './support/stand-in-usb-printer';

/**
 * A Khmer receipt on a thermal printer, through the app's own path: on the
 * receipt page the cashier chooses "print on thermal printer", connects a
 * stand-in USB receipt printer (in place of `navigator.usb`, recording what
 * it receives) and prints. The app draws the receipt on a canvas at the
 * printer's 576 dots (72 mm at 203 dpi; the browser shapes the Khmer), makes
 * it 1-bit and sends ESC/POS raster with a cut and, the sale paid in cash,
 * the drawer kick. The bytes the printer received are decoded back to a PNG
 * a person looks at: test-results/screens/escpos-roundtrip.png (and
 * ATELIER_SHOTS_DIR when set).
 */

const getBrowser = useBrowser();
const contexts: Awaited<ReturnType<typeof newContext>>[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

describe('ESC/POS receipt', () => {
  it('prints the Khmer 80 mm receipt on a USB thermal printer as raster, with the cut and the drawer kick, and the bytes decode back to it', { timeout: 180_000 }, async () => {
    const owner = await newContext(getBrowser(), { locale: 'kh' });
    contexts.push(owner);
    await signIn(owner, 'owner');
    const context = await newContext(getBrowser(), { locale: 'kh', viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    await context.addInitScript(installStandInUsbPrinter, { vendorId: 0x04b8, productId: 0x0e28, productName: 'EPSON TM-T20III' });
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
    await page.getByTestId('receipt-thermal').click();
    const panel = page.getByTestId('printer-receipt');
    const status = panel.locator('[data-printer-status]');
    await panel.getByRole('button', { name: kh.printing.connectUsb }).click();
    await expect.poll(() => status.getAttribute('data-printer-status')).toBe('ready');
    const preview = page.getByTestId('thermal-preview');
    await preview.waitFor();
    if (screensWanted()) {
      await mkdir('test-results/screens', { recursive: true });
      await page.screenshot({ path: 'test-results/screens/escpos-dialog-kh-1366.png' });
    }
    await panel.getByRole('button', { name: kh.printing.print, exact: true }).click();
    await expect.poll(() => status.getAttribute('data-printer-status'), { timeout: 20_000 }).toBe('sent');

    // Back from the bytes the printer received, alone.
    const received = Buffer.from(await page.evaluate(() => (window as unknown as { standInPrinter: StandInPrinter }).standInPrinter.received()), 'base64');
    const decoded = decodeEscposReceipt(received);
    expect(decoded).toMatchObject({ initialised: true, cut: true, drawerKick: true });
    const paperDots = receiptPaperDots[203];
    expect(decoded.bitmap.width).toBe(paperDots);
    // The same image as the preview the cashier saw, row for row.
    expect(decoded.bitmap.height).toBe(await preview.evaluate((img: HTMLImageElement) => img.naturalHeight));
    let black = 0;
    for (let y = 0; y < decoded.bitmap.height; y += 1) for (let x = 0; x < decoded.bitmap.width; x += 1) if (isBlack(decoded.bitmap, x, y)) black += 1;
    // Ink, but not a black slab: text on paper.
    expect(black / (decoded.bitmap.width * decoded.bitmap.height)).toBeGreaterThan(0.01);
    expect(black / (decoded.bitmap.width * decoded.bitmap.height)).toBeLessThan(0.4);

    const grey = Buffer.alloc(decoded.bitmap.width * decoded.bitmap.height);
    for (let y = 0; y < decoded.bitmap.height; y += 1) for (let x = 0; x < decoded.bitmap.width; x += 1) grey[y * decoded.bitmap.width + x] = isBlack(decoded.bitmap, x, y) ? 0 : 255;
    const png = await sharp(grey, { raw: { width: decoded.bitmap.width, height: decoded.bitmap.height, channels: 1 } }).png().toBuffer();
    await writeFile('test-results/screens/escpos-roundtrip.png', png);
    const dir = process.env.ATELIER_SHOTS_DIR;
    if (dir) {
      await mkdir(dir, { recursive: true });
      await writeFile(`${dir}/escpos-roundtrip.png`, png);
    }
  });
});
