import type { RateBasis } from '../../../../shared/contracts/materials/material';
import type { SetupBody } from '../../../../shared/contracts/setup/setup';
import { cambodianMaterials, defaultKhrPerUsd } from '../../../../shared/setup/cambodian-materials';

type Bilingual = { kh: string; en: string };

export interface CounterDraft {
  nameKh: string;
  nameEn: string;
}

export interface BranchDraft {
  code: string;
  nameKh: string;
  nameEn: string;
  address: string;
  phone: string;
  counters: CounterDraft[];
}

export interface MaterialDraft {
  code: string;
  nameKh: string;
  nameEn: string;
  purity: number | null;
  waxRatioMilli: number;
  rateBasis: RateBasis;
  askCentsPerChi: number | null;
  bidCentsPerChi: number | null;
}

/** What the setup form holds while it is filled in, step by step. */
export interface SetupDraft {
  owner: { nameKh: string; nameEn: string; username: string; password: string; confirm: string };
  shop: { name: Bilingual; address: Bilingual; phone: string; vatRegistered: boolean; tin: string };
  branches: BranchDraft[];
  materials: MaterialDraft[];
  khrPerUsd: number | null;
  rates: { quotedPer: 'chi' | 'damleung'; baseAskCents: number | null; baseBidCents: number | null };
}

export const setupSteps = ['owner', 'shop', 'branches', 'materials', 'rates', 'review'] as const;
export type SetupStep = (typeof setupSteps)[number];

export const emptyBranch = (): BranchDraft => ({ code: '', nameKh: '', nameEn: '', address: '', phone: '', counters: [{ nameKh: '', nameEn: '' }] });

export const initialDraft = (): SetupDraft => ({
  owner: { nameKh: '', nameEn: '', username: '', password: '', confirm: '' },
  shop: { name: { kh: '', en: '' }, address: { kh: '', en: '' }, phone: '', vatRegistered: false, tin: '' },
  branches: [emptyBranch()],
  materials: cambodianMaterials.map((m) => ({ ...m, askCentsPerChi: null, bidCentsPerChi: null })),
  khrPerUsd: defaultKhrPerUsd,
  rates: { quotedPer: 'chi', baseAskCents: null, baseBidCents: null },
});

/** A branch's counters are coded after it: CTR-PP, CTR-PP-2 … (holder codes are unique). */
export const counterCode = (branchCode: string, index: number) => `CTR-${branchCode.trim().toUpperCase()}${index === 0 ? '' : `-${index + 1}`}`;

/** The names a counter left unnamed is stored with, in both languages whatever the screen's: the branch's, as a counter. */
export const defaultCounterName = (branch: BranchDraft, index: number): CounterDraft => {
  const suffix = index === 0 ? '' : ` ${index + 1}`;
  return { nameKh: `តុលក់ ${branch.nameKh.trim()}${suffix}`, nameEn: `Counter ${branch.nameEn.trim()}${suffix}` };
};

const counterName = (counter: CounterDraft, branch: BranchDraft, index: number): CounterDraft => ({
  nameKh: counter.nameKh.trim() || defaultCounterName(branch, index).nameKh,
  nameEn: counter.nameEn.trim() || defaultCounterName(branch, index).nameEn,
});

/** The body the contract checks; an unreadable number stays NaN so the contract names its field. */
export function setupBodyOf(draft: SetupDraft): SetupBody {
  const n = (value: number | null) => value ?? Number.NaN;
  return {
    owner: { nameKh: draft.owner.nameKh, nameEn: draft.owner.nameEn, username: draft.owner.username, password: draft.owner.password },
    shop: draft.shop,
    branches: draft.branches.map((b) => ({
      code: b.code,
      nameKh: b.nameKh,
      nameEn: b.nameEn,
      address: b.address,
      phone: b.phone,
      counters: b.counters.map((c, i) => ({ code: counterCode(b.code, i), ...counterName(c, b, i) })),
    })),
    materials: draft.materials.map((m) => ({
      code: m.code,
      nameKh: m.nameKh,
      nameEn: m.nameEn,
      purity: n(m.purity),
      waxRatioMilli: m.waxRatioMilli,
      rateBasis: m.rateBasis,
      // A material typed by hand always has its price; one following the base only when both are given.
      ...(m.rateBasis === 'own' || m.askCentsPerChi !== null || m.bidCentsPerChi !== null
        ? { askCentsPerChi: n(m.askCentsPerChi), bidCentsPerChi: n(m.bidCentsPerChi) }
        : {}),
    })),
    khrPerUsd: n(draft.khrPerUsd),
    rates: { quotedPer: draft.rates.quotedPer, baseAskCents: n(draft.rates.baseAskCents), baseBidCents: n(draft.rates.baseBidCents) },
  };
}

/** Which step shows a field of the body: a field error sends the owner back to it. */
export function stepOfField(field: string): SetupStep {
  if (field.startsWith('owner')) return 'owner';
  if (field.startsWith('shop')) return 'shop';
  if (field.startsWith('branches')) return 'branches';
  if (/^materials\.\d+\.(askCentsPerChi|bidCentsPerChi)$/.test(field) || field === 'khrPerUsd' || field.startsWith('rates')) return 'rates';
  if (field.startsWith('materials')) return 'materials';
  return 'review';
}
