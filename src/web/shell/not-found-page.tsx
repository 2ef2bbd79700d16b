import { Button, Code } from '@mantine/core';
import { IconHome, IconMapSearch } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { CenteredMessage } from './centered-message';

/** Spec §5/§8: unknown paths, invalid {id} or categoryId, dev-only pages in production. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <div data-testid="not-found">
      <CenteredMessage
        icon={<IconMapSearch size={38} stroke={1.5} />}
        title={t('notFound.title')}
        actions={
          <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} />}>
            {t('common.backHome')}
          </Button>
        }
      >
        <Code fz="sm" style={{ wordBreak: 'break-all' }}>
          {t('notFound.message', { path })}
        </Code>
      </CenteredMessage>
    </div>
  );
}
