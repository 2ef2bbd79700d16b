import { Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { defaultStuckDays, type FindUnfinishedQuery } from '../../../../shared/contracts/production/find-unfinished';
import { formatDate } from '../../../i18n/format';
import { useFindUnfinished } from '../api/find-unfinished';
import { useProductionNames } from '../components/production-names';
import { formatShopDay } from '../components/shop-days';
import { UnfinishedTable } from '../components/unfinished-table';
import { ProductionTabs } from '../components/production-tabs';
import { PageTitle } from '../../../ui/page-title';
import { FilterSelect } from '../../../ui';

const maxStuckDays = 365;

function Days({ count, detail, color }: { count: number; detail: string; color: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} align="flex-end">
      <Text fw={700} c={color} style={{ whiteSpace: 'nowrap' }}>
        {t('production.followUp.unfinished.days', { count })}
      </Text>
      <Text size="xs" c="dimmed" ta="right">
        {detail}
      </Text>
    </Stack>
  );
}

/** `/follow-up/unfinished`: pieces past their promised day and pieces stuck in one stage for more than N days. */
export function UnfinishedPage() {
  const { t } = useTranslation();
  const { materialOptions } = useProductionNames();
  const [materialId, setMaterialId] = useState<string>();
  const [stuckDays, setStuckDays] = useState<number>(defaultStuckDays);
  const [debouncedStuckDays] = useDebouncedValue(stuckDays, 400);
  const query: FindUnfinishedQuery = { stuckDays: debouncedStuckDays, ...(materialId ? { materialId } : {}) };
  const { data } = useFindUnfinished(query);

  return (
    <Stack gap="lg">
      <ProductionTabs />
      <PageTitle title={t('production.followUp.unfinished.title')} subtitle={t('production.followUp.unfinished.subtitle')} />

      <Paper p="md" radius="lg" withBorder>
        <Group gap="md" align="flex-end">
          <FilterSelect
            label={t('production.followUp.unfinished.material')}
            placeholder={t('production.followUp.unfinished.allMaterials')}
            data={materialOptions}
            value={materialId}
            onChange={setMaterialId}
          />
          <NumberInput
            label={t('production.followUp.unfinished.stuckDays')}
            value={stuckDays}
            onChange={(value) => {
              const days = Math.round(Number(value));
              if (Number.isFinite(days)) setStuckDays(Math.min(maxStuckDays, Math.max(1, days)));
            }}
            min={1}
            max={maxStuckDays}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            w={{ base: '100%', sm: 180 }}
          />
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        <UnfinishedTable
          title={t('production.followUp.unfinished.late')}
          hint={t('production.followUp.unfinished.lateHint')}
          color="red"
          rows={data?.late ?? []}
          total={data?.lateTotal ?? 0}
          daysHeader={t('production.followUp.unfinished.daysLate')}
          days={(row) => (
            <Days count={row.daysLate} color="red" detail={t('production.followUp.unfinished.promised', { date: formatShopDay(row.promisedOn) })} />
          )}
          emptyText={t('production.followUp.unfinished.emptyLate')}
        />
        <UnfinishedTable
          title={t('production.followUp.unfinished.stuck')}
          hint={t('production.followUp.unfinished.stuckHint', { days: debouncedStuckDays })}
          color="orange"
          rows={data?.stuck ?? []}
          total={data?.stuckTotal ?? 0}
          daysHeader={t('production.followUp.unfinished.daysInStage')}
          days={(row) => (
            <Days count={row.daysInStage} color="orange" detail={t('production.followUp.unfinished.since', { date: formatDate(row.stageSince) })} />
          )}
          emptyText={t('production.followUp.unfinished.emptyStuck')}
        />
      </SimpleGrid>
    </Stack>
  );
}
