/**
 * Stock: jewelry categories, pieces in stock, transfers between branches and counts.
 * The module's public face (docs/architecture.md, "Boundaries"): other modules,
 * the ledger and the app's assembly import this file only, never a file inside.
 */
export { stockExportsRoutes } from './stock-exports.routes';
export { stockHomeFiguresRoutes } from './stock-home-figures.routes';
export { stockPiecesRoutes } from './stock-pieces.routes';
export { stockRoutes } from './stock.routes';
export { markPiecesSold, pieceAtCounter, returnSoldPieces, saleablePieces, type SaleablePiece } from './piece-sales.service';
export { seedStockDemo } from './stock-demo';
export { importPieces, type ImportedPiece } from './stock-import.service';
export { seedStockPiecesDemo, takeInOpeningStock, type OpeningStockPiece } from './stock-pieces-demo';
export { acceptPieces } from './stock-pieces.service';
export { findPending, findPieces, getStockDocument } from './stock-views';
export { findJewelryCategories, jewelryCategoryRefusals } from './stock.service';
export { stockSettings } from './stock.settings';
export { stockKeys } from './stock.keys';
export {
  firstPieceCode,
  jewelryCategoryExists,
  jewelryCategoryNames,
  jewelryCategoryRefs,
  jewelryPieceRowsSql,
  pieceAcceptedIntoBranchSql,
  pieceCodeByDescription,
  pieceCodesIn,
  pieceCount,
  piecesByCodes,
  seedJewelryCategories,
  stockDocumentCount,
  stockDocumentNumberSql,
} from './stock.reads';
