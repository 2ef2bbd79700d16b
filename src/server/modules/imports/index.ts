/**
 * Imports: spreadsheets of opening records read into the other modules.
 * The module's public face (docs/architecture.md, "Boundaries"): other modules,
 * the ledger and the app's assembly import this file only, never a file inside.
 */
export { importsRoutes } from './imports.routes';
