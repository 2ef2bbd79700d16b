import { Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { Logo } from './logo';

/** Logo, app title and tagline, linking home. */
export function Brand({ tone = 'dark', withTagline = true }: { tone?: 'dark' | 'light'; withTagline?: boolean }) {
  const { t } = useTranslation();
  const onDark = tone === 'dark';
  return (
    <Link to="/" style={{ textDecoration: 'none', minWidth: 0, display: 'block' }}>
      <Group gap={10} wrap="nowrap">
        <Logo size={34} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} fz="lg" lh={1.25} c={onDark ? 'white' : 'navy.9'} truncate>
            {t('app.title')}
          </Text>
          {withTagline && (
            <Text fz="xs" lh={1.3} c={onDark ? 'gold.3' : 'dimmed'} truncate visibleFrom="xs">
              {t('app.tagline')}
            </Text>
          )}
        </Stack>
      </Group>
    </Link>
  );
}
