/**
 * Casting: wax pieces, casts and their weights (docs/design.md).
 * The module's public face (docs/architecture.md, "Boundaries"): other modules,
 * the ledger and the app's assembly import this file only, never a file inside.
 */
export { castingHomeFiguresRoutes } from './casting-home-figures.routes';
export { castingRoutes } from './casting.routes';
export { finishedCastTotalsSql } from './cast-weights-sql';
export { seedCastingDemo } from './casting-demo';
export { createCast, createWaxPiece, cutCast, findCasts, findWaxPieces, finishCast, getCast, pourCast, recordCastResult } from './casting.service';
export { castNumberSql, castRowsSql, castWithItems, firstCast } from './casting.reads';
