import type { SetupBody } from '../../../shared/contracts/setup/setup';
import { cambodianMaterials } from '../../../shared/setup/cambodian-materials';

export const password = 'a long owner password';

/** The first-run setup the tests submit: a VAT-registered shop with two branches and the Cambodian materials. */
export const setupBody = (username = 'sokha'): SetupBody => ({
  owner: { nameKh: 'លោក ចាន់ សុខា', nameEn: 'Chan Sokha', username, password },
  shop: {
    name: { kh: 'ហាងមាស សុខា', en: 'Sokha Gold' },
    address: { kh: 'ផ្សារធំថ្មី ភ្នំពេញ', en: 'Central Market, Phnom Penh' },
    phone: '012 345 678',
    vatRegistered: true,
    tin: 'K001-123456789',
  },
  branches: [
    { code: 'PP', nameKh: 'ផ្សារធំថ្មី', nameEn: 'Central Market', counters: [{ code: 'CTR-PP', nameKh: 'តុលក់ ផ្សារធំថ្មី', nameEn: 'Central Market counter' }] },
    { code: 'TK', nameKh: 'ទួលគោក', nameEn: 'Toul Kork', counters: [{ code: 'CTR-TK', nameKh: 'តុលក់ ទួលគោក', nameEn: 'Toul Kork counter' }] },
  ],
  materials: cambodianMaterials.map((m) => (m.rateBasis === 'own' ? { ...m, askCentsPerChi: 450, bidCentsPerChi: 400 } : { ...m })),
  khrPerUsd: 4_100,
  rates: { quotedPer: 'chi', baseAskCents: 21_900, baseBidCents: 21_700 },
});

