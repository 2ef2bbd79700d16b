import { defaultShopTimeZone, shopTime } from '../../../shared/shop-time';
import { createCastBodySchema } from '../../../shared/contracts/casting/create-cast';
import { createSaleBodySchema, type CreateSaleBody } from '../../../shared/contracts/sales/invoice';
import { recordPaymentBodySchema, type RecordPaymentBody } from '../../../shared/contracts/sales/payment';
import { systemActor } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { branches, staff } from '../../platform/platform.tables';
import { createCast, createWaxPiece, cutCast, finishCast, pourCast, recordCastResult } from '../casting';
import { acceptEntry, closeEntry, createEntry, entryPiecesOf, recordPieceReturn, seedEntryCategories } from '../entries';
import { firstHolderOfKind, holderIdByCode, seedHolders, seedMaterialCategories, submitMelt, submitTransfer, setRate } from '../materials';
import { seedProductionItem } from '../production';
import { setExchangeRate, setIncentiveRule, adjustInvoice, createSale, seedCustomer, voidInvoice, recordPayment } from '../sales';
import { acceptPieces, seedJewelryCategories } from '../stock';
import { timeTravel } from './time-travel';

/**
 * A known month for the reports' tests: March 2025 of a small workshop,
 * written through the real services (then moved in time, see time-travel),
 * with February before it (the opening) and 2 April after it (so the
 * month's close differs from now). Everything is in its own materials
 * (RP750, RP999), branches (RP-A, RP-B) and holders, so a database that also
 * holds the demo's data answers the same figures for these filters.
 *
 *  Feb 20  OUTSIDE → SAFE 300 g RP750, 50 g RP999; entry E1 to J1 (10 g, ring 8 ‰);
 *          I1, I2, I4, I5 into stock at RP-A, I3 at RP-B; sale S1 of I1 to C1 at RP-A
 *          (125.00, 25.00 paid, due 10 March).
 *  Mar 03  cast C1 (RC1, wax 2.5 g, poured 40 g, over 2 g, clean 37 g, root 5 g: loss 1 g)
 *          finished; cast C2 (RC1, wax 1 g) poured 20 g; entry E2 to J2 from the casting
 *          room (12 g + 8 g, spare 1 g, chain 5 ‰).
 *  Mar 10  E1 back 9.930 g, accepted (loss 70 mg); E2 back 20.850 g, over its
 *          allowance, accepted by the owner (loss 150 mg); entry E3 to J1 (5 g + 0.2 g);
 *          walk-in sale S2 of I2 with 3.75 g old gold (135.00: 100.00 cash + 140,000 riel);
 *          C1 pays 50.00 by bank on S1; sale S3 of I3 to C1 at RP-B (125.00, due
 *          20 March) and a credit note of 10.00 on it.
 *  Mar 14  walk-in sale S4 of I4 by card (325.00); sale S5 of I5 to C1, voided; melt
 *          at the safe: 10 g RP999 → 13 g RP750 (loss 332 mg); I6 (necklace) into
 *          stock at RP-B (5 g).
 *  Mar 31  C1 pays 200,000 riel (50.00) on S3 at RP-B.
 *  Apr 02  E3 back 5.170 g, accepted (loss 30 mg); C1 pays 50.00 cash on S1;
 *          OUTSIDE → SAFE 10 g RP750.
 * Rates: RP750 ask 100.00, bid 90.00 a chi; 4,000 riel a dollar; making 25.00 a
 * ring; incentive 1.00 a ring sold. Sellers: RS1 on S2 and S4. S2's old gold
 * (3,750 mg, 3,000 mg fine) is bought at 90.00 by a bid the cashier lowers, so
 * the figures do not hang on the demo's base metal's bid; it goes to the
 * branch's old-gold holder OG-RP-CTR-A, not to the counter.
 */
export interface KnownMonth {
  /** By code: materials, holders, branches, staff, categories, customers, items (I1…), entries (E1…), casts (CAST1, CAST2), invoices (S1…), the customer C1. */
  readonly ids: Readonly<Record<string, number>>;
}

/** The instant of a day and hour in the shop (the known month's shop keeps the default zone, Asia/Phnom_Penh). */
const phnomPenh = shopTime(defaultShopTimeZone);
export const shopHour = (day: string, hour: number) => phnomPenh.at(day, hour);

const owner = systemActor;

export async function buildKnownMonth(db: Db): Promise<KnownMonth> {
  const ids: Record<string, number> = {};
  const travel = await timeTravel(db);
  const tx = <T>(work: Parameters<typeof inTransaction<T>>[1]) => inTransaction(db, work);

  // The workshop (created now: names, not movements).
  for (const m of await seedMaterialCategories(db, [
      { code: 'RP750', nameKh: 'មាស ១៨K (របាយការណ៍)', nameEn: 'Gold 18K (reports)', purity: 7500, waxRatioMilli: 16_000 },
      { code: 'RP999', nameKh: 'មាស ៩៩.៩៩ (របាយការណ៍)', nameEn: 'Gold 99.99 (reports)', purity: 9999, waxRatioMilli: 19_300 },
  ]))
    ids[m.code] = m.id;
  for (const b of await db
    .insert(branches)
    .values([
      { code: 'RP-A', nameKh: 'សាខា ក', nameEn: 'Branch A' },
      { code: 'RP-B', nameKh: 'សាខា ខ', nameEn: 'Branch B' },
    ])
    .returning())
    ids[b.code] = b.id;
  for (const s of await db
    .insert(staff)
    .values([
      { code: 'RJ1', nameKh: 'ជាង សុខ', nameEn: 'Sok', kind: 'jeweller' as const },
      { code: 'RJ2', nameKh: 'ជាង ដារ៉ា', nameEn: 'Dara', kind: 'jeweller' as const },
      { code: 'RC1', nameKh: 'ជាងចាក់ វណ្ណា', nameEn: 'Vanna', kind: 'caster' as const },
      { code: 'RS1', nameKh: 'អ្នកលក់ ស្រីពៅ', nameEn: 'Sreypov', kind: 'cashier' as const },
    ])
    .returning())
    ids[s.code] = s.id;
  for (const h of await seedHolders(db, [
      { kind: 'safe' as const, code: 'RP-SAFE', nameKh: 'ទូដែក RP', nameEn: 'Safe RP' },
      { kind: 'casting' as const, code: 'RP-CAST', nameKh: 'បន្ទប់ចាក់ RP', nameEn: 'Casting RP' },
      { kind: 'staff' as const, code: 'RP-J1', nameKh: 'តុជាង សុខ', nameEn: 'Bench Sok', staffId: ids.RJ1 },
      { kind: 'staff' as const, code: 'RP-J2', nameKh: 'តុជាង ដារ៉ា', nameEn: 'Bench Dara', staffId: ids.RJ2 },
      { kind: 'counter' as const, code: 'RP-CTR-A', nameKh: 'បញ្ជរ ក', nameEn: 'Counter A', branchId: ids['RP-A'] },
      { kind: 'counter' as const, code: 'RP-CTR-B', nameKh: 'បញ្ជរ ខ', nameEn: 'Counter B', branchId: ids['RP-B'] },
  ]))
    ids[h.code] = h.id;
  for (const code of ['OUTSIDE', 'LOSS']) ids[code] = (await holderIdByCode(db, code))!;
  for (const c of await seedEntryCategories(db, [
      { code: 'RP-RING', nameKh: 'ចិញ្ចៀន', nameEn: 'Ring work', allowedLossPermille: 8 },
      { code: 'RP-CHAIN', nameKh: 'ខ្សែក', nameEn: 'Chain work', allowedLossPermille: 5 },
  ]))
    ids[c.code] = c.id;
  for (const c of await seedJewelryCategories(db, [
      { code: 'RP-RNG', nameKh: 'ចិញ្ចៀន', nameEn: 'Rings', makingChargeMode: 'per_piece' as const, makingChargeCents: 2_500 },
      { code: 'RP-NKL', nameKh: 'ខ្សែក', nameEn: 'Necklaces', makingChargeMode: 'per_piece' as const, makingChargeCents: 4_000 },
  ]))
    ids[c.code] = c.id;
  ids.C1 = (await seedCustomer(db, { name: 'លោក ចាន់ (C1)', phone: '012 345 678' })).id;
  await setRate(db, owner, { materialId: ids.RP750!, askCentsPerChi: 10_000, bidCentsPerChi: 9_000, effectiveAt: new Date(Date.now() - 60_000).toISOString() });
  await setIncentiveRule(db, owner, ids['RP-RNG']!, { mode: 'per_piece', amountCents: 100, percentBp: 0 });

  const items = async (codes: string[], stage: 'finishing' | 'waxing', categoryCode = 'RP-RNG') => {
    for (const code of codes)
      ids[code] = (await seedProductionItem(db, { code: `RPT-${code}`, description: `Report test ${code}`, materialId: ids.RP750!, categoryId: ids[categoryCode]!, stage })).id;
  };
  // The day a phase is written for: a sale's due date is checked against it (the phase itself runs now).
  let phaseAt = new Date();
  const sale = async (name: string, body: CreateSaleBody) => {
    const outcome = await tx((t) => createSale(t, owner, createSaleBodySchema.parse(body), phaseAt));
    ids[name] = outcome.invoiceId;
  };
  const pay = (body: RecordPaymentBody) => tx((t) => recordPayment(t, owner, recordPaymentBodySchema.parse(body)));
  const piecesOf = (entryId: number) => entryPiecesOf(db, entryId);
  const returnAll = async (entryId: number) => {
    for (const piece of await piecesOf(entryId))
      await tx((t) => recordPieceReturn(t, owner, entryId, piece.id, { returnedMg: null, hasStones: false, assembled: false, stonePhotos: [], assemblyPhotos: [] }));
  };
  // Each phase prices in riel at 4,000 a dollar: the rate of the phase is the latest one then.
  const phase = <T>(at: Date, work: () => Promise<T>) =>
    travel.phase(at, async () => {
      phaseAt = at;
      await setExchangeRate(db, owner, { khrPerUsd: 4_000 });
      return work();
    });
  const code = (name: string) => `RPT-${name}`;

  await phase(shopHour('2025-02-20', 10), async () => {
    await tx((t) =>
      submitTransfer(t, owner, {
        fromHolderId: ids.OUTSIDE!,
        toHolderId: ids['RP-SAFE']!,
        lines: [
          { materialId: ids.RP750!, mg: 300_000 },
          { materialId: ids.RP999!, mg: 50_000 },
        ],
        note: 'bought',
        overrideCap: false,
      }),
    );
    ids.E1 = (
      await tx((t) =>
        createEntry(t, owner, {
          type: 'making',
          categoryId: ids['RP-RING']!,
          materialId: ids.RP750!,
          jewellerHolderId: ids['RP-J1']!,
          sourceHolderId: ids['RP-SAFE']!,
          spareMg: 0,
          pieces: [{ description: 'ring', issuedMg: 10_000 }],
        }),
      )
    ).id;
    await items(['I1', 'I2', 'I3', 'I4', 'I5'], 'finishing');
    await tx((t) =>
      acceptPieces(t, owner, {
        branchId: ids['RP-A']!,
        sourceHolderId: ids['RP-SAFE']!,
        note: '',
        lines: [
          { itemId: ids.I1!, grossMg: 3_750, stoneMg: 0, photos: [] },
          { itemId: ids.I2!, grossMg: 8_000, stoneMg: 500, photos: [] },
          { itemId: ids.I4!, grossMg: 12_250, stoneMg: 1_000, photos: [] },
          { itemId: ids.I5!, grossMg: 3_750, stoneMg: 0, photos: [] },
        ],
      }),
    );
    await tx((t) => acceptPieces(t, owner, { branchId: ids['RP-B']!, sourceHolderId: ids['RP-SAFE']!, note: '', lines: [{ itemId: ids.I3!, grossMg: 3_750, stoneMg: 0, photos: [] }] }));
    await sale('S1', {
      branchId: ids['RP-A']!,
      customerId: ids.C1!,
      lines: [{ kind: 'piece', code: code('I1') }],
      dueDate: '2025-03-10',
      tenders: [{ method: 'cash', currency: 'USD', amountMinor: 2_500 }],
    });
  });

  await phase(shopHour('2025-03-03', 9), async () => {
    await items(['W1', 'W2', 'W3'], 'waxing');
    const wax = async (item: string, waxMg: number) => (await tx((t) => createWaxPiece(t, owner, { itemId: ids[item]!, waxMg }))).id;
    const w1 = await wax('W1', 1_000);
    const w2 = await wax('W2', 1_500);
    const w3 = await wax('W3', 1_000);
    const cast = async (name: string, pieces: number[]) => {
      const made = await tx((t) =>
        createCast(
          t,
          owner,
          createCastBodySchema.parse({
            castOn: '2025-03-03',
            handlerStaffId: ids.RC1,
            materialId: ids.RP750,
            waxPieceIds: pieces,
            sourceHolderId: ids['RP-SAFE'],
            castingHolderId: ids['RP-CAST'],
          }),
        ),
      );
      ids[name] = made.id;
      return made.id;
    };
    const c1 = await cast('CAST1', [w1, w2]);
    await tx((t) => pourCast(t, owner, c1, { actualMg: 40_000 }));
    await tx((t) => recordCastResult(t, owner, c1, { overMg: 2_000, resultMg: 37_500 }));
    await tx((t) => cutCast(t, owner, c1, { cleanMg: 37_000, rootMg: 5_000 }));
    await tx((t) => finishCast(t, owner, c1));
    const c2 = await cast('CAST2', [w3]);
    await tx((t) => pourCast(t, owner, c2, { actualMg: 20_000 }));
    ids.E2 = (
      await tx((t) =>
        createEntry(t, owner, {
          type: 'making',
          categoryId: ids['RP-CHAIN']!,
          materialId: ids.RP750!,
          jewellerHolderId: ids['RP-J2']!,
          sourceHolderId: ids['RP-CAST']!,
          spareMg: 1_000,
          pieces: [
            { description: 'chain', issuedMg: 12_000 },
            { description: 'clasp', issuedMg: 8_000 },
          ],
        }),
      )
    ).id;
  });

  await phase(shopHour('2025-03-10', 11), async () => {
    await returnAll(ids.E1!);
    await tx((t) => closeEntry(t, owner, ids.E1!, { returnedMg: 9_930 }, true));
    await tx((t) => acceptEntry(t, owner, ids.E1!));
    await returnAll(ids.E2!);
    await tx((t) => closeEntry(t, owner, ids.E2!, { returnedMg: 20_850, overAllowanceReason: 'fine chain, many links' }, true));
    await tx((t) => acceptEntry(t, owner, ids.E2!));
    ids.E3 = (
      await tx((t) =>
        createEntry(t, owner, {
          type: 'making',
          categoryId: ids['RP-RING']!,
          materialId: ids.RP750!,
          jewellerHolderId: ids['RP-J1']!,
          sourceHolderId: ids['RP-SAFE']!,
          spareMg: 200,
          pieces: [{ description: 'ring', issuedMg: 5_000 }],
        }),
      )
    ).id;
    await sale('S2', {
      branchId: ids['RP-A']!,
      sellerStaffId: ids.RS1!,
      lines: [
        { kind: 'piece', code: code('I2') },
        // 3,750 mg read at 80 % by acid: 3,000 mg fine, at the base bid lowered by the cashier to 112.50 a chi: 90.00.
        { kind: 'old_gold', materialId: ids.RP750!, weightMg: 3_750, purityMethod: 'acid', testedPurity: 8_000, meltDeductionBp: 0, rateCentsPerChi: 11_250, rateChangeReason: 'worn clasp' },
      ],
      tenders: [
        { method: 'cash', currency: 'USD', amountMinor: 10_000 },
        { method: 'cash', currency: 'KHR', amountMinor: 140_000 },
      ],
    });
    await pay({ branchId: ids['RP-A']!, customerId: ids.C1!, type: 'payment', allocations: [{ invoiceId: ids.S1!, amountCents: 5_000 }], tenders: [{ method: 'bank_transfer', currency: 'USD', amountMinor: 5_000 }] });
    await sale('S3', { branchId: ids['RP-B']!, customerId: ids.C1!, lines: [{ kind: 'piece', code: code('I3') }], dueDate: '2025-03-20' });
    await tx((t) => adjustInvoice(t, owner, ids.S3!, { kind: 'credit_note', amountCents: 1_000, reason: 'scratch' }));
  });

  await phase(shopHour('2025-03-14', 15), async () => {
    await sale('S4', { branchId: ids['RP-A']!, sellerStaffId: ids.RS1!, lines: [{ kind: 'piece', code: code('I4') }], tenders: [{ method: 'card', currency: 'USD', amountMinor: 32_500 }] });
    await sale('S5', { branchId: ids['RP-A']!, customerId: ids.C1!, lines: [{ kind: 'piece', code: code('I5') }] });
    await tx((t) => voidInvoice(t, owner, ids.S5!, 'wrong piece'));
    await tx((t) => submitMelt(t, owner, { holderId: ids['RP-SAFE']!, inputs: [{ materialId: ids.RP999!, mg: 10_000 }], output: { materialId: ids.RP750!, mg: 13_000 }, note: '' }));
    await items(['I6'], 'finishing', 'RP-NKL');
    await tx((t) => acceptPieces(t, owner, { branchId: ids['RP-B']!, sourceHolderId: ids['RP-SAFE']!, note: '', lines: [{ itemId: ids.I6!, grossMg: 5_000, stoneMg: 0, photos: [] }] }));
  });

  await phase(shopHour('2025-03-31', 20), async () => {
    await pay({ branchId: ids['RP-B']!, customerId: ids.C1!, type: 'payment', allocations: [{ invoiceId: ids.S3!, amountCents: 5_000 }], tenders: [{ method: 'cash', currency: 'KHR', amountMinor: 200_000 }] });
  });

  await phase(shopHour('2025-04-02', 10), async () => {
    await returnAll(ids.E3!);
    await tx((t) => closeEntry(t, owner, ids.E3!, { returnedMg: 5_170 }, true));
    await tx((t) => acceptEntry(t, owner, ids.E3!));
    await pay({ branchId: ids['RP-A']!, customerId: ids.C1!, type: 'payment', allocations: [{ invoiceId: ids.S1!, amountCents: 5_000 }], tenders: [{ method: 'cash', currency: 'USD', amountMinor: 5_000 }] });
    await tx((t) => submitTransfer(t, owner, { fromHolderId: ids.OUTSIDE!, toHolderId: ids['RP-SAFE']!, lines: [{ materialId: ids.RP750!, mg: 10_000 }], note: '', overrideCap: false }));
  });

  // The MELT system holder, for the tests' holder rows.
  const melt = await firstHolderOfKind(db, 'melt');
  if (melt) ids.MELT = melt.id;
  return { ids };
}
