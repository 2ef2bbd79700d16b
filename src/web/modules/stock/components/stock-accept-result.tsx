import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { stockDocumentPath } from '../api/find-stock-documents';
import { WeightText } from '../../../ui/weight-text';

/** What an accept made: its document (a link to it), and the offer to print the new pieces' tags. */
export function StockAcceptResult({ document, onPrintTags, onDismiss }: { document: StockDocument; onPrintTags: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" variant="light" radius="lg" icon={<IconCircleCheck size={20} />} title={t('stock.pending.accepted', { count: document.pieceCount })} withCloseButton onClose={onDismiss}>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Anchor component={Link} to={stockDocumentPath(document.id)} fw={600} ff="monospace">
            {document.number}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('stock.pieces.gross')}
          </Text>
          <WeightText mg={document.grossMg} layout="inline" />
        </Group>
        <Button leftSection={<IconPrinter size={16} />} onClick={onPrintTags}>
          {t('stock.pending.printTags', { count: document.lines.length })}
        </Button>
      </Group>
    </Alert>
  );
}
