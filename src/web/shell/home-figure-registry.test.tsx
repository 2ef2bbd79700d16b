import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { rolePermissions, roles, type Role } from '../../shared/roles';
import { renderPageForTest, testMeOf, testQueryClient } from '../ui/render-for-test';
import { homeFigures, homeFiguresOf, preloadHomeFigures, visibleHomeFigureCards } from './home-figure-registry';
import { meQueryKey } from './session';

describe("each role's home (issue 20 §4)", () => {
  const keysOf = (role: Role) =>
    homeFiguresOf(role, homeFigures)
      .filter((figure) => !figure.anyOf || figure.anyOf.some((p) => rolePermissions[role].includes(p)))
      .map((figure) => figure.key);

  it('answers the questions of each role, in order', () => {
    expect(keysOf('owner')).toEqual(['gold-on-hand', 'sales-today', 'loss-month', 'holders-near-cap', 'entries-over-allowance', 'last-backup']);
    expect(keysOf('manager')).toEqual(['entries-waiting', 'casts-in-progress', 'late-items', 'transfers-in-transit']);
    expect(keysOf('jeweller')).toEqual(['gold-held', 'open-entries', 'loss-month']);
    expect(keysOf('caster')).toEqual(['casts-in-progress']);
    expect(keysOf('designer')).toEqual(['design-queue']);
    expect(keysOf('setter')).toEqual(['gold-held', 'stones-to-set', 'open-entries', 'loss-month']);
    // A cashier's `/` is the POS, with the day's takings on it (home-takings-strip.tsx).
    expect(keysOf('cashier')).toEqual([]);
  });

  it('gives each card a role that may read its figures, and one key', () => {
    const keys = homeFigures.map((figure) => figure.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const figure of homeFigures) {
      for (const role of figure.roles) {
        expect(roles).toContain(role);
        expect(!figure.anyOf || figure.anyOf.some((p) => rolePermissions[role].includes(p)), `${figure.key} for ${role}`).toBe(true);
      }
    }
  });

  it('shows money only to the roles that see money (DESIGN §1)', () => {
    for (const role of ['jeweller', 'caster', 'designer', 'setter'] as const) expect(keysOf(role)).not.toContain('sales-today');
  });
});

describe("the home's loader (issue 21 §3: a page's data asked for beside its chunk)", () => {
  const keysIn = (queryClient: QueryClient) =>
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey))
      .filter((key) => key !== JSON.stringify(meQueryKey));

  it.each(roles.filter((role) => role !== 'cashier'))("asks for every query the %s's cards read, so none waits for its card's chunk", async (role) => {
    const me = testMeOf(role, 'Sok Chantha', role === 'owner' ? null : 1);
    const loaderClient = testQueryClient();
    loaderClient.setQueryData(meQueryKey, me);
    await preloadHomeFigures(loaderClient, me);
    const asked = keysIn(loaderClient);

    // The cards as the home renders them, on a client of their own: the queries their hooks read.
    const pageClient = testQueryClient();
    pageClient.setQueryData(meQueryKey, me);
    const cards = visibleHomeFigureCards(me);
    await renderPageForTest({
      path: '/',
      queryClient: pageClient,
      page: () => cards.map(({ key, Component }) => <Component key={key} />),
    });
    const read = keysIn(pageClient);

    expect(cards.length).toBeGreaterThan(0);
    expect(read.length).toBeGreaterThan(0);
    expect(asked).toEqual(expect.arrayContaining(read));
  });
});
