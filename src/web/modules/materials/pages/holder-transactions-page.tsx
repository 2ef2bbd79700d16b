import { Anchor, Box, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { Holder } from '../../../../shared/contracts/materials/material';
import { ExportMenu, FilterSelect } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import { holderPostingsExportPath, holderPostingsPageSize, useFindHolderPostings } from '../api/find-holder-postings';
import { useHolderByCode } from '../api/find-holders';
import { useGetAccounts } from '../api/get-accounts';
import { HolderNotFound } from '../components/holder-balances';
import { HolderPostingsTable } from '../components/holder-postings-table';
import { holderPath } from './holder-page';
import { WeightText } from '../../../ui/weight-text';

const route = getRouteApi('/material/holder-{$holder}/transaction');

interface HistoryFilters {
  materialId?: string;
  from?: string;
  to?: string;
  page?: string;
}

/** `/material/holder-{holder}/transaction`: the holder's whole history, paged on the server, filtered, exported as CSV. */
export function HolderTransactionsPage() {
  const code = route.useParams().holder;
  const { holder, isPending, notFound } = useHolderByCode(code);
  if (notFound) return <HolderNotFound code={code} />;
  if (isPending || !holder) {
    return (
      <Center mih="40dvh">
        <Loader color="gold" type="dots" />
      </Center>
    );
  }
  return <HolderHistory holder={holder} />;
}

function HolderHistory({ holder }: { holder: Holder }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const navigate = route.useNavigate();
  // The filters live in the address (`?materialId=&from=&to=&page=`): a filtered history can be shared; odd values are dropped.
  const filters: HistoryFilters = route.useSearch();
  const page = Number(filters.page ?? 1);
  const { data: accounts } = useGetAccounts({ includeInactive: 'true' });
  const filterQuery = {
    ...(filters.materialId ? { materialId: filters.materialId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const { data, isFetching } = useFindHolderPostings(holder.id, { ...filterQuery, page, pageSize: holderPostingsPageSize });

  /** A changed filter goes back to page 1. */
  const setFilters = (next: HistoryFilters) =>
    void navigate({ search: { ...filters, page: undefined, ...next }, replace: true });
  const materialOptions = (accounts?.materials ?? []).map((m) => ({ value: String(m.id), label: `${nameOf(m)} · ${m.code}` }));
  /** A material by its name, its code beside it (the clerk's handle). */
  const materialOf = (materialId: number) => {
    const known = accounts?.materials.find((m) => m.id === materialId);
    if (known) return { name: nameOf(known), code: known.code };
    const posted = data?.items.find((p) => p.materialId === materialId);
    return posted ? { name: nameOf({ nameKh: posted.materialNameKh, nameEn: posted.materialNameEn }), code: posted.materialCode } : { name: `#${materialId}`, code: '' };
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Anchor component={Link} to={holderPath(holder.code)} size="sm">
            {nameOf(holder)} · {holder.code}
          </Anchor>
          <Title order={1} fz={26}>
            {t('materials.holder.historyTitle', { name: nameOf(holder) || holder.code })}
          </Title>
          <Text c="dimmed">{t('materials.holder.historySubtitle')}</Text>
        </Stack>
        <ExportMenu path={holderPostingsExportPath(holder.id)} filters={filterQuery} />
      </Group>

      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <Group gap="md" align="flex-end">
            <FilterSelect
              label={t('materials.holder.material')}
              placeholder={t('materials.holder.allMaterials')}
              data={materialOptions}
              value={filters.materialId}
              onChange={(materialId) => setFilters({ materialId })}
              w={{ base: '100%', sm: 240 }}
            />
            <DatePickerInput
              label={t('materials.holder.from')}
              value={filters.from ?? null}
              onChange={(value) => setFilters({ from: value ? String(value).slice(0, 10) : undefined })}
              maxDate={filters.to}
              valueFormat="YYYY-MM-DD"
              clearable
              w={{ base: '100%', xs: 180 }}
            />
            <DatePickerInput
              label={t('materials.holder.to')}
              value={filters.to ?? null}
              onChange={(value) => setFilters({ to: value ? String(value).slice(0, 10) : undefined })}
              minDate={filters.from}
              valueFormat="YYYY-MM-DD"
              clearable
              w={{ base: '100%', xs: 180 }}
            />
          </Group>

          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('materials.holder.net')}
            </Text>
            {data && data.netByMaterial.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('materials.holder.noMovement')}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {data?.netByMaterial.map((net) => (
                <Paper key={net.materialId} withBorder radius="md" p="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>
                      {materialOf(net.materialId).name}{' '}
                      <Text span size="xs" c="dimmed" ff="monospace" fw={400}>
                        {materialOf(net.materialId).code}
                      </Text>
                    </Text>
                    <Box c={net.mg < 0 ? 'red.7' : net.mg > 0 ? 'teal.7' : undefined}>
                      <WeightText mg={net.mg} signed align="right" />
                    </Box>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>

          <HolderPostingsTable
            rows={data?.items ?? []}
            page={page}
            pageSize={holderPostingsPageSize}
            total={data?.total ?? 0}
            onPageChange={(next) => void navigate({ search: { ...filters, page: String(next) } })}
            loading={isFetching && !data}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
