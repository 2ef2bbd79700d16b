import { Anchor, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntrySummary } from '../../../../shared/contracts/entries/entry';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import { useUiLocale, WeightInput } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import { entryPath } from '../api/get-entry';
import { allowedLossText } from './allowed-loss';
import { closeLineFigures, closeTotals, type CloseLineFigures } from './close-batch-figures';
import { EntryStateBadge } from './entry-state-badge';
import { WeightText } from '../../../ui/weight-text';

/** What the manager typed for one entry of the tray. */
export interface CloseLineValue {
  ticked: boolean;
  returnedMg: number | null;
  /** False until the weight field is changed: the pieces' own returned weights stand in. */
  typed: boolean;
  reason: string;
}

export const emptyCloseLine: CloseLineValue = { ticked: false, returnedMg: null, typed: false, reason: '' };

/** What came back: as typed, or, untouched, the sum of the pieces' returned weights when every piece was weighed. */
export const lineReturnedMg = (value: CloseLineValue, piecesReturnedMg: number | null | undefined): number | null =>
  value.typed ? value.returnedMg : (piecesReturnedMg ?? null);

export interface CloseBatchLinesTableProps {
  entries: readonly EntrySummary[];
  categories: readonly EntryCategory[];
  values: Readonly<Record<number, CloseLineValue>>;
  /** Per entry, the sum of its pieces' returned weights once known (null: a piece was not weighed). */
  piecesReturnedMg?: Readonly<Record<number, number | null>>;
  onChange: (entryId: number, next: CloseLineValue) => void;
  onTickAll: (ticked: boolean) => void;
  /** The owner may accept a loss over the allowance with a reason. */
  mayAcceptOverLoss: boolean;
  /** The error of a body path (`entries.{index}.returnedMg`), index among the ticked lines. */
  errorOf: (path: string) => string | undefined;
  /** The form was sent once: an over-allowance line without a reason says so. */
  tried: boolean;
  /** The entry a refusal names (`entries.lossTooMuch`), highlighted. */
  refusedNumber?: string | null;
}

/**
 * The closable entries of one jeweller, a line each: tick it, type what came
 * back, and see its loss against the category's allowance at once; the
 * ticked lines' totals below.
 */
export function CloseBatchLinesTable({
  entries,
  categories,
  values,
  piecesReturnedMg = {},
  onChange,
  onTickAll,
  mayAcceptOverLoss,
  errorOf,
  tried,
  refusedNumber,
}: CloseBatchLinesTableProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const categoryOf = (id: number) => categories.find((c) => c.id === id);
  let tickedIndex = -1;
  const lines = entries.map((entry) => {
    const value = values[entry.id] ?? emptyCloseLine;
    const category = categoryOf(entry.categoryId);
    const returnedMg = lineReturnedMg(value, piecesReturnedMg[entry.id]);
    const figures = closeLineFigures(entry, category?.allowedLossPermille, returnedMg);
    if (value.ticked) tickedIndex += 1;
    return { entry, value, returnedMg, category, figures, index: value.ticked ? tickedIndex : null };
  });
  const ticked = lines.filter((line) => line.value.ticked);
  const totals = closeTotals(ticked.map((line) => ({ figures: line.figures, returnedMg: line.returnedMg })));
  const allTicked = entries.length > 0 && ticked.length === entries.length;
  const columns = 8;

  const lossCell = (figures: CloseLineFigures) => (
    <Stack gap={0} align="flex-end">
      <WeightText mg={figures.lossMg} align="right" color={figures.over || figures.moreThanIssued ? 'red.7' : undefined} />
      {figures.over && (
        <Text size="xs" c="red.7" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {t('entries.closeBatch.overAllowance')}
        </Text>
      )}
      {figures.moreThanIssued && (
        <Text size="xs" c="red.7" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {t('entries.closeBatch.moreThanIssued')}
        </Text>
      )}
    </Stack>
  );

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" aria-label={t('entries.closeBatch.linesTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('entries.closeBatch.tickAll')}
                checked={allTicked}
                indeterminate={ticked.length > 0 && !allTicked}
                onChange={(event) => onTickAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('entries.list.number')}</Table.Th>
            <Table.Th>{t('entries.list.category')}</Table.Th>
            <Table.Th ta="right">{t('entries.list.pieces')}</Table.Th>
            <Table.Th ta="right">{t('entries.list.issued')}</Table.Th>
            <Table.Th>{t('entries.closeBatch.returnedWeight')}</Table.Th>
            <Table.Th ta="right">{t('entries.list.loss')}</Table.Th>
            <Table.Th ta="right">{t('entries.closeBatch.allowance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(({ entry, value, returnedMg, category, figures, index }) => {
            const set = (patch: Partial<CloseLineValue>) => onChange(entry.id, { ...value, ...patch });
            const refused = refusedNumber === entry.number;
            const needsReason = value.ticked && figures.over && mayAcceptOverLoss;
            const reasonError =
              index === null
                ? undefined
                : (errorOf(`entries.${index}.overAllowanceReason`) ??
                  (tried && needsReason && value.reason.trim() === '' ? t('entries.closeBatch.reasonNeeded') : undefined));
            const highlighted = value.ticked && (figures.over || refused);
            return (
              <Fragment key={entry.id}>
                <Table.Tr
                  bg={highlighted ? 'var(--mantine-color-red-light)' : value.ticked ? 'var(--mantine-color-gold-light)' : undefined}
                  data-over={figures.over || undefined}
                >
                  <Table.Td>
                    <Checkbox
                      aria-label={t('entries.closeBatch.tick', { number: entry.number })}
                      checked={value.ticked}
                      onChange={(event) => set({ ticked: event.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Anchor component={Link} to={entryPath(entry.id)} fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {entry.number}
                      </Anchor>
                      <EntryStateBadge state={entry.state} />
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{category ? nameOf(category) : '—'}</Text>
                      <Text size="xs" c="dimmed">
                        {t(`entries.types.${entry.type}`)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{entry.pieceCount}</Text>
                  </Table.Td>
                  <Table.Td>
                    <WeightText mg={figures.issuedMg} align="right" />
                  </Table.Td>
                  <Table.Td miw={190}>
                    <WeightInput
                      aria-label={t('entries.closeBatch.returnedOf', { number: entry.number })}
                      size="sm"
                      value={returnedMg}
                      onChange={(mg) => set({ returnedMg: mg, typed: true, ...(mg !== null && !value.ticked ? { ticked: true } : {}) })}
                      error={index === null ? undefined : errorOf(`entries.${index}.returnedMg`)}
                    />
                  </Table.Td>
                  <Table.Td>{lossCell(figures)}</Table.Td>
                  <Table.Td>
                    <Stack gap={0} align="flex-end">
                      <WeightText mg={figures.allowedLossMg} align="right" />
                      {category && (
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {allowedLossText(t, category.allowedLossPermille, locale)}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
                {value.ticked && figures.over && (
                  <Table.Tr bg="var(--mantine-color-red-light)">
                    <Table.Td />
                    <Table.Td colSpan={columns - 1}>
                      {mayAcceptOverLoss ? (
                        <TextInput
                          label={t('entries.detail.overAllowanceReason')}
                          description={t('entries.detail.overAllowanceHint')}
                          required
                          maxLength={500}
                          value={value.reason}
                          onChange={(event) => set({ reason: event.currentTarget.value })}
                          error={reasonError}
                        />
                      ) : (
                        <Text size="sm" c="red.7">
                          {t('entries.closeBatch.ownerMustAccept')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td />
            <Table.Td colSpan={3}>
              <Group gap={6}>
                <Text size="sm" fw={700}>
                  {t('entries.closeBatch.totals')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('entries.closeBatch.tickedCount', { count: totals.entries })}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <WeightText mg={totals.issuedMg} align="right" />
            </Table.Td>
            <Table.Td>
              <Text size="xs" c="dimmed">
                {t('entries.closeBatch.returnedTotal')}
              </Text>
              <WeightText mg={totals.returnedMg} />
            </Table.Td>
            <Table.Td>
              <Stack gap={0} align="flex-end">
                <WeightText mg={totals.lossMg} align="right" color={totals.lossMg > totals.allowedLossMg ? 'red.7' : undefined} />
                {totals.over > 0 && (
                  <Text size="xs" c="red.7" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {t('entries.closeBatch.overCount', { count: totals.over })}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>
              <WeightText mg={totals.allowedLossMg} align="right" />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
