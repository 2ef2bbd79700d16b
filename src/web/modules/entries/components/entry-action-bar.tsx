import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail, EntryPiece } from '../../../../shared/contracts/entries/entry';
import { useUiLocale } from '../../../ui';
import { formatGrams } from '../../../../shared/units';
import classes from './entry-action-bar.module.css';

/**
 * The entry's main step, always on screen (a bar stuck to the bottom of the
 * page, above everything, on a phone as on a desktop): record the next
 * piece's return, with what is still out beside it.
 */
export function EntryActionBar({ entry, onRecordReturn }: { entry: EntryDetail; onRecordReturn: (piece: EntryPiece) => void }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const next = entry.pieces.find((p) => !p.returned) ?? entry.pieces[0];
  if (!next) return null;
  const out = entry.running.piecesOut;
  return (
    <Paper className={classes.bar} p="sm" shadow="md" withBorder data-testid="entry-action-bar">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" className={classes.note}>
          {out > 0 ? t('entries.bench.outNow', { count: out, weight: formatGrams(entry.running.outMg, locale) }) : t('entries.bench.allBack')}
        </Text>
        <Button leftSection={<IconPackageImport size={18} />} onClick={() => onRecordReturn(next)} className={classes.button}>
          {t(next.returned ? 'entries.detail.returnAgain' : 'entries.detail.recordReturn')}
        </Button>
      </Group>
    </Paper>
  );
}
