import { Button, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconKey, IconQrcode } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';

export function LoginOptionsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz={24}>
          {t('auth.signInTitle')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('auth.optionsSubtitle')}
        </Text>
      </Stack>
      <Stack gap={6}>
        <Button component={Link} to="/login" size="md" fullWidth leftSection={<IconKey size={18} />}>
          {t('auth.passwordOption')}
        </Button>
        <Text fz="xs" c="dimmed" ta="center">
          {t('auth.passwordOptionHint')}
        </Text>
      </Stack>
      <Divider />
      <Paper bg="gray.0" radius="md" p="md" withBorder>
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="md" color="gold" variant="light">
            <IconQrcode size={26} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={600}>{t('auth.qrOption')}</Text>
            <Text fz="sm" c="dimmed">
              {t('auth.qrOptionHint')}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
