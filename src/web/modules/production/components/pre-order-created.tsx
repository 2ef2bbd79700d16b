import { Alert, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { PreOrderWithItems } from '../../../../shared/contracts/production/production-item';
import { ItemCodeLink } from './item-summary';
import { StageBadge } from './stage-badge';

/** The new pre-order's number and its pieces' codes, each opening its timeline. */
export function PreOrderCreated({ preOrder, onClose }: { preOrder: PreOrderWithItems; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      radius="lg"
      icon={<IconCircleCheck />}
      title={t('production.preOrders.created.title', { number: preOrder.number })}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Text size="sm">{t('production.preOrders.created.hint')}</Text>
          {preOrder.items.map((item) => (
            <Group key={item.id} gap="sm" wrap="nowrap">
              <ItemCodeLink item={item} />
              <Text size="sm">{item.description}</Text>
              <StageBadge stage={item.stage} size="sm" />
            </Group>
          ))}
        </Stack>
        <CloseButton aria-label={t('production.preOrders.created.close')} onClick={onClose} />
      </Group>
    </Alert>
  );
}
