import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayMoveRatesBothWays, rateDirection } from './rate-direction';

const rate = fc.integer({ min: 1, max: 100_000_00 });
const reason = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '');

describe('rate direction at the counter', () => {
  it('no rate asked, or the rate in force: the rate in force, unchanged, no reason needed', () => {
    expect(rateDirection('ask', 250_00, {}, false)).toEqual({ ok: true, rateCentsPerChi: 250_00, change: null });
    expect(rateDirection('bid', 240_00, { rateCentsPerChi: 240_00 }, false)).toEqual({ ok: true, rateCentsPerChi: 240_00, change: null });
  });

  it('a cashier raises an ask or lowers a bid with a reason; the change keeps the rate in force and the reason', () => {
    expect(rateDirection('ask', 250_00, { rateCentsPerChi: 260_00, rateChangeReason: ' rate rose at 10:00 ' }, false)).toEqual({
      ok: true,
      rateCentsPerChi: 260_00,
      change: { rateInForceCentsPerChi: 250_00, reason: 'rate rose at 10:00' },
    });
    expect(rateDirection('bid', 240_00, { rateCentsPerChi: 230_00, rateChangeReason: 'worn' }, false)).toEqual({
      ok: true,
      rateCentsPerChi: 230_00,
      change: { rateInForceCentsPerChi: 240_00, reason: 'worn' },
    });
  });

  it('a cashier never lowers an ask nor raises a bid', () => {
    expect(rateDirection('ask', 250_00, { rateCentsPerChi: 249_99, rateChangeReason: 'friend' }, false)).toEqual({ ok: false, problem: 'askMayOnlyRise', field: 'rateCentsPerChi' });
    expect(rateDirection('bid', 240_00, { rateCentsPerChi: 240_01, rateChangeReason: 'friend' }, false)).toEqual({ ok: false, problem: 'bidMayOnlyFall', field: 'rateCentsPerChi' });
  });

  it('a change without a reason (or only spaces) is refused, naming the reason', () => {
    expect(rateDirection('ask', 250_00, { rateCentsPerChi: 260_00 }, false)).toEqual({ ok: false, problem: 'reasonRequired', field: 'rateChangeReason' });
    expect(rateDirection('bid', 240_00, { rateCentsPerChi: 250_00, rateChangeReason: '   ' }, true)).toEqual({ ok: false, problem: 'reasonRequired', field: 'rateChangeReason' });
  });

  it('only the owner moves either way', () => {
    expect(mayMoveRatesBothWays('owner')).toBe(true);
    for (const role of ['manager', 'cashier'] as const) expect(mayMoveRatesBothWays(role)).toBe(false);
  });

  it('property: the rate used is the one asked or refused; a cashier\'s rate is never on the customer\'s side of the one in force', () => {
    fc.assert(
      fc.property(fc.constantFrom('ask' as const, 'bid' as const), rate, rate, reason, fc.boolean(), (side, inForce, wanted, why, owner) => {
        const result = rateDirection(side, inForce, { rateCentsPerChi: wanted, rateChangeReason: why }, owner);
        const shopsSide = side === 'ask' ? wanted >= inForce : wanted <= inForce;
        if (owner || shopsSide) {
          expect(result).toMatchObject({ ok: true, rateCentsPerChi: wanted });
          if (result.ok) expect(result.change === null).toBe(wanted === inForce);
        } else {
          expect(result.ok).toBe(false);
        }
      }),
    );
  });
});
