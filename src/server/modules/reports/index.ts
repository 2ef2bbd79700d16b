/**
 * Reports: the figures the owner reads, from the read functions and read models the other modules offer.
 * The module's public face (docs/architecture.md, "Boundaries"): other modules,
 * the ledger and the app's assembly import this file only, never a file inside.
 */
export { reportsRoutes } from './reports.routes';
