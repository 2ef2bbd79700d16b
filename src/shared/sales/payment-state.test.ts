import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceStateOf, paymentStateOf } from './payment-state';

const today = '2026-11-22';

describe('payment states (spec §4, derived from total, payments and due date)', () => {
  it.each([
    // payable, paid, due date → state
    [10_000, 0, null, 'unpaid'],
    [10_000, 0, today, 'unpaid'],
    [10_000, 0, '2026-11-30', 'pending_payment'],
    [10_000, 0, '2026-11-21', 'over_due_date'],
    [10_000, 4_000, null, 'partially_paid'],
    [10_000, 4_000, today, 'partially_paid'],
    [10_000, 4_000, '2026-11-30', 'partially_paid'],
    [10_000, 4_000, '2026-11-21', 'over_due_date'],
    [10_000, 10_000, null, 'paid'],
    [10_000, 10_000, '2026-11-21', 'paid'],
    [10_000, 12_000, null, 'paid'],
    [0, 0, null, 'paid'],
    // The shop owes the customer (old gold worth more than the sale).
    [-3_776, 0, null, 'unpaid'],
    [-3_776, -1_000, null, 'partially_paid'],
    [-3_776, -3_776, null, 'paid'],
  ] as const)('payable %i, paid %i, due %s → %s', (payableCents, paidCents, dueDate, state) => {
    expect(paymentStateOf({ voided: false, payableCents, paidCents, dueDate, today })).toBe(state);
  });

  it('a refund that brings the paid amount back under the payable reopens the invoice', () => {
    expect(paymentStateOf({ voided: false, payableCents: 10_000, paidCents: 10_000 - 2_500, dueDate: null, today })).toBe('partially_paid');
    expect(paymentStateOf({ voided: false, payableCents: 10_000, paidCents: 0, dueDate: null, today })).toBe('unpaid');
  });

  it('a voided invoice is neither paid nor unpaid nor overdue: it is voided, whatever its figures and due date', () => {
    // A void's payable is 0 and nothing stands paid on it (payments are refunded first): its figures alone would read "paid".
    expect(paymentStateOf({ voided: true, payableCents: 0, paidCents: 0, dueDate: null, today })).toBe('voided');
    expect(paymentStateOf({ voided: true, payableCents: 0, paidCents: 0, dueDate: '2026-11-01', today })).toBe('voided');
    expect(paymentStateOf({ voided: true, payableCents: 10_000, paidCents: 0, dueDate: '2026-11-01', today })).toBe('voided');
  });

  it('over any payable, payments and due date: paid exactly when settled, over due only when unsettled and past its day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 5 }),
        fc.option(fc.integer({ min: -30, max: 30 })),
        (payableCents, payments, offset) => {
          const paidCents = payments.reduce((a, b) => a + b, 0);
          const dueDate = offset === null ? null : new Date(Date.UTC(2026, 10, 22 + offset)).toISOString().slice(0, 10);
          const state = paymentStateOf({ voided: false, payableCents, paidCents, dueDate, today });
          expect(state === 'paid').toBe(paidCents >= payableCents);
          expect(state === 'over_due_date').toBe(paidCents < payableCents && dueDate !== null && dueDate < today);
          if (state === 'partially_paid') expect(paidCents).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('the document: voided wins over adjusted, adjusted once a note refers to it', () => {
    expect(invoiceStateOf({ voided: false, adjustmentCount: 0 })).toBe('issued');
    expect(invoiceStateOf({ voided: false, adjustmentCount: 2 })).toBe('adjusted');
    expect(invoiceStateOf({ voided: true, adjustmentCount: 1 })).toBe('voided');
  });
});
