import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, FindAuditLogResponse } from '../../../../shared/contracts/platform/find-audit-log';
import mainEn from '../../../i18n/en.json';
import mainKh from '../../../i18n/kh.json';
import { createTranslator } from '../../../i18n/translator';
import { TranslatorProvider } from '../../../i18n/use-translation';
import { auditLogQueryKey } from '../api/find-audit-log';
import { AuditLogPanel } from './audit-log-panel';

const owner = { id: 1, nameKh: 'លោក សុខ ចាន់ថា', nameEn: 'Sok Chantha' };
const entry = (id: number, action: string, entity: string, entityId: string | null, by: AuditEntry['by']): AuditEntry => ({
  id,
  at: '2026-03-02T02:30:00.000Z',
  userId: by?.id ?? null,
  username: by ? 'owner' : null,
  by,
  action,
  entity,
  entityId,
  before: null,
  after: { note: 'x' },
  ip: '127.0.0.1',
});

/** What the server answers when not asked for sign-ins (it leaves them out: audit-log.routes.test.ts). */
const plainLog: FindAuditLogResponse = {
  items: [
    entry(3, 'entry.accept', 'entry', '31', owner),
    entry(2, 'setting.update', 'setting', 'shop.name', owner),
    entry(1, 'demo.load', 'database', null, null),
  ],
  total: 3,
  page: 1,
  pageSize: 50,
};

async function render(locale: 'kh' | 'en'): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  // Cached only under the query without `signIns`: the panel shows rows only if it asks that way by default.
  queryClient.setQueryData([...auditLogQueryKey, { page: 1, pageSize: 50 }], plainLog);
  const i18n = createTranslator({ language: locale, catalogues: { kh: mainKh, en: mainEn } });
  const rootRoute = createRootRoute({ component: AuditLogPanel });
  const router = createRouter({ routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/' })]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return renderToStaticMarkup(
    <MantineProvider>
      <TranslatorProvider translator={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </TranslatorProvider>
    </MantineProvider>,
  );
}

describe('AuditLogPanel', () => {
  it('asks for the log without sign-ins by default, with the switch to show them off', async () => {
    const html = await render('en');
    expect(html).toContain('Show sign-ins and sign-outs');
    expect(html).not.toMatch(/<input[^>]*type="checkbox"[^>]*checked/);
    expect(html).toContain('Entry accepted');
  });

  it('shows actions in words, people by name and a link to the record, never the codes or the login', async () => {
    const html = await render('en');
    expect(html).toContain('Entry accepted');
    expect(html).toContain('Setting changed');
    expect(html).toContain('Sok Chantha');
    expect(html).toContain('>System<');
    expect(html).toContain('href="/entry-detail-31"');
    expect(html).toContain('>Entry 31<');
    expect(html).not.toMatch(/>(entry\.accept|setting\.update|owner)</);
    const kh = await render('kh');
    expect(kh).toContain('បានទទួលយកប័ណ្ណការងារ');
    expect(kh).toContain('លោក សុខ ចាន់ថា');
    expect(kh).toContain('>ប័ណ្ណការងារ 31<');
  });
});
