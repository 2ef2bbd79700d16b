import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { intlLocale } from '../../../../shared/units';
import { formatDate, formatDateTime } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { usePickUpRepair } from '../api/pick-up-repair';

/** A repair's customer: who, what they asked, the promised day, and the pickup once the work is accepted. */
export function RepairIntakeCard({ entry, mayHandOver }: { entry: EntryDetail; mayHandOver: boolean }) {
  const { t } = useTranslation();
  const locale = intlLocale(useUiLocale()) as IntlLocale;
  const pickup = usePickUpRepair();
  const repair = entry.repair;
  if (!repair) return null;
  const rows: [string, string][] = [
    [t('entries.repair.customer'), repair.customerName],
    [t('entries.repair.phone'), repair.customerPhone || '—'],
    [t('entries.repair.request'), repair.request || '—'],
    [t('entries.repair.promisedOn'), repair.promisedOn ? formatDate(repair.promisedOn, locale) : '—'],
  ];
  return (
    <Paper p="lg" radius="lg" withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18}>
            {t('entries.repair.title')}
          </Title>
          {repair.pickedUpAt ? (
            <Text size="sm" c="teal.8" fw={500}>
              {t('entries.repair.pickedUpAt', { at: formatDateTime(repair.pickedUpAt, locale) })}
            </Text>
          ) : (
            mayHandOver &&
            entry.state === 'accepted' && (
              <Button size="xs" leftSection={<IconHandStop size={14} />} loading={pickup.isPending} onClick={() => pickup.mutate(entry.id)}>
                {t('entries.repair.handOver')}
              </Button>
            )
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {rows.map(([label, value]) => (
            <Stack gap={0} key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={500}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {!repair.pickedUpAt && entry.state !== 'accepted' && (
          <Text size="xs" c="dimmed">
            {t('entries.repair.pickupAfterAccept')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
