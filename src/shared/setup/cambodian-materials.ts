import type { RateBasis } from '../contracts/materials/material';

/**
 * The materials a Cambodian gold shop starts with (DESIGN §2, §3.2), offered
 * on the setup page to accept or edit: pure gold 99.99 (the base whose price
 * the shop types each morning), 18K as the trade says it ("7.5 teuk"), 14K
 * following gold by purity, and silver 925 priced on its own. Purity in parts
 * per ten thousand; wax ratios × 1000 from DESIGN §3.4.
 */
export interface DefaultMaterial {
  readonly code: string;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly purity: number;
  readonly waxRatioMilli: number;
  readonly rateBasis: RateBasis;
}

export const cambodianMaterials: readonly DefaultMaterial[] = [
  { code: 'AU9999', nameKh: 'មាសសុទ្ធ 99.99', nameEn: 'Pure gold 99.99', purity: 9999, waxRatioMilli: 19_300, rateBasis: 'base' },
  { code: 'AU750', nameKh: 'មាស 7.5 ទឹក (18K)', nameEn: 'Gold 7.5 teuk (18K)', purity: 7500, waxRatioMilli: 16_000, rateBasis: 'purity' },
  { code: 'AU585', nameKh: 'មាស 14K', nameEn: 'Gold 14K', purity: 5850, waxRatioMilli: 13_500, rateBasis: 'purity' },
  { code: 'AG925', nameKh: 'ប្រាក់ 925', nameEn: 'Silver 925', purity: 9250, waxRatioMilli: 10_500, rateBasis: 'own' },
];

/** The riel a shop in Cambodia starts with, KHR per USD (the National Bank's rate moves around it). */
export const defaultKhrPerUsd = 4_100;
