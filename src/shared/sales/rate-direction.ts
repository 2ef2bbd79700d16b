import type { Role } from '../roles';
import { roleCan } from '../roles';

/**
 * A line's rate changed at the counter (DESIGN §3.2, §3.8; issue 19). The rate
 * in force is the published one: a piece sells at the ask, old gold is bought
 * at the bid. A cashier may move it only in the shop's favour: raise a
 * piece's ask (sell dearer) or lower old gold's bid (buy cheaper), never the
 * reverse, which would give the shop's margin away at the counter. The owner
 * (who sets the prices: `sales.pricing`) may move it either way. Any change
 * needs a reason, which the line keeps beside the rate in force so the
 * receipt and the invoice show both.
 *
 * One home for the rule: the pricing of piece lines and of old-gold lines both
 * call `rateDirection`.
 */
export type RateSide = 'ask' | 'bid';

/** What a line asks for: the rate to use (absent: the one in force) and why. */
export interface RequestedRate {
  readonly rateCentsPerChi?: number | undefined;
  readonly rateChangeReason?: string | undefined;
}

export type RateDirectionProblem =
  /** A cashier lowering a piece's ask. */
  | 'askMayOnlyRise'
  /** A cashier raising old gold's bid. */
  | 'bidMayOnlyFall'
  /** A changed rate without a reason. */
  | 'reasonRequired';

export type RateDirection =
  | {
      readonly ok: true;
      /** The rate the line is priced at, USD cents per chi. */
      readonly rateCentsPerChi: number;
      /** Set when the rate differs from the one in force: the one in force and the reason (trimmed). */
      readonly change: { readonly rateInForceCentsPerChi: number; readonly reason: string } | null;
    }
  | {
      readonly ok: false;
      readonly problem: RateDirectionProblem;
      /** The line's field the problem is about. */
      readonly field: 'rateCentsPerChi' | 'rateChangeReason';
    };

/** Whether a role may move a line's rate both ways (the owner, who sets the prices). */
export function mayMoveRatesBothWays(role: Role): boolean {
  return roleCan(role, 'sales.pricing');
}

/** The rate a line is priced at, or why the requested one is refused. */
export function rateDirection(side: RateSide, inForceCentsPerChi: number, requested: RequestedRate, mayMoveBothWays: boolean): RateDirection {
  const wanted = requested.rateCentsPerChi;
  if (wanted === undefined || wanted === inForceCentsPerChi) return { ok: true, rateCentsPerChi: inForceCentsPerChi, change: null };
  if (!mayMoveBothWays) {
    if (side === 'ask' && wanted < inForceCentsPerChi) return { ok: false, problem: 'askMayOnlyRise', field: 'rateCentsPerChi' };
    if (side === 'bid' && wanted > inForceCentsPerChi) return { ok: false, problem: 'bidMayOnlyFall', field: 'rateCentsPerChi' };
  }
  const reason = requested.rateChangeReason?.trim() ?? '';
  if (reason === '') return { ok: false, problem: 'reasonRequired', field: 'rateChangeReason' };
  return { ok: true, rateCentsPerChi: wanted, change: { rateInForceCentsPerChi: inForceCentsPerChi, reason } };
}
