/**
 * Stones: stone lots, their use in entries and their sale.
 * The module's public face (docs/architecture.md, "Boundaries"): other modules,
 * the ledger and the app's assembly import this file only, never a file inside.
 */
export { stonesRoutes } from './stones.routes';
export { receiveLot } from './stone-lots.service';
export { drawStonesForEntry, lotWords, lotsByIds, returnSoldStones, returnStonesOfEntry, sellStones, stoneLotsForSale } from './stone-use.service';
export { getLot } from './stone-views';
export { demoLotOf, seedStonesDemo } from './stones-demo';
export { stonesKeys } from './stones.keys';
export { stoneLotRefs } from './stones.reads';
