/**
 * Production: items on the production board, their stages and pre-orders.
 * The module's public face (docs/architecture.md, "Boundaries"): other modules,
 * the ledger and the app's assembly import this file only, never a file inside.
 */
export { productionRoutes } from './production.routes';
export { moveItems } from './item-moves';
export { seedProductionDemo } from './production-demo';
export { type ProductionStage } from './production-stages';
export { createItem, findItems, findUnfinished, getBoard, getItem, getPreOrder, moveItem, recordItemStep } from './production.service';
export { productionKeys } from './production.keys';
export {
  itemMoves,
  lastItemWeightMgSql,
  lockProductionItems,
  preOrderIdByDesignRef,
  preOrderRefs,
  productionEventCount,
  productionItemCodesIn,
  productionItemIdByDescription,
  productionItemRefs,
  productionItemsByIds,
  seedItemsAtStage,
  seedProductionItem,
  seedProductionItems,
  type ProductionItemRef,
} from './production.reads';
