import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import type { BackupCheckResult, BackupRecord } from '../src/shared/contracts/platform/backups';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';

/**
 * Automatic backups (issue 23 §4) in the browser, as the owner: a folder that
 * does not exist is refused in words, a real one is saved, "back up now"
 * writes a file there and lists it, "check" restores it into a scratch
 * database and says it is good, and the owner's home shows when it was made.
 */

const getBrowser = useBrowser();
const contexts: BrowserContext[] = [];
const folder = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-backups-'));

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const nextResponse = (page: Page, method: string, pathname: string | RegExp): Promise<Response> =>
  page.waitForResponse((res) => {
    const at = new URL(res.url()).pathname;
    return res.request().method() === method && (typeof pathname === 'string' ? at === pathname : pathname.test(at));
  });

describe('backups, as the owner', () => {
  test('sets a folder, backs up now, sees it listed, checks it, and sees the last backup on the home card', async () => {
    const context = await newContext(getBrowser(), { locale: 'en', viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    await signIn(context, 'owner');
    const page = await context.newPage();
    await page.goto('/setting/backup');
    await page.getByRole('heading', { name: 'Backups', level: 1 }).waitFor();
    await page.getByTestId('backups-empty').waitFor();

    // A drive that is not plugged in: refused on the field, in words, nothing saved.
    const folderInput = page.getByTestId('backup-folder');
    await folderInput.fill(path.join(folder, 'not-plugged-in'));
    const refused = nextResponse(page, 'PUT', '/api/platform/backups/settings');
    await page.getByTestId('backup-save').click();
    expect((await refused).status()).toBe(400);
    await page.getByText(/There is no folder .*not-plugged-in on the server machine/).waitFor();
    await expect(page.getByTestId('backup-now').isDisabled()).resolves.toBe(true);

    await folderInput.fill(folder);
    const saved = nextResponse(page, 'PUT', '/api/platform/backups/settings');
    await page.getByTestId('backup-save').click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('snackbar').filter({ hasText: 'Saved' }).waitFor();
    await page.getByTestId('backup-next-run').filter({ hasText: 'Next daily backup:' }).waitFor();

    const made = nextResponse(page, 'POST', '/api/platform/backups');
    await page.getByTestId('backup-now').click();
    const record = (await (await made).json()) as BackupRecord;
    expect(record.state).toBe('ok');
    expect(path.dirname(record.file!)).toBe(folder);
    expect(existsSync(record.file!)).toBe(true);
    expect(readdirSync(folder)).toEqual([path.basename(record.file!)]);
    const row = page.getByTestId('backup-row').filter({ hasText: path.basename(record.file!) });
    await row.waitFor();
    await expect(row.getAttribute('data-state')).resolves.toBe('ok');
    await expect(row.textContent()).resolves.toContain('Good');

    const checked = nextResponse(page, 'POST', `/api/platform/backups/${record.id}/check`);
    await row.getByTestId('backup-check').click();
    const result = (await (await checked).json()) as BackupCheckResult;
    expect(result).toMatchObject({ ok: true, differences: [] });
    const report = page.getByTestId('backup-check-result');
    await report.waitFor({ timeout: 10_000 });
    await expect(report.getAttribute('data-ok')).resolves.toBe('true');
    await expect(report.textContent()).resolves.toMatch(/This backup is good.*gold balances are exactly as recorded/);
    await screenshot(page, 'backups-checked-en-1366');

    await page.goto('/');
    const card = page.getByTestId('home-figure-last-backup');
    await card.waitFor();
    const time = card.getByTestId('last-backup-time');
    await time.waitFor();
    await expect(time.getAttribute('data-warning')).resolves.toBe('none');
    await expect(time.textContent()).resolves.toMatch(/\d{4}, \d{1,2}:\d{2}/);
    await expect(card.textContent()).resolves.toContain('Within the last day');
    await card.click();
    await page.waitForURL('**/setting/backup');
    await screenshot(page, 'backups-home-card-en-1366');
  }, 240_000);

  test('a manager is not given the backups page', async () => {
    const context = await newContext(getBrowser(), { locale: 'en' });
    contexts.push(context);
    await signIn(context, 'manager');
    const res = await context.request.get('/api/platform/backups');
    expect(res.status()).toBe(403);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-figures').waitFor();
    await expect(page.getByTestId('home-figure-last-backup').count()).resolves.toBe(0);
    await page.goto('/setting/backup');
    await page.getByTestId('backups-owner-only').waitFor();
  });
});
