/** The counter's pages (helper-owned until merged): `/pos`, `/pos/invoice`, `/pos/invoice-{id}`. */
export const posPages = {};
