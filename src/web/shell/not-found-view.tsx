import { Button, Code } from '@mantine/core';
import { IconHome, IconMapSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { CenteredMessage } from './centered-message';

/** The not-found page as drawn once the shell's views have come (not-found-page.tsx). */
export function NotFoundView({ path }: { path: string }) {
  const { t } = useTranslation();
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
