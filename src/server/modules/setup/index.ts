/**
 * Setup: the shop set up in the browser on first start, and restore.
 * The module's public face (docs/architecture.md, "Boundaries"): other modules,
 * the ledger and the app's assembly import this file only, never a file inside.
 */
export { setupRoutes } from './setup.routes';
