import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { addDays } from '../../../shared/shop-time';
import { shopTimeOf } from '../../platform/shop-time';
import { branches, settings, users } from '../../platform/platform.tables';
import { materialByCode } from '../materials';
import { jewelryCategoryNames, pieceCodeByDescription } from '../stock';
import { createSale } from './invoices.service';
import { recordPayment } from './payments.service';
import { createSampleInvoice } from './sample-invoices.service';
import { customerGroups, customers, exchangeRates, incentiveRules } from './sales.tables';

const DAY_MS = 86_400_000;

const demoCustomerNames = ['Sok Dara', 'Chan Sreymom (Meas Sreymom shop)', 'Keo Vanna', 'Lim Heng'] as const;

/** The counter's setup: the riel rate, the KHQR account, three customer groups, regular customers, incentive rules. */
export async function seedSalesSetupDemo(tx: Tx): Promise<void> {
  await tx.insert(exchangeRates).values({ khrPerUsd: 4_100, effectiveAt: new Date(Date.now() - 30 * DAY_MS), createdBy: null });
  await tx
    .insert(settings)
    .values({ key: 'sales.khqr', value: { accountId: 'atelier_gold@aclb', merchantName: 'Atelier Gold', merchantCity: 'Phnom Penh' } })
    .onConflictDoNothing();
  const groups = await tx
    .insert(customerGroups)
    .values([
      { code: 'RETAIL', nameKh: 'លក់រាយ', nameEn: 'Retail', makingDiscountBp: 0 },
      { code: 'VIP', nameKh: 'អតិថិជនពិសេស', nameEn: 'VIP', makingDiscountBp: 1_000 },
      { code: 'WHOLESALE', nameKh: 'លក់ដុំ', nameEn: 'Wholesale', makingDiscountBp: 2_000 },
    ])
    .returning();
  const groupId = (code: string) => groups.find((g) => g.code === code)!.id;
  await tx
    .insert(customers)
    .values([
      { name: demoCustomerNames[0], phone: '012 111 222', address: 'St 63, Boeung Keng Kang', groupId: groupId('VIP') },
      { name: demoCustomerNames[1], phone: '017 555 010', address: 'Phsar Kandal', groupId: groupId('WHOLESALE') },
      { name: demoCustomerNames[2], phone: '096 333 4444', address: 'Toul Kork', groupId: groupId('RETAIL') },
      { name: demoCustomerNames[3], phone: '011 909 808', address: 'Sen Sok', groupId: null },
    ]);
  const categories = await jewelryCategoryNames(tx);
  const categoryId = (code: string) => categories.find((c) => c.code === code)?.id;
  const rules = [
    { code: 'RING', mode: 'per_piece' as const, amountCents: 200, percentBp: 0 },
    { code: 'NECKLACE', mode: 'percent_of_making' as const, amountCents: 0, percentBp: 500 },
    { code: 'CHAIN', mode: 'per_piece' as const, amountCents: 150, percentBp: 0 },
  ].flatMap((r) => (categoryId(r.code) === undefined ? [] : [{ categoryId: categoryId(r.code)!, mode: r.mode, amountCents: r.amountCents, percentBp: r.percentBp }]));
  if (rules.length > 0) await tx.insert(incentiveRules).values(rules);
}

/**
 * The counter's demo sales, through the services: a chain paid
 * in dollars and riel with change, a necklace half paid and due next week,
 * pearl earrings sold to a wholesale customer on credit then partly paid,
 * a walk-in trading in old gold for a band, and a quotation.
 */
export async function seedSalesDemo(tx: Tx): Promise<void> {
  const today = (await shopTimeOf(tx)).today();
  const inDays = (days: number) => addDays(today, days);
  const [cashier] = await tx.select({ id: users.id, staffId: users.staffId }).from(users).where(eq(users.username, 'cashier'));
  const actor: Actor = { userId: cashier!.id, username: 'cashier' };
  const branchRows = await tx.select().from(branches).where(inArray(branches.code, ['PP-CM', 'PP-TK']));
  const branchId = (code: string) => branchRows.find((b) => b.code === code)!.id;
  // The latest piece of that description: the small demo's own, even over a month demo's namesake.
  const pieceCode = async (description: string) =>
    (await pieceCodeByDescription(tx, description))!;
  const au750 = await materialByCode(tx, 'AU750');
  const people = await tx.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.name, [...demoCustomerNames]));
  const customerId = (name: string) => people.find((p) => p.name.startsWith(name))!.id;

  const sale = {
    customerId: null,
    newCustomer: null,
    sellerStaffId: cashier!.staffId,
    dueDate: null,
    discountCents: 0,
    note: '',
    sampleInvoiceId: null,
  };
  // A chain paid with $800 and 1,000,000 riel; the change in dollars and riel.
  await createSale(tx, actor, {
    ...sale,
    branchId: branchId('PP-TK'),
    customerId: customerId('Keo Vanna'),
    lines: [{ kind: 'piece', code: await pieceCode('Curb chain, 24K, 50 cm'), stonesCents: 0, discountCents: 0 }],
    tenders: [
      { method: 'cash', currency: 'USD', amountMinor: 80_000, reference: '' },
      { method: 'cash', currency: 'KHR', amountMinor: 1_000_000, reference: '' },
    ],
  });
  // Half now by bank transfer, the rest by next week.
  await createSale(tx, actor, {
    ...sale,
    branchId: branchId('PP-CM'),
    customerId: customerId('Sok Dara'),
    dueDate: inDays(7),
    lines: [{ kind: 'piece', code: await pieceCode('Jasmine necklace, 18K, 45 cm'), stonesCents: 0, discountCents: 1_000 }],
    tenders: [{ method: 'bank_transfer', currency: 'USD', amountMinor: 40_000, reference: 'ABA 7731' }],
  });
  // Wholesale on credit, then a first payment in riel.
  const { invoiceId: earrings } = await createSale(tx, actor, {
    ...sale,
    branchId: branchId('PP-CM'),
    customerId: customerId('Chan Sreymom'),
    dueDate: inDays(14),
    lines: [{ kind: 'piece', code: await pieceCode('Stud earrings, 18K, pearl'), stonesCents: 0, discountCents: 0 }],
    tenders: [],
  });
  await recordPayment(tx, actor, {
    branchId: branchId('PP-CM'),
    customerId: customerId('Chan Sreymom'),
    type: 'payment',
    allocations: [{ invoiceId: earrings, amountCents: 2_000 }],
    tenders: [{ method: 'cash', currency: 'KHR', amountMinor: 82_000, reference: '' }],
    note: 'First instalment',
  });
  // A walk-in trades 5 g of old 18K for a plain band and pays the rest in cash.
  await createSale(tx, actor, {
    ...sale,
    branchId: branchId('PP-CM'),
    lines: [
      { kind: 'piece', code: await pieceCode('Plain band, 18K, size 54'), stonesCents: 0, discountCents: 0 },
      { kind: 'old_gold', materialId: au750!.id, weightMg: 5_000, description: 'Old ring, 18K' },
    ],
    tenders: [{ method: 'cash', currency: 'USD', amountMinor: 10_000, reference: '' }],
  });
  await createSampleInvoice(tx, actor, {
    branchId: branchId('PP-CM'),
    customerId: customerId('Lim Heng'),
    customerName: '',
    sellerStaffId: cashier!.staffId,
    lines: [{ kind: 'piece', code: await pieceCode('Kbach bracelet, 24K'), stonesCents: 0, discountCents: 0 }],
    discountCents: 0,
    validUntil: inDays(7),
    note: 'Price of the day; gold moves daily',
  });
}
