import { Button, Code, Group } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { CenteredMessage } from './centered-message';
import type { RouteErrorProps } from './route-error-page';

/** The error page as drawn once the shell's views have come (route-error-page.tsx decides when it shows). */
export function RouteErrorView({ chunkError, detail, onRetry }: RouteErrorProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="route-error">
      <CenteredMessage
        icon={<IconAlertTriangle size={36} stroke={1.5} />}
        color="red"
        title={chunkError ? t('errors.chunkLoad') : t('errors.pageFailed')}
        actions={
          <Group justify="center">
            <Button leftSection={<IconRefresh size={18} />} onClick={onRetry}>
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
