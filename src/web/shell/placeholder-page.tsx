import { Badge, Button, Code, Group } from '@mantine/core';
import { IconHammer, IconHome } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../../shared/routes';
import { CenteredMessage } from './centered-message';

/** Stands in for a page until its module's issue plugs the real one into the registry. */
export function PlaceholderPage({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const path = useRouterState({ select: (state) => state.location.pathname });
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
        <Group justify="center" gap="xs" mb="xs">
          <Badge variant="light" color="navy">
            {route.module}
          </Badge>
          <Code>{path}</Code>
        </Group>
        {t('placeholder.body', { issue: route.issue, module: route.module })}
      </CenteredMessage>
    </div>
  );
}
