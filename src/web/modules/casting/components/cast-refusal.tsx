import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shell/http';

/** The server's refusal (409, 422, a network failure) and field errors no input shows. */
export function CastRefusal({ error, otherFields = [] }: { error: ApiError | null; otherFields?: readonly string[] }) {
  const { t } = useTranslation();
  if (!error && otherFields.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('casting.detail.refused')} role="alert">
      <Stack gap={4}>
        {error && <Text size="sm">{error.message}</Text>}
        {otherFields.map((message) => (
          <Text size="sm" key={message}>
            {message}
          </Text>
        ))}
        {error && (
          <Text size="xs" c="dimmed">
            {error.status ? `${error.status} · ${error.code}` : error.code}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
