import type { APIRequestContext, Browser, BrowserContext, Cookie, Locator, Page, Response } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { newContext, screenshot, signIn, useBrowser, type NewContextOptions } from './support/browser';

/**
 * The administration pages end to end: branches, general settings, users,
 * staff, designers and the audit log, as the owner in English and in Khmer,
 * and what a cashier is refused.
 */

const getBrowser = useBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/**
 * One sign-in per user for the whole file, its cookies reused by every new
 * context: /api/platform/login allows 20 sign-ins a minute per address, and
 * the other journeys of the run sign in from the same address.
 */
const sessionCookies = new Map<string, Cookie[]>();

async function contextAs(browser: Browser, username: string, options: NewContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(browser, options);
  contexts.push(context);
  const cookies = sessionCookies.get(username);
  if (cookies) {
    await context.addCookies(cookies);
  } else {
    await signIn(context, username);
    sessionCookies.set(username, await context.cookies());
  }
  return context;
}

async function openAs(username: string, path: string, options: NewContextOptions = {}): Promise<Page> {
  const context = await contextAs(getBrowser(), username, options);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** A screenshot once CSS transitions (a dialog fading in, say) have finished. */
async function settledScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  await screenshot(page, name);
}

const mutationHeaders = (language: 'en' | 'km') => ({ 'X-Requested-With': 'atelier', 'Accept-Language': language });

/** The next response of `method path…` (set up before the action that sends it). */
const nextResponse = (page: Page, method: string, path: string | RegExp): Promise<Response> =>
  page.waitForResponse((res) => {
    const { pathname } = new URL(res.url());
    return res.request().method() === method && (typeof path === 'string' ? pathname === path : path.test(pathname));
  });

/** The error text Mantine shows under an input (linked through aria-describedby), or null. */
async function fieldError(input: Locator): Promise<string | null> {
  return input.evaluate((element) => {
    for (const id of (element.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
      if (id.endsWith('-error')) return document.getElementById(id)?.textContent ?? null;
    }
    return null;
  });
}

/** Picks an option of a Mantine Select (its dropdown lives in a portal). */
async function choose(page: Page, select: Locator, option: string, typed?: string): Promise<void> {
  await select.click();
  if (typed !== undefined) await select.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** Rows of `scope` with a cell reading exactly `cellText`. */
const rowWith = (scope: Page | Locator, cellText: string) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('row').filter({ has: page.getByRole('cell', { name: cellText, exact: true }) });
};

interface BranchJson {
  id: number;
  code: string;
  nameKh: string;
  nameEn: string;
  active: boolean;
}

async function findBranches(request: APIRequestContext, search?: string): Promise<{ items: BranchJson[]; total: number }> {
  const res = await request.get('/api/platform/branches', { params: { pageSize: 200, ...(search ? { search } : {}) } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { items: BranchJson[]; total: number };
}

describe('branches', () => {
  test('the owner creates, edits and deactivates a branch, and the audit log shows it', { timeout: 120_000 }, async () => {
    const page = await openAs('owner', '/branch', { locale: 'en' });
    await heading(page, 'Branches').waitFor();
    await rowWith(page, 'PP-CM').waitFor();
    await settledScreenshot(page, 'branch-en');

    // Create.
    await page.getByRole('button', { name: 'New branch' }).click();
    const dialog = page.getByRole('dialog', { name: 'New branch' });
    await dialog.waitFor();
    await dialog.getByLabel('Code').fill('e2e-rv');
    expect(await dialog.getByLabel('Code').inputValue()).toBe('E2E-RV'); // typed in capitals
    await dialog.getByLabel('Name in Khmer').fill('ឫស្សីកែវ');
    await dialog.getByLabel('Name in English').fill('Russey Keo');
    await dialog.getByLabel('Phone').fill('012 111 222');
    await dialog.getByLabel('Address').fill('National Road 5, Russey Keo');
    const created = nextResponse(page, 'POST', '/api/platform/branches');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const createdRes = await created;
    expect(createdRes.status()).toBe(201);
    const branch = (await createdRes.json()) as BranchJson;
    expect(branch).toMatchObject({ code: 'E2E-RV', nameKh: 'ឫស្សីកែវ', nameEn: 'Russey Keo', active: true });
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('snackbar').filter({ hasText: 'Saved' }).waitFor();
    const row = rowWith(page, 'E2E-RV');
    await row.getByText('Russey Keo', { exact: true }).waitFor();
    await row.getByText('ឫស្សីកែវ', { exact: true }).waitFor(); // the other language under it
    expect(await row.getByText('Active', { exact: true }).count()).toBe(1);

    // Edit.
    await row.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit branch' });
    await editDialog.waitFor();
    expect(await editDialog.getByLabel('Code').inputValue()).toBe('E2E-RV');
    expect(await editDialog.getByLabel('Name in English').inputValue()).toBe('Russey Keo');
    await editDialog.getByLabel('Name in English').fill('Russey Keo Market');
    const updated = nextResponse(page, 'PATCH', `/api/platform/branches/${branch.id}`);
    await editDialog.getByRole('button', { name: 'Save' }).click();
    expect((await updated).status()).toBe(200);
    await editDialog.waitFor({ state: 'hidden' });
    await row.getByText('Russey Keo Market', { exact: true }).waitFor();

    // Deactivate: it leaves the active list and shows as inactive with the deactivated ones.
    await row.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate this branch?' });
    await confirm.getByText('Russey Keo Market will no longer be offered for new records.', { exact: false }).waitFor();
    const deactivated = nextResponse(page, 'PATCH', `/api/platform/branches/${branch.id}`);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    expect((await deactivated).status()).toBe(200);
    await confirm.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Show deactivated').check({ force: true });
    await row.getByText('Inactive', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Activate' }).count()).toBe(1);
    const [stored] = (await findBranches(page.request, 'E2E-RV')).items;
    expect(stored).toMatchObject({ id: branch.id, nameEn: 'Russey Keo Market', active: false });

    // The audit log: the creation (no before, every field after) and the edit (before → after).
    await page.goto('/setting?tab=auditLog');
    await heading(page, 'Configuration').waitFor();
    // Actions in words, people by name, the record named (issue 20 §3).
    await choose(page, page.getByRole('combobox', { name: 'Action', exact: true }), 'Branch added', 'Branch added');
    const actionCells = page.locator('tbody tr td:nth-child(3)');
    const listedActions = async () => [...new Set(await actionCells.allTextContents())];
    await expect.poll(listedActions, { timeout: 15_000 }).toEqual(['Branch added']);
    const createRow = rowWith(page, `Branch ${branch.id}`).filter({ hasText: 'Branch added' });
    await createRow.waitFor();
    expect(await createRow.getByRole('cell', { name: 'Sok Chantha', exact: true }).count()).toBe(1);
    expect(await createRow.getByRole('cell', { name: 'owner', exact: true }).count()).toBe(0);
    await createRow.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Details' });
    await details.waitFor();
    const codeChange = rowWith(details, 'code');
    expect(await codeChange.getByRole('cell').allTextContents()).toEqual(['code', '—', 'E2E-RV']);
    expect(await rowWith(details, 'nameEn').getByRole('cell').allTextContents()).toEqual(['nameEn', '—', 'Russey Keo']);
    await settledScreenshot(page, 'audit-branch-create-en');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    await choose(page, page.getByRole('combobox', { name: 'Action', exact: true }), 'Branch changed', 'Branch changed');
    await expect.poll(listedActions, { timeout: 15_000 }).toEqual(['Branch changed']);
    const updateRows = rowWith(page, `Branch ${branch.id}`).filter({ hasText: 'Branch changed' });
    await expect.poll(() => updateRows.count(), { timeout: 15_000 }).toBe(2);
    // Newest first: the deactivation, then the rename.
    await updateRows.nth(1).getByRole('button', { name: 'Details' }).click();
    await details.waitFor();
    expect(await rowWith(details, 'nameEn').getByRole('cell').allTextContents()).toEqual([
      'nameEn',
      'Russey Keo',
      'Russey Keo Market',
    ]);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    await updateRows.nth(0).getByRole('button', { name: 'Details' }).click();
    await details.waitFor();
    expect(await rowWith(details, 'active').getByRole('cell').allTextContents()).toEqual(['active', 'true', 'false']);
  });

  test('a bad branch creates nothing and says why, in the reader’s language', { timeout: 90_000 }, async () => {
    const page = await openAs('owner', '/branch', { locale: 'en' });
    await heading(page, 'Branches').waitFor();
    const before = await findBranches(page.request);
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/platform/branches') posts.push(req.url());
    });

    await page.getByRole('button', { name: 'New branch' }).click();
    const dialog = page.getByRole('dialog', { name: 'New branch' });
    await dialog.getByLabel('Name in Khmer').fill('សាខាខុស');
    await dialog.getByLabel('Name in English').fill('Wrong branch');
    const code = dialog.getByLabel('Code');

    // Empty code: the shared contract refuses it before anything is sent.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fieldError(code)).toBe('Required');
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    // A code the contract accepts but the server refuses (taken): its field error, in English.
    await code.fill('PP-CM');
    expect(await fieldError(code)).toBeNull();
    const refused = nextResponse(page, 'POST', '/api/platform/branches');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const refusedRes = await refused;
    expect(refusedRes.status()).toBe(409);
    expect(await refusedRes.json()).toMatchObject({
      error: { code: 'conflict.duplicate', fields: { code: 'This PP-CM already exists' } },
    });
    await expect.poll(() => fieldError(code)).toBe('This PP-CM already exists');
    expect(await dialog.isVisible()).toBe(true);
    await settledScreenshot(page, 'branch-duplicate-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The same in Khmer (the default language).
    const kh = await openAs('owner', '/branch');
    await heading(kh, 'សាខា').waitFor();
    await kh.getByRole('button', { name: 'សាខាថ្មី' }).click();
    const khDialog = kh.getByRole('dialog', { name: 'សាខាថ្មី' });
    await khDialog.getByLabel('ឈ្មោះជាភាសាខ្មែរ').fill('សាខាខុស');
    await khDialog.getByLabel('ឈ្មោះជាភាសាអង់គ្លេស').fill('Wrong branch');
    const khCode = khDialog.getByLabel('លេខកូដ');
    await khDialog.getByRole('button', { name: 'រក្សាទុក' }).click();
    await expect.poll(() => fieldError(khCode)).toBe('ត្រូវតែបំពេញ');
    await khCode.fill('WS');
    const khRefused = nextResponse(kh, 'POST', '/api/platform/branches');
    await khDialog.getByRole('button', { name: 'រក្សាទុក' }).click();
    expect((await khRefused).status()).toBe(409);
    await expect.poll(() => fieldError(khCode)).toBe('WS នេះមានរួចហើយ');
    await settledScreenshot(kh, 'branch-duplicate-kh');

    // The server holds the same rule as the form, and words it per Accept-Language.
    for (const [language, required] of [
      ['en', 'Required'],
      ['km', 'ត្រូវតែបំពេញ'],
    ] as const) {
      const res = await page.request.post('/api/platform/branches', {
        data: { code: '', nameKh: 'សាខាខុស', nameEn: 'Wrong branch' },
        headers: mutationHeaders(language),
      });
      expect(res.status()).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'validation.failed', fields: { code: required } } });
    }

    expect(posts).toHaveLength(1); // only the duplicate reached the server from the English page
    const after = await findBranches(page.request);
    expect(after.total).toBe(before.total);
    expect(after.items.map((b) => b.nameEn)).not.toContain('Wrong branch');
  });
});

describe('configuration', () => {
  test('the owner renames the shop, and the new name is still there after a reload', { timeout: 90_000 }, async () => {
    const page = await openAs('owner', '/setting', { locale: 'en' });
    await heading(page, 'Configuration').waitFor();
    expect(await page.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    const card = page.getByTestId('setting-shop.name');
    const english = card.getByLabel('English');
    const khmer = card.getByLabel('Khmer');
    await card.getByText('Shop name', { exact: true }).waitFor();
    const original = { kh: await khmer.inputValue(), en: await english.inputValue() };
    expect(original).toEqual({ kh: 'ហាងមាស អាតេលីយេ', en: 'Atelier Gold' });
    const save = card.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true); // nothing changed yet

    try {
      // An empty name is refused by the setting's own rule, in English.
      await english.fill('');
      await save.click();
      await expect.poll(() => fieldError(english)).toBe('Required');

      await english.fill('Atelier Gold & Diamonds');
      const saved = nextResponse(page, 'PUT', '/api/platform/settings/shop.name');
      await save.click();
      const savedRes = await saved;
      expect(savedRes.status()).toBe(200);
      expect(await savedRes.json()).toMatchObject({ value: { kh: original.kh, en: 'Atelier Gold & Diamonds' }, canEdit: true });
      await page.getByTestId('snackbar').filter({ hasText: 'Saved' }).waitFor();
      await card.getByText(/^Last changed /).waitFor();

      await page.reload();
      await heading(page, 'Configuration').waitFor();
      await expect.poll(() => english.inputValue()).toBe('Atelier Gold & Diamonds');
      expect(await khmer.inputValue()).toBe(original.kh);
      expect(await save.isDisabled()).toBe(true);
    } finally {
      // Other journeys of the run read the shop's name.
      const res = await page.request.put('/api/platform/settings/shop.name', {
        data: { value: original },
        headers: mutationHeaders('en'),
      });
      expect(res.status()).toBe(200);
    }
  });

  test('the owner adds a jeweller to the staff, then a sign-in account for them; designers list only designers', { timeout: 120_000 }, async () => {
    const page = await openAs('owner', '/setting?tab=staff', { locale: 'en' });
    await heading(page, 'Configuration').waitFor();
    expect(await page.getByRole('tab', { name: 'Staff' }).getAttribute('aria-selected')).toBe('true');
    await rowWith(page, 'S001').waitFor();

    // Staff tab: a new jeweller, the code left empty for the next number.
    await page.getByRole('button', { name: 'New staff member' }).click();
    const staffDialog = page.getByRole('dialog', { name: 'New staff member' });
    await staffDialog.getByLabel('Name in Khmer').fill('លោក ណុប ពិសិដ្ឋ');
    await staffDialog.getByLabel('Name in English').fill('Nob Piseth');
    await choose(page, staffDialog.getByLabel('Kind of work'), 'Jeweller');
    await choose(page, staffDialog.getByLabel('Branch'), 'WS · Workshop', 'Work');
    const staffCreated = nextResponse(page, 'POST', '/api/platform/staff');
    await staffDialog.getByRole('button', { name: 'Save' }).click();
    const staffRes = await staffCreated;
    expect(staffRes.status()).toBe(201);
    const member = (await staffRes.json()) as { id: number; code: string; kind: string; userId: number | null };
    expect(member).toMatchObject({ kind: 'jeweller', userId: null });
    expect(member.code).toMatch(/^S\d{3}$/);
    await staffDialog.waitFor({ state: 'hidden' });
    const staffRow = rowWith(page, member.code);
    await staffRow.getByText('Nob Piseth', { exact: true }).waitFor();
    expect(await staffRow.getByRole('cell', { name: 'Jeweller', exact: true }).count()).toBe(1);
    expect(await staffRow.getByRole('cell', { name: 'Workshop', exact: true }).count()).toBe(1);
    expect(await staffRow.getByText('No account', { exact: true }).count()).toBe(1);

    // Users tab: an account for that jeweller, signing in by QR code only.
    await page.getByRole('tab', { name: 'Users' }).click();
    await rowWith(page, 'jeweller1').waitFor();
    await settledScreenshot(page, 'setting-users-en');
    await page.getByRole('button', { name: 'New user' }).click();
    const userDialog = page.getByRole('dialog', { name: 'New user' });
    await choose(page, userDialog.getByLabel('Staff member'), `${member.code} · Nob Piseth`, member.code);
    // Picking the staff member fills the display name and the branch.
    await expect.poll(() => userDialog.getByLabel('Display name').inputValue()).toBe('Nob Piseth');
    expect(await userDialog.getByLabel('Branch').inputValue()).toBe('WS · Workshop');
    await userDialog.getByLabel('Username').fill('piseth');
    await choose(page, userDialog.getByLabel('Role'), 'Jeweller');
    const userCreated = nextResponse(page, 'POST', '/api/platform/users');
    await userDialog.getByRole('button', { name: 'Save' }).click();
    const userRes = await userCreated;
    expect(userRes.status()).toBe(201);
    const user = (await userRes.json()) as { id: number; role: string; staffId: number; hasPassword: boolean };
    expect(user).toMatchObject({ role: 'jeweller', staffId: member.id, hasPassword: false });
    await userDialog.waitFor({ state: 'hidden' });
    const userRow = rowWith(page, 'piseth');
    await userRow.waitFor();
    expect(await userRow.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Nob Piseth', 'Jeweller', 'Workshop', 'QR code only', 'Active']),
    );

    // The staff list now shows the member's account.
    await page.getByRole('tab', { name: 'Staff' }).click();
    await staffRow.getByText('Account', { exact: true }).waitFor();

    // Designers tab: designers only, and no kind column to choose from.
    const designersLoaded = nextResponse(page, 'GET', '/api/platform/staff');
    await page.getByRole('tab', { name: 'Designers' }).click();
    await designersLoaded;
    const designers = (await (
      await page.request.get('/api/platform/staff', { params: { kind: 'designer', active: 'true', pageSize: 200 } })
    ).json()) as { items: { code: string; kind: string }[] };
    expect(designers.items.length).toBeGreaterThan(0);
    expect(designers.items.every((d) => d.kind === 'designer')).toBe(true);
    const panel = page.getByRole('tabpanel', { name: 'Designers' });
    await panel.getByText('Ly Many', { exact: true }).waitFor();
    const codes = await panel.locator('tbody tr td:first-child').allTextContents();
    expect(codes.sort()).toEqual(designers.items.map((d) => d.code).sort());
    expect(await panel.getByText('Heng Vichet', { exact: true }).count()).toBe(0);
    expect(await panel.getByText(member.code, { exact: true }).count()).toBe(0);
    expect(await panel.getByRole('columnheader', { name: 'Kind of work' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'New designer' }).waitFor();
  });

  test('in Khmer, the default, the configuration and branch pages speak Khmer', { timeout: 90_000 }, async () => {
    const page = await openAs('owner', '/setting?tab=users');
    await heading(page, 'ការកំណត់').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('km');
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs).toEqual(['ទូទៅ', 'បញ្ជីមេ', 'អ្នកប្រើប្រាស់', 'បុគ្គលិក', 'អ្នករចនា', 'កំណត់ត្រាសកម្មភាព']);
    const manager = rowWith(page, 'manager');
    await manager.waitFor();
    expect(await manager.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Mao Sreyneath', 'អ្នកគ្រប់គ្រង', 'រោងជាង', 'ពាក្យសម្ងាត់', 'សកម្ម']),
    );
    // The signed-in owner's own row is marked.
    await page.getByRole('row').filter({ hasText: 'Sok Chantha' }).getByText('អ្នក', { exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'ឈ្មោះអ្នកប្រើ' }).waitFor();
    await page.getByRole('button', { name: 'អ្នកប្រើថ្មី' }).waitFor();
    await settledScreenshot(page, 'setting-users-kh');

    await page.goto('/branch');
    await heading(page, 'សាខា').waitFor();
    await page.getByText('តុលក់ និងរោងជាង', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'សាខាថ្មី' }).waitFor();
    const central = rowWith(page, 'PP-CM');
    await central.waitFor();
    // The Khmer name first, the English one under it.
    expect(await central.getByRole('cell').nth(1).locator('p').allTextContents()).toEqual(['ផ្សារធំថ្មី', 'Central Market']);
    await central.getByText('សកម្ម', { exact: true }).waitFor();
    await settledScreenshot(page, 'branch-kh');
  });
});

describe('a cashier', () => {
  test('sees configuration read-only, without users or the audit log, and the API refuses them', { timeout: 90_000 }, async () => {
    const page = await openAs('cashier', '/setting', { locale: 'en' });
    await heading(page, 'Configuration').waitFor();
    await page.getByText('Only the owner can change these settings: they touch money, tax identity or security.', { exact: true }).waitFor();
    // Staff records carry phone numbers: owner and manager only.
    expect(await page.getByRole('tab').allTextContents()).toEqual(['General', 'Catalogues']);
    const card = page.getByTestId('setting-shop.name');
    expect(await card.getByLabel('English').isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await settledScreenshot(page, 'setting-cashier-en');

    // A linked tab they may not see falls back to the first one.
    await page.goto('/setting?tab=users');
    await heading(page, 'Configuration').waitFor();
    await page.getByTestId('setting-shop.name').waitFor();
    expect(await page.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('button', { name: 'New user' }).count()).toBe(0);

    // Branches: the list, no way to change it.
    await page.goto('/branch');
    await heading(page, 'Branches').waitFor();
    await rowWith(page, 'PP-CM').waitFor();
    expect(await page.getByRole('button', { name: 'New branch' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);

    const request = page.request;
    const forbidden = { error: { code: 'auth.forbidden', message: 'You are not allowed to do this' } };
    const headers = mutationHeaders('en');
    const refusals = [
      await request.get('/api/platform/users', { headers }),
      await request.get('/api/platform/audit-log', { headers }),
      await request.get('/api/platform/staff', { headers }),
      await request.post('/api/platform/users', { headers, data: { username: 'sneaky', displayName: 'Sneaky', role: 'owner' } }),
      await request.post('/api/platform/branches', { headers, data: { code: 'NOPE', nameKh: 'ទេ', nameEn: 'Nope' } }),
      await request.put('/api/platform/settings/shop.name', { headers, data: { value: { kh: 'ទេ', en: 'Nope' } } }),
    ];
    for (const res of refusals) {
      expect(res.status(), res.url()).toBe(403);
      expect(await res.json()).toMatchObject(forbidden);
    }
    const inKhmer = await request.get('/api/platform/users', { headers: mutationHeaders('km') });
    expect(await inKhmer.json()).toMatchObject({ error: { message: 'អ្នកមិនមានសិទ្ធិធ្វើការនេះទេ' } });
    expect((await findBranches(request, 'NOPE')).total).toBe(0);
  });
});
