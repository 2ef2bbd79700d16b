import { mkdir, copyFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { EntryDetail } from '../src/shared/contracts/entries/entry';
import type { FindEntryCategoriesResponse } from '../src/shared/contracts/entries/find-entry-categories';
import type { FindHoldersResponse } from '../src/shared/contracts/materials/find-holders';
import type { FindMaterialCategoriesResponse } from '../src/shared/contracts/materials/find-material-categories';
import type { StoneLotDetail } from '../src/shared/contracts/stones/stone-lots';
import en from '../src/web/i18n/en.json';
import kh from '../src/web/i18n/kh.json';
import { getJson, postJson } from './support/api';
import { newContext, screensWanted, screenshot, signIn, useBrowser } from './support/browser';
import { andRingOnThePan, installStandInScale, type StandInScale } from './support/stand-in-scale';

/**
 * The scale straight into a weight field: a stand-in serial port in place of
 * `navigator.serial` streams recorded A&D lines with their timing; the
 * return of an entry's piece takes the stable 4.98 g and none of the
 * unstable readings before it. Overload, a negative weight and a pulled
 * cable are shown in words and leave the field as it was.
 */

const getBrowser = useBrowser();
const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

type Catalogue = typeof en;

/** An entry of two pieces issued to jeweller1 from the safe, made through the API. */
async function issuedEntry(context: BrowserContext): Promise<EntryDetail> {
  const categories = await getJson<FindEntryCategoriesResponse>(context.request, '/api/entries/categories?active=true');
  const holders = await getJson<FindHoldersResponse>(context.request, '/api/materials/holders');
  const materials = await getJson<FindMaterialCategoriesResponse>(context.request, '/api/materials/categories');
  const holder = (code: string) => holders.items.find((h) => h.code === code)!;
  return postJson<EntryDetail>(context.request, '/api/entries', {
    type: 'making',
    categoryId: categories.items.find((c) => c.code === 'RING-MAKING')!.id,
    materialId: materials.items.find((m) => m.code === 'AU750')!.id,
    jewellerHolderId: holder('H-S004').id,
    sourceHolderId: holder('SAFE').id,
    pieces: [
      { description: 'Scale ring', issuedMg: 5_000 },
      { description: 'Scale pendant', issuedMg: 3_000 },
    ],
  });
}

async function scalePage(locale: 'kh' | 'en', viewport: { width: number; height: number }): Promise<{ page: Page; entry: EntryDetail }> {
  const context = await newContext(getBrowser(), { locale, viewport });
  contexts.push(context);
  await context.addInitScript(installStandInScale);
  await signIn(context, 'manager');
  const entry = await issuedEntry(context);
  const page = await context.newPage();
  await page.goto(`/entry-detail-${entry.id}`);
  return { page, entry };
}

const scale = (page: Page) => ({
  play: (recording: [number, string][]) => page.evaluate((r) => (window as unknown as { standInScale: StandInScale }).standInScale.play(r), recording),
  unplug: () => page.evaluate(() => (window as unknown as { standInScale: StandInScale }).standInScale.unplug()),
  openedWith: () => page.evaluate(() => (window as unknown as { standInScale: StandInScale }).standInScale.openedWith()),
});

/** Every value the field shows, sampled every 20 ms in the page, until `stop`. */
async function watchValues(page: Page, label: string): Promise<{ stop: () => Promise<string[]> }> {
  await page.evaluate((name) => {
    const seen: string[] = [];
    // Found again at each look: the dialog may re-mount its field (a phone's layout), and a kept element would go stale.
    const field = () => [...document.querySelectorAll('input')].find((el) => el.labels?.[0]?.textContent?.trim().startsWith(name));
    const sample = () => {
      const value = field()?.value ?? '(none)';
      if (seen[seen.length - 1] !== value) seen.push(value);
    };
    const timer = setInterval(sample, 20);
    // A last look as it stops: a value shown within the last 20 ms (the poll that saw it may have come first) counts.
    Object.assign(window, { stopWatching: () => (clearInterval(timer), sample(), seen) });
  }, label);
  return { stop: () => page.evaluate(() => (window as unknown as { stopWatching: () => string[] }).stopWatching()) };
}

/** The viewport only (a full page takes too long to catch a state that lasts a second or two). */
async function shot(page: Page, name: string): Promise<void> {
  if (!screensWanted(name)) return;
  await mkdir('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png` });
  const dir = process.env.ATELIER_SHOTS_DIR;
  if (dir) {
    await mkdir(dir, { recursive: true });
    await copyFile(`test-results/screens/${name}.png`, `${dir}/${name}.png`);
  }
}

describe('scale: the stable reading straight into a return weight', () => {
  for (const [locale, catalogue, viewport] of [
    ['kh', kh, { width: 1366, height: 800 }],
    ['en', en, { width: 390, height: 844 }],
    ['en', en, { width: 1366, height: 800 }],
    ['kh', kh, { width: 390, height: 844 }],
  ] as const) {
    // Side by side: each variant is its own context and entry, and most of its time is the scale's recorded timing.
    it.concurrent(`takes the stable 4.98 g into a piece's return and ignores the unstable lines; overload, negative and a pulled cable change nothing (${locale}, ${viewport.width})`, { timeout: 120_000 }, async ({ expect, onTestFailed }) => {
      const { page, entry } = await scalePage(locale, viewport);
      onTestFailed(() => screenshot(page, `scale-${locale}-${viewport.width}-failed`));
      const c: Catalogue = catalogue;
      const tag = `${locale}-${viewport.width}`;

      // The first piece's return: the weight field carries the scale button.
      await page.getByRole('button', { name: c.entries.detail.recordReturn }).first().click();
      const dialog = page.getByRole('dialog', { name: c.entries.detail.returnTitle });
      const weight = dialog.getByRole('textbox', { name: c.entries.detail.returnedWeight });
      const button = dialog.getByRole('button', { name: c.scale.take });
      const status = dialog.getByRole('status');
      await button.waitFor();
      await shot(page, `scale-field-${tag}`);

      // Connect scale, once: the protocol and speed, then the browser's port chooser (the stand-in grants it).
      await button.click();
      await page.getByRole('button', { name: c.scale.connect }).waitFor();
      await shot(page, `scale-connect-${tag}`);
      await page.getByRole('button', { name: c.scale.connect }).click();
      await expect.poll(() => scale(page).openedWith()).toMatchObject({ baudRate: 9600, dataBits: 8, parity: 'none', stopBits: 1 });
      await status.getByText(c.scale.states.waiting).waitFor();

      // The ring goes on the pan: zero, 1.4 s of unstable readings, then stable at 4.98 g.
      const values = await watchValues(page, c.entries.detail.returnedWeight);
      await scale(page).play(andRingOnThePan);
      await status.getByText(c.scale.states.unstable, { exact: false }).waitFor();
      expect(await weight.inputValue()).toBe('');
      await shot(page, `scale-unstable-${tag}`);
      await expect.poll(() => weight.inputValue(), { timeout: 10_000 }).toBe('4.980');
      expect(await values.stop()).toEqual(['', '4.980']);
      await expect.poll(() => status.count()).toBe(0);
      await shot(page, `scale-taken-${tag}`);

      const saved = page.waitForResponse((res) => res.request().method() === 'POST' && /\/return$/.test(new URL(res.url()).pathname));
      await dialog.getByRole('button', { name: c.entries.detail.returnSubmit }).click();
      const savedRes = await saved;
      expect(savedRes.status(), await savedRes.text()).toBe(200);
      const detail = await getJson<EntryDetail>(page.context().request, `/api/entries/${entry.id}`);
      expect(detail.pieces.map((p) => p.returnedMg)).toEqual([4_980, null]);

      // The second piece: the scale overloaded. F10 on the field takes; the words show, the field stays empty.
      await page.getByRole('button', { name: c.entries.detail.recordReturn }).first().click();
      await weight.waitFor();
      await scale(page).play([[0, 'OL,+9999999E+19  g']]);
      await weight.focus();
      await page.keyboard.press('F10');
      await status.getByText(c.scale.states.overload, { exact: false }).waitFor();
      await shot(page, `scale-overload-${tag}`);
      await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe(c.scale.states.overload);
      expect(await weight.inputValue()).toBe('');

      // Tare gone wrong: a negative weight, taken with the button.
      await scale(page).play([[0, 'ST,-00000.52  g']]);
      await button.click();
      await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe(c.scale.states.negative);
      expect(await weight.inputValue()).toBe('');
      await shot(page, `scale-negative-${tag}`);

      // Typed by hand, the field works as ever; then the cable is pulled: the words, and the typed value stays.
      await weight.fill('2.5');
      await scale(page).unplug();
      await button.click();
      await expect.poll(() => status.textContent()).toBe(c.scale.states.disconnected);
      expect(await weight.inputValue()).toBe('2.5');
      await shot(page, `scale-disconnected-${tag}`);
    });
  }

  it('without Web Serial (a phone, another browser) the weight field has no scale button and works as today', async () => {
    const context = await newContext(getBrowser(), { locale: 'en', viewport: { width: 390, height: 844 } });
    contexts.push(context);
    await context.addInitScript(() => Object.defineProperty(navigator, 'serial', { value: undefined, configurable: true }));
    await signIn(context, 'manager');
    const entry = await issuedEntry(context);
    const page = await context.newPage();
    await page.goto(`/entry-detail-${entry.id}`);
    await page.getByRole('button', { name: en.entries.detail.recordReturn }).first().click();
    const dialog = page.getByRole('dialog', { name: en.entries.detail.returnTitle });
    await dialog.getByRole('textbox', { name: en.entries.detail.returnedWeight }).fill('4.9');
    expect(await dialog.getByRole('button', { name: en.scale.take }).count()).toBe(0);
    await shot(page, 'scale-none-en-390');
  });
});

/** A Mantine Select: open it and pick the first option whose label starts with `start`. */
async function choose(page: Page, select: Locator, start: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
}

/**
 * An A&D balance set to carats as a parcel of stones goes on the pan: zero,
 * a second of the pan swinging, then stable at 1.255 ct (A&D sends carats
 * with three decimals).
 */
const andStonesOnThePan: [number, string][] = [
  [0, 'ST,+0000.000 ct'],
  // Three seconds of an unsteady pan, so that the clerk's F10 (pressed as the recording starts) lands in it
  // even on a busy machine: within a second, a loaded CI runner sometimes pressed it once the pan had settled.
  ...['0.412', '1.306', '1.281', '1.249', '1.262', '1.258', '1.254', '1.256', '1.255'].map((ct, i): [number, string] => [330 * (i + 1), `US,+${ct.padStart(8, '0')} ct`]),
  [3_300, 'ST,+0001.255 ct'],
];

describe('scale: the stable reading in carats straight into a stone weight', () => {
  for (const [locale, catalogue, viewport] of [
    ['en', en, { width: 1366, height: 800 }],
    ['kh', kh, { width: 390, height: 844 }],
  ] as const) {
    it.concurrent(`receives a lot weighed at the stable 1.255 ct, none of the unstable readings; a gram reading is converted exactly (${locale}, ${viewport.width})`, { timeout: 120_000 }, async ({ expect, onTestFailed }) => {
      const c: Catalogue = catalogue;
      const tag = `${locale}-${viewport.width}`;
      const context = await newContext(getBrowser(), { locale, viewport });
      contexts.push(context);
      await context.addInitScript(installStandInScale);
      await signIn(context, 'manager');
      const page = await context.newPage();
      onTestFailed(() => screenshot(page, `scale-carats-${tag}-failed`));
      await page.goto('/gem_stone');
      await page.getByRole('button', { name: c.stones.receive.button }).click();
      const dialog = page.getByRole('dialog');
      const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      await dialog.getByRole('combobox', { name: startsWith(c.stones.fields.type) }).fill('Ruby');
      await dialog.getByRole('textbox', { name: startsWith(c.stones.fields.sizeMm) }).fill('2.5');
      await dialog.getByRole('textbox', { name: startsWith(c.stones.fields.count) }).fill('6');
      await dialog.getByRole('textbox', { name: startsWith(c.stones.fields.supplier) }).fill(`Scale journey ${tag}`);
      const carats = dialog.getByRole('textbox', { name: startsWith(c.stones.fields.caratsInput) });
      const status = dialog.getByRole('status');

      // A gram reading first (the scale left in g): 0.251 g is 1.255 ct exactly (1 mg = 5 milli-carats).
      await dialog.getByRole('button', { name: c.scale.take }).click();
      await page.getByRole('button', { name: c.scale.connect }).click();
      await status.getByText(c.scale.states.waiting).waitFor();
      await scale(page).play([[0, 'ST,+00000.251  g']]);
      await expect.poll(() => carats.inputValue(), { timeout: 10_000 }).toBe('1.255');

      // Cleared, then weighed in carats: the unstable lines are shown in words and never reach the field.
      await carats.fill('');
      const values = await watchValues(page, c.stones.fields.caratsInput);
      await scale(page).play(andStonesOnThePan);
      await carats.focus();
      await page.keyboard.press('F10');
      await status.getByText(c.scale.states.unstable, { exact: false }).waitFor();
      expect(await carats.inputValue()).toBe('');
      await shot(page, `scale-carats-unstable-${tag}`);
      await expect.poll(() => carats.inputValue(), { timeout: 10_000 }).toBe('1.255');
      expect(await values.stop()).toEqual(['', '1.255']);
      await shot(page, `scale-carats-taken-${tag}`);

      // An overload changes nothing: the weighed carats stay.
      await scale(page).play([[0, 'OL,+9999999E+19 ct']]);
      await dialog.getByRole('button', { name: c.scale.take }).click();
      // (The dialog has another status line, the size chart's estimate: the scale's words are found by their text.)
      await status.getByText(c.scale.states.overload, { exact: true }).waitFor({ timeout: 10_000 });
      expect(await carats.inputValue()).toBe('1.255');

      await choose(page, dialog.getByRole('combobox', { name: startsWith(c.stones.fields.branch) }), 'PP-CM · ');
      const saved = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/stones/lots');
      await dialog.getByRole('button', { name: c.admin.common.save }).click();
      const savedRes = await saved;
      expect(savedRes.status(), await savedRes.text()).toBe(201);
      const lot = (await savedRes.json()) as StoneLotDetail;
      expect(lot.available).toEqual({ count: 6, weightMct: 1_255 });
    });
  }
});
