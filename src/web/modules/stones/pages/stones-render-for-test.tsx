import type { FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import type { StoneLot, StoneMovement } from '../../../../shared/contracts/stones/stone-lots';
import type { StonePreparation } from '../../../../shared/contracts/stones/stone-preparations';
import { type Role } from '../../../../shared/roles';
import { signedInQueryClient } from '../../platform/api/signed-in-for-test';
import { renderModulePage, testBranchListOf, testMeOf, type ModulePageOptions } from '../../../ui/render-for-test';

/** The stones pages' fixtures and a server-side render of one page at an address, its queries answered beforehand. */
export const stonesTestAt = '2026-01-15T03:30:00.000Z';
export const stonesTestBranch = { id: 1, code: 'PP-CM', nameKh: 'ផ្សារកណ្ដាល', nameEn: 'Central Market' };

export const stonesTestBranches: FindBranchesResponse = testBranchListOf([stonesTestBranch], stonesTestAt);

export function stonesTestMe(role: Role): MeResponse {
  return testMeOf(role, 'Sok Chantha', 1);
}

export const testLotRef = { id: 7, code: 'SL-2026-000007', stoneType: 'Diamond', shape: 'round' as const, sizeCmm: 150, colour: 'G', quality: 'VS1' };

export function testLot(rest: Partial<StoneLot> = {}): StoneLot {
  return {
    ...testLotRef,
    branch: stonesTestBranch,
    holder: null,
    costCentsPerCarat: 85_000,
    supplier: 'Antwerp Gems',
    note: '',
    splitFrom: null,
    receivedAt: stonesTestAt,
    createdBy: 'manager',
    available: { count: 88, weightMct: 1_320 },
    prepared: { count: 12, weightMct: 180 },
    set: { count: 0, weightMct: 0 },
    sold: { count: 0, weightMct: 0 },
    ...rest,
  };
}

export function testPreparation(id: number, rest: Partial<StonePreparation> = {}): StonePreparation {
  return {
    id,
    lot: testLotRef,
    target: { kind: 'item', id: 3, code: 'IT-000003', description: 'Lotus ring, 18K' },
    prepared: { count: 12, weightMct: 180 },
    held: { count: 12, weightMct: 180 },
    set: { count: 0, weightMct: 0 },
    returned: { count: 0, weightMct: 0 },
    state: 'prepared',
    assignedAt: null,
    note: '',
    createdAt: stonesTestAt,
    postingDate: stonesTestAt.slice(0, 10),
    createdBy: 'manager',
    ...rest,
  };
}

export function testMovement(id: number, rest: Partial<StoneMovement> = {}): StoneMovement {
  return {
    id,
    kind: 'receive',
    count: 100,
    weightMct: 1_500,
    preparedCount: 0,
    preparedWeightMct: 0,
    preparationId: null,
    target: null,
    otherLot: null,
    document: null,
    note: '',
    createdAt: stonesTestAt,
    postingDate: stonesTestAt.slice(0, 10),
    createdBy: 'manager',
    ...rest,
  };
}

export function renderStonesPage({ role = 'manager', ...page }: ModulePageOptions): Promise<string> {
  return renderModulePage({ ...page, queryClient: signedInQueryClient(stonesTestMe(role), stonesTestBranches) });
}
