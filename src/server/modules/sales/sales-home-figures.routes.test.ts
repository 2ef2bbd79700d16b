import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { SalesHomeFigures } from '../../../shared/contracts/sales/get-sales-home-figures';
import { shopTime } from '../../../shared/shop-time';
import { systemActor } from '../../platform/audit';
import { inTransaction } from '../../platform/db/transaction';
import { branches, users } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { acceptPieces } from '../stock';
import { holderByCode, materialByCode } from '../materials';
import { seedProductionItems } from '../production';

describeOnBothEngines("GET /api/sales/home-figures: today's sales and takings", (ctx) => {
  const db = () => ctx().database.db;
  const figures = async (cookie: string) => {
    const res = await ctx().request({ method: 'GET', url: '/api/sales/home-figures', cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SalesHomeFigures;
  };
  const takenIn = (f: SalesHomeFigures, currency: 'USD' | 'KHR') => f.takings.find((t) => t.currency === currency)!.amountMinor;

  it("a sale today at the cashier's branch shows in the cashier's and the owner's figures, its tenders in each currency", async () => {
    const [cashier, owner] = [await ctx().signIn('cashier'), await ctx().signIn('owner')];
    const [cashierUser] = await db().select().from(users).where(eq(users.username, 'cashier'));
    const branchId = cashierUser!.branchId!;
    const [otherBranch] = (await db().select().from(branches)).filter((b) => b.id !== branchId);
    const au750 = await materialByCode(db(), 'AU750');
    const safe = await holderByCode(db(), 'SAFE');
    const items = await seedProductionItems(db(), [0, 1].map((i) => ({ code: `IT-HOME-${i}`, description: `Home ring ${i}, 18K`, materialId: au750!.id, stage: 'finishing' as const })));
    const accepted = await Promise.all(
      [branchId, otherBranch!.id].map((branch, i) =>
        inTransaction(db(), (tx) => acceptPieces(tx, systemActor, { branchId: branch, sourceHolderId: safe!.id, note: 'test stock', lines: [{ itemId: items[i]!.id, grossMg: 3_000, stoneMg: 0, photos: [] }] })),
      ),
    );
    expect(accepted).toHaveLength(2);
    const before = { cashier: await figures(cashier), owner: await figures(owner) };
    expect(before.cashier.branch?.id).toBe(branchId);
    expect(before.owner.branch).toBeNull();
    expect(before.cashier.day).toBe(shopTime('Asia/Phnom_Penh').today());

    const customer = await ctx().request({ method: 'POST', url: '/api/sales/customers', cookie: cashier, payload: { name: 'Chan Home', phone: '012 000 222' } });
    expect(customer.statusCode, customer.body).toBe(201);
    const sell = (cookie: string, branch: number, code: string, tenders: object[]) =>
      ctx().request({
        method: 'POST',
        url: '/api/sales/invoices',
        cookie,
        headers: { 'idempotency-key': `home-${code}` },
        payload: { branchId: branch, customerId: customer.json().id, lines: [{ kind: 'piece', code }], tenders },
      });
    const sold = await sell(cashier, branchId, 'IT-HOME-0', [
      { method: 'cash', currency: 'USD', amountMinor: 10_000 },
      { method: 'cash', currency: 'KHR', amountMinor: 40_000 },
    ]);
    expect(sold.statusCode, sold.body).toBe(201);
    const total = sold.json().invoice.totalCents as number;
    // The owner sells at the other branch: not the cashier's takings.
    expect((await sell(owner, otherBranch!.id, 'IT-HOME-1', [{ method: 'cash', currency: 'USD', amountMinor: 5_000 }])).statusCode).toBe(201);

    const after = { cashier: await figures(cashier), owner: await figures(owner) };
    expect({
      invoices: after.cashier.invoiceCount - before.cashier.invoiceCount,
      sales: after.cashier.salesCents - before.cashier.salesCents,
      payments: after.cashier.paymentCount - before.cashier.paymentCount,
      usd: takenIn(after.cashier, 'USD') - takenIn(before.cashier, 'USD'),
      khr: takenIn(after.cashier, 'KHR') - takenIn(before.cashier, 'KHR'),
    }).toEqual({ invoices: 1, sales: total, payments: 1, usd: 10_000, khr: 40_000 });
    expect(after.owner.invoiceCount - before.owner.invoiceCount).toBe(2);
    expect(takenIn(after.owner, 'USD') - takenIn(before.owner, 'USD')).toBe(15_000);
    expect(takenIn(after.owner, 'KHR') - takenIn(before.owner, 'KHR')).toBe(40_000);
  });

  it('shows no money to the roles that see none', async () => {
    for (const username of ['jeweller1', 'caster', 'designer', 'setter']) {
      const res = await ctx().request({ method: 'GET', url: '/api/sales/home-figures', cookie: await ctx().signIn(username) });
      expect(res.statusCode).toBe(403);
    }
    expect((await ctx().request({ method: 'GET', url: '/api/sales/home-figures?branchId=1', cookie: await ctx().signIn('owner') })).statusCode).toBe(400);
  });
});
