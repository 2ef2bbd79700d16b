import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { code128Dots, layoutJewelryTag, qrModules, tagLabels, type JewelryTag } from './jewelry-tag-layout';
import { emptyBitmap, setBlack, type MonoBitmap } from './mono-bitmap';
import { tsplTag } from './tspl-tag';
import { zplTag } from './zpl-tag';

/** A stand-in for rendered Khmer: a framed 64 × 20 dot box with a diagonal, so the bits are easy to check by eye. */
function khmerStandIn(width = 64, height = 20): MonoBitmap {
  const bitmap = emptyBitmap(width, height);
  for (let x = 0; x < width; x += 1) {
    setBlack(bitmap, x, 0);
    setBlack(bitmap, x, height - 1);
    setBlack(bitmap, x, Math.floor((x * (height - 1)) / (width - 1)));
  }
  for (let y = 0; y < height; y += 1) {
    setBlack(bitmap, 0, y);
    setBlack(bitmap, width - 1, y);
  }
  return bitmap;
}

const ring: JewelryTag = { code: 'R-000123', weightMg: 4_980, price: '$412.50', symbol: 'code128' };
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** Golden files: set UPDATE_GOLDEN=1 to rewrite them after a deliberate change, then read the diff. */
function expectGolden(name: string, program: Uint8Array) {
  if (process.env.UPDATE_GOLDEN) writeFileSync(fixture(name), program);
  expect(Buffer.from(program).equals(readFileSync(fixture(name))), `${name} differs from its golden file`).toBe(true);
}

describe('jewelry tags: golden programs', () => {
  const cases: [string, JewelryTag, keyof typeof tagLabels][] = [
    ['dumbbell-code128', ring, 'dumbbell'],
    ['dumbbell-qr-khmer', { ...ring, symbol: 'qr', khmer: khmerStandIn() }, 'dumbbell'],
    ['rat-tail-qr-khmer', { code: 'R-000123', weightMg: 4_980, symbol: 'qr', khmer: khmerStandIn(96, 20) }, 'ratTail'],
  ];
  for (const [name, tag, label] of cases) {
    it(`${name} in TSPL and ZPL`, () => {
      const tspl = tsplTag(tag, tagLabels[label]);
      const zpl = zplTag(tag, tagLabels[label]);
      if (!tspl.ok || !zpl.ok) throw new Error(`${name} did not fit: ${JSON.stringify(tspl)}`);
      expectGolden(`${name}.tspl`, tspl.program);
      expectGolden(`${name}.zpl`, zpl.program);
    });
  }
});

describe('jewelry tags: what is printed', () => {
  it('writes the code as a barcode and as text, the weight in grams and in chi/hun/li, and the price', () => {
    const result = tsplTag(ring, tagLabels.dumbbell);
    if (!result.ok) throw new Error('did not fit');
    const text = new TextDecoder().decode(result.program);
    expect(text).toMatch(/^SIZE 72 mm,10 mm\r\nGAP 2 mm,0 mm\r\n/);
    expect(text).toContain('BARCODE 8,8,"128",32,0,0,1,1,"R-000123"');
    expect(text).toContain('"4.98 g"');
    expect(text).toContain('"1 chi 3 hun 2.8 li"');
    expect(text).toContain('"$412.50"');
    expect(text.endsWith('PRINT 1,1\r\n')).toBe(true);
  });
  it('puts the Khmer bitmap in TSPL inverted (a 0 bit prints) and in ZPL as is (a 1 bit prints)', () => {
    const khmer = khmerStandIn();
    const tag = { ...ring, symbol: 'qr' as const, khmer };
    const tspl = tsplTag(tag, tagLabels.dumbbell);
    const zpl = zplTag(tag, tagLabels.dumbbell);
    if (!tspl.ok || !zpl.ok) throw new Error('did not fit');
    const program = Buffer.from(tspl.program);
    const header = program.indexOf('BITMAP ');
    const dataStart = program.indexOf(',', program.indexOf(',0,', header) + 2) + 1;
    const data = program.subarray(dataStart, dataStart + khmer.bits.length);
    expect([...data]).toEqual([...khmer.bits].map((b) => ~b & 0xff));
    const hex = Buffer.from(khmer.bits).toString('hex').toUpperCase();
    expect(new TextDecoder().decode(zpl.program)).toContain(`^GFA,${khmer.bits.length},${khmer.bits.length},8,${hex}^FS`);
  });
});

describe('jewelry tags: a tag that does not fit is an error naming the part, never a cut print', () => {
  it('refuses a code 128 tag with every line on a rat-tail head: the weight has no room', () => {
    expect(layoutJewelryTag(ring, tagLabels.ratTail)).toEqual({ ok: false, error: 'doesNotFit', part: 'weight', widthMm: 60, heightMm: 13 });
  });
  it('refuses a Khmer text taller than what is left', () => {
    const result = zplTag({ ...ring, symbol: 'qr', khmer: khmerStandIn(64, 48) }, tagLabels.dumbbell);
    expect(result).toMatchObject({ ok: false, error: 'doesNotFit', part: 'khmerText' });
  });
  it('refuses a barcode wider than a face', () => {
    expect(tsplTag({ ...ring, code: 'R-0000000000123' }, tagLabels.dumbbell)).toMatchObject({ ok: false, error: 'doesNotFit', part: 'barcode' });
  });
  it('refuses text the printer font cannot print or that would end the command', () => {
    expect(tsplTag({ ...ring, price: '៛1,700,000' }, tagLabels.dumbbell)).toEqual({ ok: false, error: 'notPrintable', part: 'price' });
    expect(zplTag({ ...ring, code: 'R^XZ' }, tagLabels.dumbbell)).toEqual({ ok: false, error: 'notPrintable', part: 'code' });
  });
  it('sizes codes conservatively', () => {
    expect(qrModules('R-000123')).toBe(21);
    expect(qrModules('https://shop.example/p/R-000123')).toBe(29);
    expect(qrModules('x'.repeat(300))).toBeNull();
    expect(code128Dots('R-000123')).toBe(143);
  });
});
