import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useDeferredChunk } from './deferred-chunk';
import { PlainMessage, shellViews } from './deferred-views';

/**
 * Spec §5/§8: unknown paths, invalid {id} or categoryId, dev-only pages in
 * production. The root's loader waits for the shell's views on such an
 * address (page-route.tsx); the plain page shows only if they cannot come.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const views = useDeferredChunk(shellViews);
  const path = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    void shellViews.fetch();
  }, []);
  if (views) return <views.NotFoundView path={path} />;
  return <PlainMessage testId="not-found" title={t('notFound.title')} detail={t('notFound.message', { path })} />;
}
