import { z } from 'zod';

/**
 * A sale's due date (DESIGN §3.8, spec §3 "due date"), YYYY-MM-DD shop days:
 * - never before the sale's day (a customer cannot be late before buying);
 * - a sale that leaves a balance is due on a day: the one the cashier gave,
 *   else the sale's day plus the shop's default payment term in days (the
 *   setting `sales.paymentTermDays`, which the POS also fills in). A term of
 *   0 days means due on the sale's day.
 * - a sale paid in full owes nothing: it keeps the due date it was given, if any.
 */
export const paymentTermDaysSchema = z.number().int().min(0).max(365);
export const defaultPaymentTermDays = 30;

/** The day `days` after a shop day (calendar days, no time zone: a shop day is a date). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type DueDateProblem = 'beforeSaleDay' | null;

export function dueDateProblem(dueDate: string | null, saleDay: string): DueDateProblem {
  return dueDate !== null && dueDate < saleDay ? 'beforeSaleDay' : null;
}

/** The due date a sale is recorded with: none once paid in full, the one given, or the default term from the sale's day. */
export function dueDateOfSale(input: { readonly dueDate: string | null; readonly saleDay: string; readonly leavesBalance: boolean; readonly termDays: number }): string | null {
  if (!input.leavesBalance) return input.dueDate;
  return input.dueDate ?? addDays(input.saleDay, input.termDays);
}
