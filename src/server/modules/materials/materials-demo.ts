import { and, eq, inArray } from 'drizzle-orm';
import { systemActor } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { branches, staff } from '../../platform/platform.tables';
import { mulDivRound } from '../../../shared/units';
import { submitTransfer } from './material-documents.service';
import { holders, materialCategories, materialRates } from './materials.tables';

/** 24K is the base the shop types each morning; the gold alloys follow it by purity; silver is typed apart. */
const demoCategories = [
  { code: 'AU9999', nameKh: 'មាសបារាំង ៩៩.៩៩', nameEn: 'Gold 99.99', purity: 9999, waxRatioMilli: 19_300, materialStrict: true, rateBasis: 'base' as const },
  { code: 'AU990', nameKh: 'មាស ៩៩០', nameEn: 'Gold 990', purity: 9900, waxRatioMilli: 19_000, materialStrict: false, rateBasis: 'purity' as const },
  { code: 'AU750', nameKh: 'មាស ១៨K', nameEn: 'Gold 18K', purity: 7500, waxRatioMilli: 16_000, materialStrict: false, rateBasis: 'purity' as const },
  { code: 'AU585', nameKh: 'មាស ១៤K', nameEn: 'Gold 14K', purity: 5850, waxRatioMilli: 13_500, materialStrict: false, rateBasis: 'purity' as const },
  { code: 'AG925', nameKh: 'ប្រាក់ ៩២៥', nameEn: 'Silver 925', purity: 9250, waxRatioMilli: 10_500, materialStrict: false, rateBasis: 'own' as const },
];

/** Fine-metal rates per chi (USD cents); each category is priced in proportion to its purity. */
const fineRates = {
  AU: { askCentsPerChi: 21_900, bidCentsPerChi: 21_700 },
  AG: { askCentsPerChi: 420, bidCentsPerChi: 380 },
} as const;

/** Material categories and holders: the safe, a counter per branch, the casting room, a bench per craftsman. */
export async function seedMaterialsSetupDemo(tx: Tx): Promise<void> {
  await tx.insert(materialCategories).values(demoCategories);

  const branchRows = await tx.select({ id: branches.id, code: branches.code }).from(branches);
  const workshop = branchRows.find((b) => b.code === 'WS')?.id ?? null;
  const craftStaff = await tx
    .select({ id: staff.id, code: staff.code, nameKh: staff.nameKh, nameEn: staff.nameEn, branchId: staff.branchId })
    .from(staff)
    .where(inArray(staff.kind, ['jeweller', 'caster', 'setter']));

  await tx.insert(holders).values({ kind: 'safe', code: 'SAFE', nameKh: 'ទូដែកធំ', nameEn: 'Main safe', physical: true, branchId: workshop });
  await tx.insert(holders).values([
    ...branchRows.map((b) => ({
      kind: 'counter' as const,
      code: `CTR-${b.code}`,
      nameKh: `តុលក់ ${b.code}`,
      nameEn: `Counter ${b.code}`,
      physical: true,
      branchId: b.id,
    })),
    { kind: 'casting' as const, code: 'CASTING', nameKh: 'បន្ទប់ចាក់', nameEn: 'Casting room', physical: true, branchId: workshop },
    ...craftStaff.map((s) => ({
      kind: 'staff' as const,
      code: `H-${s.code}`,
      nameKh: s.nameKh,
      nameEn: s.nameEn,
      physical: true,
      staffId: s.id,
      branchId: s.branchId,
      capMg: 100_000,
    })),
  ]);
}

/** An opening purchase into the safe, 25 chi on the first jeweller's bench, and today's rates. */
export async function seedMaterialsDemo(tx: Tx): Promise<void> {
  const categories = await tx.select().from(materialCategories);
  const materialId = (code: string) => categories.find((c) => c.code === code)!.id;
  const craftStaff = await tx.select({ id: staff.id }).from(staff).where(inArray(staff.kind, ['jeweller', 'caster', 'setter']));
  const [safe] = await tx.select({ id: holders.id }).from(holders).where(eq(holders.code, 'SAFE'));
  const [outside] = await tx.select({ id: holders.id }).from(holders).where(eq(holders.kind, 'outside'));
  if (!outside || !safe) throw new Error('the system holder OUTSIDE is missing: migrate first');
  await submitTransfer(tx, systemActor, {
    fromHolderId: outside.id,
    toHolderId: safe.id,
    lines: [
      { materialId: materialId('AU9999'), mg: 1_500_000 },
      { materialId: materialId('AU750'), mg: 300_000 },
    ],
    note: 'Opening purchase',
    overrideCap: false,
  });
  // The first jeweller holds some 18K at the bench, close to a 100 g cap.
  const [bench] = await tx
    .select({ id: holders.id })
    .from(holders)
    .where(and(eq(holders.kind, 'staff'), inArray(holders.staffId, craftStaff.map((s) => s.id))))
    .orderBy(holders.code)
    .limit(1);
  if (bench) {
    await submitTransfer(tx, systemActor, {
      fromHolderId: safe.id,
      toHolderId: bench.id,
      lines: [{ materialId: materialId('AU750'), mg: 93_750 }],
      note: '25 chi for the week',
      overrideCap: false,
    });
  }

  const effectiveAt = new Date(Date.now() - 60 * 60 * 1000);
  await tx.insert(materialRates).values(
    categories.map((c) => {
      const fine = fineRates[c.code.startsWith('AG') ? 'AG' : 'AU'];
      // Quoted for 99.99 %: scale by purity / 9999.
      return {
        materialId: c.id,
        askCentsPerChi: mulDivRound(fine.askCentsPerChi, c.purity, 9999),
        bidCentsPerChi: mulDivRound(fine.bidCentsPerChi, c.purity, 9999),
        effectiveAt,
      };
    }),
  );
}
