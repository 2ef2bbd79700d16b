import { Anchor, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../../shared/units';
import { imageUrl, useUiLocale } from '../../../ui';
import { useGetPreOrder } from '../api/get-pre-order';
import { ItemCodeLink } from './item-summary';
import { StageBadge } from './stage-badge';

/** A pre-order's pieces with their stages, each opening its timeline. */
export function PreOrderItemsDialog({ preOrderId, onClose }: { preOrderId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { data } = useGetPreOrder(preOrderId);
  const preOrder = data && data.id === preOrderId ? data : undefined;
  return (
    <Modal opened={preOrderId !== null} onClose={onClose} radius="lg" size="lg" title={preOrder?.number ?? ''}>
      {!preOrder ? (
        <Center p="lg">
          <Loader color="gold" type="dots" />
        </Center>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {preOrder.customerName}
            {preOrder.customerPhone && ` · ${preOrder.customerPhone}`} · {t('production.preOrders.columns.deposit')}{' '}
            {formatMoney(preOrder.depositMinor, preOrder.depositCurrency, locale)}
          </Text>
          {preOrder.note && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {preOrder.note}
            </Text>
          )}
          {preOrder.photos.length > 0 && (
            <Group gap="xs">
              {preOrder.photos.map((photo, index) => (
                <Anchor key={photo} href={imageUrl(photo)} target="_blank" rel="noopener">
                  <Image
                    src={imageUrl(photo, { width: 120, height: 120 })}
                    alt={t('ui.photo.alt', { index: index + 1 })}
                    w={80}
                    h={80}
                    radius="md"
                    fit="cover"
                  />
                </Anchor>
              ))}
            </Group>
          )}
          {preOrder.items.map((item) => (
            <Group key={item.id} gap="sm" wrap="nowrap">
              <ItemCodeLink item={item} />
              <Text size="sm" style={{ flex: 1 }}>
                {item.description}
              </Text>
              <StageBadge stage={item.stage} size="sm" />
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
