import { Button, Code, Group } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isBotUserAgent } from './bot-user-agent';
import { CenteredMessage } from './centered-message';
import { chunkReloadPending, isChunkLoadError, reloadForChunkError, type ChunkReloadDecision } from './chunk-reload';

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

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const chunkError = isChunkLoadError(error);
  const [decision, setDecision] = useState<ChunkReloadDecision | null>(chunkError ? null : 'show-error');
  useEffect(() => {
    if (chunkError) setDecision(chunkDecisionFor(error));
  }, [chunkError, error]);

  if (typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent)) return null;
  if (decision !== 'show-error' || chunkReloadPending()) return null;
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div data-testid="route-error">
      <CenteredMessage
        icon={<IconAlertTriangle size={36} stroke={1.5} />}
        color="red"
        title={chunkError ? t('errors.chunkLoad') : t('errors.pageFailed')}
        actions={
          <Group justify="center">
            <Button
              leftSection={<IconRefresh size={18} />}
              onClick={() => {
                if (chunkError) return window.location.reload();
                // Runs the route's session check and loaders again, then re-renders.
                reset();
                void router.invalidate();
              }}
            >
              {t('common.retry')}
            </Button>
            <Button component={Link} to="/" variant="default" leftSection={<IconHome size={18} />}>
              {t('common.backHome')}
            </Button>
          </Group>
        }
      >
        <Code fz="xs" style={{ wordBreak: 'break-word' }}>
          {detail}
        </Code>
      </CenteredMessage>
    </div>
  );
}
