import type { Tx } from '../../platform/db/database';
import type { MakingChargeMode } from '../../../shared/contracts/stock/jewelry-category';
import { findMaterialCategories } from '../materials';
import { jewelryCategories } from './stock.tables';

interface DemoCategory {
  readonly code: string;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly makingChargeMode: MakingChargeMode;
  readonly makingChargeCents: number;
  readonly material: 'AU750' | 'AU9999';
}

/** The shop's usual categories: rings, earrings and pendants charged by the piece, the rest by the gram. */
const demoCategories: readonly DemoCategory[] = [
  { code: 'RING', nameKh: 'ចិញ្ចៀន', nameEn: 'Ring', makingChargeMode: 'per_piece', makingChargeCents: 1_500, material: 'AU750' },
  { code: 'NECKLACE', nameKh: 'ខ្សែក', nameEn: 'Necklace', makingChargeMode: 'per_gram', makingChargeCents: 500, material: 'AU750' },
  { code: 'BRACELET', nameKh: 'ខ្សែដៃ', nameEn: 'Bracelet', makingChargeMode: 'per_gram', makingChargeCents: 450, material: 'AU750' },
  { code: 'EARRING', nameKh: 'ក្រវិល', nameEn: 'Earring', makingChargeMode: 'per_piece', makingChargeCents: 1_200, material: 'AU750' },
  { code: 'PENDANT', nameKh: 'ប៉ោល', nameEn: 'Pendant', makingChargeMode: 'per_piece', makingChargeCents: 1_000, material: 'AU750' },
  { code: 'BANGLE', nameKh: 'កងដៃ', nameEn: 'Bangle', makingChargeMode: 'per_gram', makingChargeCents: 300, material: 'AU9999' },
  { code: 'CHAIN', nameKh: 'ខ្សែច្រវាក់', nameEn: 'Chain', makingChargeMode: 'per_gram', makingChargeCents: 250, material: 'AU9999' },
];

/** Jewelry categories with their making charges in USD cents and usual material. */
export async function seedStockDemo(tx: Tx): Promise<void> {
  const materials = (await findMaterialCategories(tx, {})).items;
  const materialId = (code: string) => {
    const found = materials.find((m) => m.code === code);
    if (!found) throw new Error(`the demo material ${code} is missing: seed the materials first`);
    return found.id;
  };
  await tx
    .insert(jewelryCategories)
    .values(demoCategories.map(({ material, ...category }) => ({ ...category, defaultMaterialId: materialId(material) })));
}
