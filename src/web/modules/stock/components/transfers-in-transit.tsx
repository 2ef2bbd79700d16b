import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPackageImport, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPostingDay } from '../../../i18n/format';
import { useLocalName } from '../../../ui/local-name';
import { stockDocumentPath, useFindStockDocuments } from '../api/find-stock-documents';
import { WeightText } from '../../../ui/weight-text';
import { PanelCard } from '../../../ui/panel-card';

/**
 * Transfers sent and not yet received in full, at every branch (both ends
 * see them), newest first: each opens on its sheet, where the receiving
 * branch ticks or scans what arrived.
 */
export function TransfersInTransit() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { data } = useFindStockDocuments({ kind: 'transfer', inTransit: 'true', pageSize: 50 });
  const transfers = data?.items ?? [];
  return (
    <PanelCard icon={<IconTruckDelivery size={20} />} title={t('stock.transfer.inTransitTitle')} hint={t('stock.transfer.inTransitHint')} data-testid="transfers-in-transit">
      {data && transfers.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('stock.transfer.inTransitEmpty')}
        </Text>
      )}
      {transfers.map((transfer) => (
        <Paper key={transfer.id} withBorder radius="md" p="sm" data-number={transfer.number}>
          <Group justify="space-between" gap="sm" align="flex-start">
            <Stack gap={2} miw={0}>
              <Anchor component={Link} to={stockDocumentPath(transfer.id)} fw={700} ff="monospace" size="sm">
                {transfer.number}
              </Anchor>
              <Text size="sm">{t('stock.transfer.route', { from: nameOf(transfer.branch), to: transfer.toBranch ? nameOf(transfer.toBranch) : '—' })}</Text>
              <Text size="xs" c="dimmed">
                {formatPostingDay(transfer.postingDate, transfer.createdAt)}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              <Badge color="orange" variant="light">
                {t('stock.transfer.piecesInTransit', { count: transfer.inTransitCount, total: transfer.pieceCount })}
              </Badge>
              <WeightText mg={transfer.grossMg} align="right" />
              <Button component={Link} to={stockDocumentPath(transfer.id)} size="compact-sm" variant="light" leftSection={<IconPackageImport size={16} />}>
                {t('stock.transfer.receive')}
              </Button>
            </Stack>
          </Group>
        </Paper>
      ))}
    </PanelCard>
  );
}
