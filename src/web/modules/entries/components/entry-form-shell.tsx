import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CenteredMessage } from '../../../shell/centered-message';
import { Brand } from '../../../shell/brand';
import { LocaleSwitch } from '../../../shell/locale-switch';
import { UserMenu } from '../../../shell/user-menu';
import { BackLink } from '../../../ui/back-link';

/** The app header's colours: these pages have no app shell (spec §2, no layout). */
const headerStyle = {
  background: 'linear-gradient(100deg, #0e2143 0%, #12294f 55%, #1a3868 100%)',
  borderBottom: '2px solid var(--mantine-color-gold-6)',
} as const;

export interface EntryFormShellProps {
  title: ReactNode;
  subtitle?: ReactNode;
  back: { to: string; label: string };
  /** Beside the title: a link to the other way of issuing, a badge. */
  aside?: ReactNode;
  size?: 'lg' | 'xl';
  children: ReactNode;
}

/** The frame of the issuing pages: brand, language, user, the way back, the title. */
export function EntryFormShell({ title, subtitle, back, aside, size = 'lg', children }: EntryFormShellProps) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" style={headerStyle}>
        <Container size={size}>
          <Group h={62} justify="space-between" wrap="nowrap">
            <Brand tone="dark" />
            <Group gap="md" wrap="nowrap">
              <LocaleSwitch tone="dark" />
              <UserMenu tone="dark" />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size={size} py="lg" component="main">
        <Stack gap="lg">
          <Stack gap={4}>
            <BackLink to={back.to} label={back.label} />
            <Group justify="space-between" align="flex-end" gap="sm">
              <Stack gap={2}>
                <Title order={1} fz={26}>
                  {title}
                </Title>
                {subtitle && <Text c="dimmed">{subtitle}</Text>}
              </Stack>
              {aside}
            </Group>
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** Someone who may read entries but not issue them (a jeweller, a cashier): the server would refuse. */
export function NoIssuePermission({ back }: { back: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <EntryFormShell title={t('entries.add.title')} back={back}>
      <CenteredMessage
        icon={<IconLock size={36} />}
        title={t('entries.add.noPermission')}
        actions={
          <Button component={Link} to={back.to} variant="light">
            {back.label}
          </Button>
        }
      />
    </EntryFormShell>
  );
}
