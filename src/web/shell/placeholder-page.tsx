import { Button } from '@mantine/core';
import { IconHammer, IconHome } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../../shared/routes';
import { CenteredMessage } from './centered-message';

/**
 * Stands in for a page until its module plugs the real one into the registry.
 * It speaks to the shop, not to developers: the issue and module that will
 * build the page are in its data attributes only.
 */
export function PlaceholderPage({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  return (
    <div data-testid="placeholder-page" data-issue={route.issue} data-module={route.module}>
      <CenteredMessage
        icon={<IconHammer size={36} stroke={1.5} />}
        color="gold"
        title={t('placeholder.title')}
        actions={
          route.layout === 'none' ? (
            <Button component={Link} to="/" variant="light" leftSection={<IconHome size={18} />}>
              {t('common.backHome')}
            </Button>
          ) : undefined
        }
      >
        {t('placeholder.body')}
      </CenteredMessage>
    </div>
  );
}
