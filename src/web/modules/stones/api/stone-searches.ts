import { z } from 'zod';
import { idQuerySchema } from '../../../../shared/contracts/common';
import { findGemReportsQuerySchema } from '../../../../shared/contracts/stones/gem-reports';
import { findStoneLotsQuerySchema, stoneLotStates, type FindStoneLotsQuery } from '../../../../shared/contracts/stones/stone-lots';
import { searchOf } from '../../../shell/search-params';
import { cmmOfMm, sizeMmSchema } from '../components/stone-search';
import { definedOnly } from '../../../ui/search-filters';

/**
 * The stones pages' filters as their routes keep them in the address (fields
 * of the contracts' queries, odd values dropped), and the queries the pages
 * and the routes' loaders both ask with.
 */
export const lotsPageSize = 50;

/** `/gem_stone`: `?lot=` one lot; else the list's filters, sizes in mm as typed; the default state (in stock) stays out. */
export const lotSearch = searchOf(
  {
    ...findStoneLotsQuerySchema.shape,
    state: z.enum(stoneLotStates).exclude(['in_stock']),
    sizeFrom: sizeMmSchema,
    sizeTo: sizeMmSchema,
    lot: idQuerySchema,
  },
  ['lot', 'state', 'stoneType', 'shape', 'sizeFrom', 'sizeTo', 'branchId', 'holderId', 'search', 'page'],
);
export type LotSearch = ReturnType<typeof lotSearch>;

/** The lots query of those filters (sizes in hundredths of a mm). */
export const lotsQueryOf = (search: LotSearch): FindStoneLotsQuery =>
  definedOnly({
    state: search.state,
    stoneType: search.stoneType,
    shape: search.shape,
    sizeFrom: cmmOfMm(search.sizeFrom),
    sizeTo: cmmOfMm(search.sizeTo),
    branchId: search.branchId,
    holderId: search.holderId,
    search: search.search,
    page: Number(search.page ?? 1),
    pageSize: lotsPageSize,
  });

export const reportsPageSize = 25;

/** `/gem_report`: `?branchId=&search=&page=`. */
export const gemReportsSearch = searchOf(findGemReportsQuerySchema.shape, ['branchId', 'search', 'page']);
export const gemReportsQueryOf = (search: ReturnType<typeof gemReportsSearch>) => ({
  ...definedOnly({ branchId: search.branchId, search: search.search }),
  page: Number(search.page ?? 1),
  pageSize: reportsPageSize,
});

/** `/inventory/stone`: `?branchId=&stoneType=`. */
export const stoneInventorySearch = searchOf(findStoneLotsQuerySchema.shape, ['branchId', 'stoneType']);

/** The stone inventory's lots: every page of those in stock, of a branch and a stone type when the address names them. The page and its load ask the same. */
export const stoneInventoryQueryOf = (search: ReturnType<typeof stoneInventorySearch>) => definedOnly({ state: 'in_stock' as const, ...search });
