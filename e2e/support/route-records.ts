/**
 * Where a demo record stands behind each `{id}` of the route table
 * (src/shared/routes.ts): the list whose first item a page of that pattern
 * opens on. The journeys and the cold-route bench open every route with them.
 * The stock count is not here: the demo holds none, and each caller makes one
 * its own way.
 */
export const recordLists: Readonly<Record<string, string>> = {
  '/entry/gem-{id}': '/api/entries?pageSize=1',
  '/entry/close/{id}': '/api/entries?pageSize=1',
  '/entry-edit-{id}': '/api/entries?pageSize=1',
  '/entry-detail-{id}': '/api/entries?pageSize=1',
  '/follow/timeline/{id}': '/api/production/items?pageSize=1',
  '/cast/detail/{id}': '/api/casting/casts?pageSize=1',
  '/cast/detail/info-{id}': '/api/casting/casts?pageSize=1',
  '/gem_report/detail-{id}': '/api/stones/gem-reports?pageSize=1',
  '/invoice/detail-{id}': '/api/sales/invoices?pageSize=1',
  '/pos/invoice-{id}': '/api/sales/invoices?pageSize=1',
  '/material/slip-{id}': '/api/materials/documents?pageSize=1',
  '/jewelry/document-{id}': '/api/stock/documents?pageSize=1',
};

/** The record behind each pattern, by `first` (the first item's id of a list, as text), each list asked once. */
export async function recordIds(first: (listUrl: string) => Promise<string>): Promise<Record<string, string>> {
  const asked = new Map<string, Promise<string>>();
  const ids = await Promise.all(
    Object.entries(recordLists).map(async ([pattern, list]) => {
      if (!asked.has(list)) asked.set(list, first(list));
      return [pattern, await asked.get(list)!] as const;
    }),
  );
  return Object.fromEntries(ids);
}
