import { customerPages } from './pages-customers';
import { invoicePages } from './pages-invoices';
import { posPages } from './pages-pos';

/**
 * Sales pages by route pattern of src/shared/routes.ts (see
 * shell/page-registry.ts). Each loads as its own chunk on first visit.
 */
export const pages = { ...posPages, ...invoicePages, ...customerPages };
