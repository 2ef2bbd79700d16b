import { ActionIcon, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import type { EntryStone } from '../../../../shared/contracts/entries/entry-stones';
import { numberFormatOf } from '../../../../shared/number-format';
import { formatCarats, formatStoneSize, intlLocale } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';
import { stoneTotals } from './entry-stone-figures';
import { RemoveEntryStoneDialog } from './remove-entry-stone-dialog';

export interface EntryStoneTablesProps {
  entry: EntryDetail;
  stones: readonly EntryStone[];
  /** Lines may be taken out until the entry is accepted. */
  mayDelete: boolean;
}

/** A table per piece of the stones set in it (type, shape, size, count, carats), each with its totals. */
export function EntryStoneTables({ entry, stones, mayDelete }: EntryStoneTablesProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const count = (n: number) => numberFormatOf(intlLocale(locale)).format(n);
  const [deleting, setDeleting] = useState<EntryStone | null>(null);
  const columns = mayDelete ? 6 : 5;

  return (
    <Stack gap="md">
      {entry.pieces.map((piece) => {
        const lines = stones.filter((stone) => stone.pieceId === piece.id);
        const totals = stoneTotals(lines);
        return (
          <Paper key={piece.id} p="md" radius="lg" withBorder>
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Title order={3} fz={16}>
                  {piece.description}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('entries.stones.pieceTotals', { count: totals.count, shownCount: count(totals.count), carats: formatCarats(totals.weightMct, locale) })}
                </Text>
              </Group>
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing={6} striped aria-label={piece.description}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('entries.stones.type')}</Table.Th>
                      <Table.Th>{t('entries.stones.shape')}</Table.Th>
                      <Table.Th ta="right">{t('entries.stones.size')}</Table.Th>
                      <Table.Th ta="right">{t('entries.stones.count')}</Table.Th>
                      <Table.Th ta="right">{t('entries.stones.carats')}</Table.Th>
                      {mayDelete && <Table.Th w={48} />}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lines.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={columns}>
                          <Text size="sm" c="dimmed">
                            {t('entries.stones.noStone')}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {lines.map((stone) => (
                      <Table.Tr key={stone.id}>
                        <Table.Td>
                          <Text size="sm">{stone.stoneType}</Text>
                          {stone.lot && (
                            <Text size="xs" c="dimmed" ff="monospace" data-testid="entry-stone-lot-code">
                              {stone.lot.code}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{t(`entries.stones.shapes.${stone.shape}`)}</Text>
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {formatStoneSize(stone.sizeCmm, locale)}
                        </Table.Td>
                        <Table.Td ta="right">{count(stone.count)}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                          {formatCarats(stone.weightMct, locale)}
                        </Table.Td>
                        {mayDelete && (
                          <Table.Td>
                            <Tooltip label={t('entries.stones.delete')}>
                              <ActionIcon variant="subtle" color="red" aria-label={t('entries.stones.delete')} onClick={() => setDeleting(stone)}>
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Tooltip>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  {lines.length > 1 && (
                    <Table.Tfoot>
                      <Table.Tr>
                        <Table.Td colSpan={3}>
                          <Text size="sm" fw={700}>
                            {t('entries.stones.total')}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right" fw={700}>
                          {count(totals.count)}
                        </Table.Td>
                        <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                          {formatCarats(totals.weightMct, locale)}
                        </Table.Td>
                        {mayDelete && <Table.Td />}
                      </Table.Tr>
                    </Table.Tfoot>
                  )}
                </Table>
              </Table.ScrollContainer>
            </Stack>
          </Paper>
        );
      })}
      <RemoveEntryStoneDialog entryId={entry.id} stone={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
