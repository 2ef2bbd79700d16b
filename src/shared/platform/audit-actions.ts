/**
 * What an audit row says was done: the closed set of audit actions (DESIGN
 * §3.1). The one home of these codes: `audit()` accepts only these, the audit
 * log and its export show each as a phrase (a test proves both catalogues have one).
 */
export const auditActions = [
  // Signing in and out (hidden from the log unless asked for).
  'auth.login',
  'auth.login.qr',
  'auth.login.failed',
  'auth.login.locked',
  'auth.login.refused',
  'auth.logout',
  'auth.loginLink.create',
  'auth.loginLink.refused',
  // The shop: people, branches, settings.
  'owner.create',
  'user.create',
  'user.update',
  'staff.create',
  'staff.update',
  'staff.import',
  'branch.create',
  'branch.update',
  'setting.update',
  'photos.upload',
  'demo.load',
  'setup.complete',
  'setup.restore',
  'setup.goLive',
  // Materials.
  'materialCategory.create',
  'materialCategory.update',
  'materialRate.create',
  'materialRates.publish',
  'boardLink.create',
  'boardLink.revoke',
  'boardLink.receipts',
  'holder.create',
  'holder.update',
  'materials.post',
  'materials.reverse',
  'materials.transfer',
  'materials.opening',
  // The ledger's periods and posting dates.
  'ledger.backdate',
  'ledger.closePeriod',
  'ledger.reopenPeriod',
  // Production and casting.
  'productionItem.create',
  'productionItem.move',
  'productionItem.step',
  'preOrder.create',
  'casting.wax',
  'casting.create',
  'casting.pour',
  'casting.result',
  'casting.cut',
  'casting.finish',
  // Entries.
  'entryCategory.create',
  'entryCategory.update',
  'entry.create',
  'entry.edit',
  'entry.return',
  'entry.close',
  'entry.closeBatch',
  'entry.accept',
  'entry.sendBack',
  'entry.pickup',
  'entry.stone',
  'entry.stoneRemoved',
  // Stock.
  'jewelryCategory.create',
  'jewelryCategory.update',
  'stock.accept',
  'stock.transfer',
  'stock.receive',
  'stock.cancel',
  'stock.complement',
  'stock.import',
  'stock.freeze',
  'stock.unfreeze',
  'stock.countStart',
  'stock.countScan',
  'stock.countClose',
  // Stones.
  'stoneLot.receive',
  'stoneLot.split',
  'stoneLot.adjust',
  'stoneSizeChart.create',
  'stoneSizeChart.update',
  'stoneSizeChart.delete',
  'stones.prepare',
  'stones.assign',
  'stones.return',
  'gemReport.create',
  // Sales.
  'sales.customer.create',
  'sales.customer.update',
  'sales.customer.import',
  'sales.customerGroup.create',
  'sales.customerGroup.update',
  'sales.exchangeRate',
  'sales.sale',
  'sales.purchase',
  'sales.void',
  'sales.credit_note',
  'sales.debit_note',
  'sales.payment.deposit',
  'sales.payment.payment',
  'sales.payment.refund',
  'sales.credit.apply',
  'sales.sampleInvoice',
  'sales.incentiveRule',
  'sales.incentivePayout',
  'sales.till.open',
  'sales.till.cashMove',
  'sales.till.close',
  'sales.till.sign',
] as const;

export type AuditAction = (typeof auditActions)[number];

/** Signing in, out and failing to: routine, so the log shows them only when a filter asks (issue 20 §3). */
export const signInActions = [
  'auth.login',
  'auth.login.qr',
  'auth.login.failed',
  'auth.login.locked',
  'auth.login.refused',
  'auth.logout',
  'auth.loginLink.refused',
] as const satisfies readonly AuditAction[];

export function isAuditAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value);
}

/** The catalogue key of an action: the web's translator reads dots as nesting, so `sales.till.open` is `sales_till_open`. */
export type AuditActionKey<A extends string = AuditAction> = A extends `${infer H}.${infer T}` ? AuditActionKey<`${H}_${T}`> : A;

export function auditActionKey<A extends AuditAction>(action: A): AuditActionKey<A> {
  return action.replaceAll('.', '_') as AuditActionKey<A>;
}
