import { Alert, Badge, Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { GetDesignQueueQuery } from '../../../../shared/contracts/production/get-design-queue';
import { canAny, useMe } from '../../platform/api/get-me';
import { useGetDesignQueue } from '../api/get-design-queue';
import { DesignQueueRow } from '../components/design-queue-item';
import { useProductionNames } from '../components/production-names';
import { ProductionTabs } from '../components/production-tabs';
import { PageTitle } from '../../../ui/page-title';

/** `/follow-up/design`: the designers' queue, one section per designer, with the design steps for those allowed. */
export function DesignQueuePage() {
  const { t } = useTranslation();
  const route = getRouteApi('/follow-up/design');
  const navigate = route.useNavigate();
  // `?designerStaffId=`: the filter lives in the address, so a designer can keep a link to their own queue.
  const designerStaffId = route.useSearch().designerStaffId ?? null;
  const { data: me } = useMe();
  const canAct = canAny(me, ['production.write', 'production.design']);
  const { designerOptions, designerName } = useProductionNames();
  const query: GetDesignQueueQuery = designerStaffId ? { designerStaffId } : {};
  const { data, isFetching } = useGetDesignQueue(query);
  const now = Date.now();

  return (
    <Stack gap="lg">
      <ProductionTabs />
      <PageTitle title={t('production.followUp.design.title')} subtitle={t('production.followUp.design.subtitle')} />

      <Paper p="md" radius="lg" withBorder>
        <Group gap="md" align="flex-end" justify="space-between">
          <Select
            label={t('production.followUp.design.designer')}
            placeholder={t('production.followUp.design.allDesigners')}
            data={designerOptions}
            value={designerStaffId}
            onChange={(value) => void navigate({ search: value ? { designerStaffId: value } : {}, replace: true })}
            clearable
            searchable
            w={{ base: '100%', sm: 260 }}
          />
          {!canAct && me && (
            <Text size="sm" c="dimmed" mb={8}>
              {t('production.followUp.design.readOnly')}
            </Text>
          )}
        </Group>
      </Paper>

      {data?.truncated && (
        <Alert color="orange" radius="lg" icon={<IconInfoCircle size={18} />}>
          {t('production.followUp.design.truncated')}
        </Alert>
      )}
      {!data && isFetching && (
        <Center mih="20dvh">
          <Loader color="gold" type="dots" />
        </Center>
      )}
      {data && data.designers.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('production.followUp.design.empty')}
        </Text>
      )}
      {data?.designers.map((group) => (
        <Paper key={group.designerStaffId ?? 'none'} withBorder radius="lg" p="md" component="section">
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Title order={2} fz="lg">
              {designerName(group.designerStaffId) ?? t('production.followUp.design.notAssigned')}
            </Title>
            <Badge variant="light" size="lg" circle={group.items.length < 10}>
              {group.items.length}
            </Badge>
          </Group>
          <Stack gap={0}>
            {group.items.map((item) => (
              <DesignQueueRow key={item.id} item={item} canAct={canAct} now={now} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
