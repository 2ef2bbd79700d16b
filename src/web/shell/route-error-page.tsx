import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isBotUserAgent } from './bot-user-agent';
import { chunkReloadPending, isChunkLoadError, reloadForChunkError, type ChunkReloadDecision } from './chunk-reload';
import { PlainMessage, shellViews } from './deferred-views';
import { useDeferredChunk } from './deferred-chunk';

const decisions = new WeakMap<object, ChunkReloadDecision>();

/** One decision per error object, so a re-render (or StrictMode) cannot reload twice. */
function chunkDecisionFor(error: unknown): ChunkReloadDecision {
  if (typeof error !== 'object' || error === null) return 'show-error';
  let decision = decisions.get(error);
  if (!decision) {
    decision = reloadForChunkError();
    decisions.set(error, decision);
  }
  return decision;
}

/** What the error page shows and what its Retry does. */
export interface RouteErrorProps {
  chunkError: boolean;
  detail: string;
  onRetry: () => void;
}

/**
 * A route's error: a failed chunk reloads the page once (the chunk-reload
 * guard), else the error page shows. This part is in the first screen, since
 * a failed chunk or a server that is down is when the error page must show;
 * its Mantine dress comes with the shell's views, and until then (or offline)
 * a plain page says the same.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const views = useDeferredChunk(shellViews);
  const chunkError = isChunkLoadError(error);
  const [decision, setDecision] = useState<ChunkReloadDecision | null>(chunkError ? null : 'show-error');
  useEffect(() => {
    if (chunkError) setDecision(chunkDecisionFor(error));
  }, [chunkError, error]);
  const showing = decision === 'show-error' && !chunkReloadPending();
  useEffect(() => {
    if (showing) void shellViews.fetch();
  }, [showing]);

  if (typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent)) return null;
  if (!showing) return null;
  const props: RouteErrorProps = {
    chunkError,
    detail: error instanceof Error ? error.message : String(error),
    onRetry: () => {
      if (chunkError) return window.location.reload();
      // Runs the route's session check and loaders again, then re-renders.
      reset();
      void router.invalidate();
    },
  };
  return views ? <views.RouteErrorView {...props} /> : <PlainRouteError {...props} />;
}

function PlainRouteError({ chunkError, detail, onRetry }: RouteErrorProps) {
  const { t } = useTranslation();
  return (
    <PlainMessage testId="route-error" title={chunkError ? t('errors.chunkLoad') : t('errors.pageFailed')} detail={detail}>
      <button type="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </PlainMessage>
  );
}
