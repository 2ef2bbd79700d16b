import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ProductionItem } from '../../../../shared/contracts/production/production-item';
import { formatGrams } from '../../../../shared/units';
import { formatDateTime } from '../../../i18n/format';
import { imageUrl, useUiLocale } from '../../../ui';
import { useProductionNames } from './production-names';
import { StageBadge } from './stage-badge';
import { LabelledFact } from '../../../ui/labelled-fact';

export const timelinePath = (id: number) => `/follow/timeline/${id}`;

/** The item as the timeline and the tracker show it: code, description, material, stage and since when. */
export function ItemSummary({ item, actions }: { item: ProductionItem; actions?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { materialName, designerName, categoryName } = useProductionNames();
  return (
    <Paper p="lg" radius="lg" withBorder>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          {item.photoUrl && (
            <Anchor href={imageUrl(item.photoUrl)} target="_blank" rel="noopener">
              <Image src={imageUrl(item.photoUrl, { width: 120, height: 120 })} alt={t('production.timeline.photo')} w={96} h={96} radius="md" fit="cover" />
            </Anchor>
          )}
          <Stack gap={4} style={{ flex: 1 }}>
            <Group gap="sm">
              <Title order={2} fz={22} ff="monospace">
                {item.code}
              </Title>
              <StageBadge stage={item.stage} size="lg" data-testid="item-stage" />
            </Group>
            <Text size="lg">{item.description}</Text>
            <Text size="sm" c="dimmed">
              {t('production.timeline.since', { time: formatDateTime(item.stageSince) })}
            </Text>
          </Stack>
          {actions}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <LabelledFact label={t('production.timeline.category')}>{categoryName(item.categoryId) ?? '—'}</LabelledFact>
          <LabelledFact label={t('production.timeline.material')}>{materialName(item.materialId)}</LabelledFact>
          <LabelledFact label={t('production.timeline.designer')}>
            {designerName(item.designerStaffId) ?? t('production.timeline.noDesigner')}
          </LabelledFact>
          <LabelledFact label={t('production.timeline.targetWeight')}>
            {item.targetWeightMg === null ? '—' : formatGrams(item.targetWeightMg, locale)}
          </LabelledFact>
          <LabelledFact label={t('production.timeline.preOrder')}>
            {item.preOrderNumber ?? t('production.timeline.forStock')}
          </LabelledFact>
          {item.designRef && <LabelledFact label={t('production.timeline.designRef')}>{item.designRef}</LabelledFact>}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** A code that opens the item's timeline. */
export function ItemCodeLink({ item }: { item: Pick<ProductionItem, 'id' | 'code'> }) {
  return (
    <Anchor component={Link} to={timelinePath(item.id)} ff="monospace" fw={600}>
      {item.code}
    </Anchor>
  );
}
