import { afterEach, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../shared/contracts/reports/get-dashboard';
import type { SalesHomeFigures } from '../../shared/contracts/sales/get-sales-home-figures';
import { shopTime } from '../../shared/shop-time';
import { describeOnBothEngines } from '../testing/test-app';

/** The last 20:00 UTC before now: 03:00 the next day in Phnom Penh, 05:00 in Tokyo, still the same day in Los Angeles. */
function lastEightPmUtc(): Date {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 20);
  return new Date(today <= now.getTime() ? today : today - 86_400_000);
}

describeOnBothEngines("the shop.timeZone setting decides what 'today' is on the server", (ctx) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the dashboard and the counter move to the day of the zone the owner sets, and back', async () => {
    const owner = await ctx().signIn('owner');
    const setZone = async (zone: string) => {
      const res = await ctx().request({ method: 'PUT', url: '/api/platform/settings/shop.timeZone', cookie: owner, payload: { value: zone } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const today = async () => {
      const dashboard = await ctx().request({ method: 'GET', url: '/api/reports/dashboard', cookie: owner });
      const counter = await ctx().request({ method: 'GET', url: '/api/sales/home-figures', cookie: owner });
      expect(dashboard.statusCode, dashboard.body).toBe(200);
      expect(counter.statusCode, counter.body).toBe(200);
      return { dashboard: (dashboard.json() as Dashboard).day, counter: (counter.json() as SalesHomeFigures).day };
    };

    const at = lastEightPmUtc();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    const inPhnomPenh = shopTime('Asia/Phnom_Penh').dayOf(at);
    const inLosAngeles = shopTime('America/Los_Angeles').dayOf(at);
    expect(inPhnomPenh).not.toBe(inLosAngeles);

    expect(await today()).toEqual({ dashboard: inPhnomPenh, counter: inPhnomPenh });
    await setZone('America/Los_Angeles');
    expect(await today()).toEqual({ dashboard: inLosAngeles, counter: inLosAngeles });
    // The web learns the zone with the session.
    const me = await ctx().request({ method: 'GET', url: '/api/platform/me', cookie: owner });
    expect(me.json()).toMatchObject({ shopTimeZone: 'America/Los_Angeles' });
    await setZone('Asia/Phnom_Penh');
    expect(await today()).toEqual({ dashboard: inPhnomPenh, counter: inPhnomPenh });
  });
});
