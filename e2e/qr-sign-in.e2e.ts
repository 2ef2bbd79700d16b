import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { baseUrl, newContext, screenshot, signIn, useBrowser, type NewContextOptions } from './support/browser';

/**
 * QR sign-in end to end: a manager shows a jeweller's one-time code, the
 * jeweller's phone (a browser with no cookies) opens its link and is signed
 * in; the same link never works twice, and nobody gets a code for the owner
 * unless they are an owner.
 */

const getBrowser = useBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const phone = { viewport: { width: 390, height: 844 } } as const;

async function track(browser: Browser, options: NewContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(browser, options);
  contexts.push(context);
  return context;
}

/** A screenshot once CSS transitions (a dialog fading in, say) have finished. */
async function settledScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  await screenshot(page, name);
}

const nextResponse = (page: Page, method: string, pathname: string): Promise<Response> =>
  page.waitForResponse((res) => res.request().method() === method && new URL(res.url()).pathname === pathname);

const userRow = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });

interface UserJson {
  id: number;
  username: string;
  displayName: string;
  role: string;
}

describe('QR sign-in', () => {
  test('a manager’s code signs the jeweller’s phone in once; a second use is refused', { timeout: 120_000 }, async () => {
    const browser = getBrowser();
    const office = await track(browser, { locale: 'en' });
    await signIn(office, 'manager');
    const page = await office.newPage();
    await page.goto('/setting?tab=users');
    await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
    const row = userRow(page, 'jeweller1');
    await row.waitFor();

    // The manager opens the jeweller's sign-in code.
    const linkCreated = nextResponse(page, 'POST', '/api/platform/login-links');
    await row.getByRole('button', { name: 'QR sign-in' }).click();
    const created = await linkCreated;
    expect(created.status()).toBe(200);
    const { path } = (await created.json()) as { path: string; expiresAt: string };
    const dialog = page.getByRole('dialog', { name: 'Sign-in QR code' });
    await dialog.getByText('For Heng Vichet', { exact: true }).waitFor();
    const image = dialog.getByTestId('login-qr-image');
    await image.waitFor();
    expect(await image.getAttribute('alt')).toBe('QR code to sign in');
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // A link lives 2 minutes; the countdown never says more, not even as it first shows.
    const countdown = dialog.getByText(/^Expires in \d+:\d\d$/);
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/^Expires in (2:00|1:[0-5]\d)$/);
    const link = (await image.getAttribute('data-login-url')) ?? '';
    expect(link).toBe(new URL(path, baseUrl()).toString());
    const url = new URL(link);
    expect(url.pathname).toBe('/login/qr');
    expect(url.searchParams.get('token')).toMatch(/^.{16,}$/);
    const jeweller = (await (
      await office.request.get('/api/platform/users', { params: { search: 'jeweller1' } })
    ).json()) as { items: UserJson[] };
    expect(url.searchParams.get('user_id')).toBe(String(jeweller.items.find((u) => u.username === 'jeweller1')?.id));
    await settledScreenshot(page, 'qr-dialog-en');

    // The phone: a fresh browser, no cookies, opens the link and lands on the launcher, signed in.
    const phoneContext = await track(browser, { ...phone, locale: 'en' });
    const phonePage = await phoneContext.newPage();
    const redeemed = nextResponse(phonePage, 'POST', '/api/platform/login-links/redeem');
    await phonePage.goto(link);
    expect((await redeemed).status()).toBe(200);
    await phonePage.waitForURL((address) => address.pathname === '/');
    await phonePage.getByRole('heading', { level: 1, name: 'Hello, Heng Vichet' }).waitFor();
    expect(phonePage.url()).toBe(`${baseUrl()}/`);
    expect(phonePage.url()).not.toContain('token');
    // Nor is the token left in the history.
    expect(await phonePage.evaluate(() => window.location.search)).toBe('');
    await phonePage.getByTestId('user-menu').click();
    await phonePage.getByText('Heng Vichet · jeweller1', { exact: true }).waitFor();
    await settledScreenshot(phonePage, 'qr-phone-signed-in-en');
    const me = (await (await phoneContext.request.get('/api/platform/me')).json()) as { user: UserJson };
    expect(me.user).toMatchObject({ username: 'jeweller1', role: 'jeweller' });

    // The same link again, on another fresh phone (Khmer, the default): refused, in Khmer.
    const second = await track(browser, phone);
    const secondPage = await second.newPage();
    const refused = nextResponse(secondPage, 'POST', '/api/platform/login-links/redeem');
    await secondPage.goto(link);
    expect((await refused).status()).toBe(401);
    const alert = secondPage.getByTestId('login-qr-error').getByRole('alert');
    await alert.getByText('កូដ QR នេះផុតកំណត់ ឬត្រូវបានប្រើរួចហើយ។ សូមសុំកូដថ្មីពីអ្នកគ្រប់គ្រងរបស់អ្នក។', { exact: true }).waitFor();
    await alert.getByText('ការចូលប្រើមិនបានសម្រេច។', { exact: true }).waitFor();
    expect(new URL(secondPage.url()).search).toBe('');
    expect(new URL(secondPage.url()).pathname).toBe('/login/qr');
    expect((await second.request.get('/api/platform/me')).status()).toBe(401);
    await settledScreenshot(secondPage, 'qr-reused-kh');

    // And in English on a third one.
    const third = await track(browser, { ...phone, locale: 'en' });
    const thirdPage = await third.newPage();
    await thirdPage.goto(link);
    await thirdPage
      .getByTestId('login-qr-error')
      .getByText('This QR code has expired or was already used. Ask your manager for a new one.', { exact: true })
      .waitFor();
    await thirdPage.getByRole('link', { name: 'Other ways to sign in' }).waitFor();

    // The office stays signed in as the manager.
    expect((await office.request.get('/api/platform/me')).status()).toBe(200);
  });

  test('a manager cannot make a code for the owner: no button, and the API answers 403', { timeout: 90_000 }, async () => {
    const office = await track(getBrowser(), { locale: 'en' });
    await signIn(office, 'manager');
    const page = await office.newPage();
    await page.goto('/setting?tab=users');
    await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
    const ownerRow = userRow(page, 'owner');
    await ownerRow.waitFor();
    await userRow(page, 'jeweller2').getByRole('button', { name: 'QR sign-in' }).waitFor();
    expect(await ownerRow.getByRole('button').count()).toBe(0);

    const users = (await (await office.request.get('/api/platform/users', { params: { role: 'owner' } })).json()) as {
      items: UserJson[];
    };
    const owner = users.items.find((u) => u.username === 'owner');
    expect(owner).toBeDefined();
    for (const [language, message] of [
      ['en', 'You are not allowed to do this'],
      ['km', 'អ្នកមិនមានសិទ្ធិធ្វើការនេះទេ'],
    ] as const) {
      const res = await office.request.post('/api/platform/login-links', {
        data: { userId: owner!.id },
        headers: { 'X-Requested-With': 'atelier', 'Accept-Language': language },
      });
      expect(res.status()).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'auth.forbidden', message } });
    }
  });
});
