import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { StoneMovement } from '../../../../shared/contracts/stones/stone-lots';
import { formatPostingDay } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { MovementKindBadge } from './stone-badges';
import { StoneBalanceFigure } from './stone-balance';
import { DocumentLink, LotLink } from './stone-links';
import { useScreenQuery } from '../../../ui/use-screen-query';

/** What a movement was for or with: the item or order, the other lot of a split, the entry or invoice; then its note. */
function MovementWhat({ movement }: { movement: StoneMovement }) {
  return (
    <Stack gap={2}>
      {movement.target && (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {movement.target.code}
        </Text>
      )}
      {movement.otherLot && <LotLink lot={movement.otherLot} />}
      {movement.document && <DocumentLink document={movement.document} />}
      {movement.note && (
        <Text size="xs" c="dimmed">
          {movement.note}
        </Text>
      )}
    </Stack>
  );
}

const change = (m: StoneMovement) => ({ count: m.count, weightMct: m.weightMct });
const preparedChange = (m: StoneMovement) => ({ count: m.preparedCount, weightMct: m.preparedWeightMct });

/** A lot's movements, oldest first: what each changed in the lot's available stones and in those its preparations hold. */
export function MovementsTable({ movements }: { movements: readonly StoneMovement[] }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const intl = intlLocaleOf(locale === 'en' ? 'en' : 'kh');
  const wide = useScreenQuery('(min-width: 48em)');
  if (!wide)
    return (
      <Stack gap="sm">
        {movements.map((m) => (
          <Stack key={m.id} gap={4} pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="movement" data-kind={m.kind}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <MovementKindBadge kind={m.kind} />
                <Text size="xs" c="dimmed">
                  {formatPostingDay(m.postingDate, m.createdAt, intl)}
                  {m.createdBy ? ` · ${m.createdBy}` : ''}
                </Text>
              </Stack>
              <Group gap="md" wrap="nowrap" align="flex-start">
                {[
                  { label: t('stones.movements.available'), balance: change(m) },
                  { label: t('stones.movements.prepared'), balance: preparedChange(m) },
                ]
                  .filter(({ balance }) => balance.count !== 0 || balance.weightMct !== 0)
                  .map(({ label, balance }) => (
                    <Stack key={label} gap={0} align="flex-end">
                      <Text size="xs" c="dimmed">
                        {label}
                      </Text>
                      <StoneBalanceFigure balance={balance} signed />
                    </Stack>
                  ))}
              </Group>
            </Group>
            <MovementWhat movement={m} />
          </Stack>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" tabularNums striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stones.movements.when')}</Table.Th>
            <Table.Th>{t('stones.movements.kind')}</Table.Th>
            <Table.Th ta="right">{t('stones.movements.available')}</Table.Th>
            <Table.Th ta="right">{t('stones.movements.prepared')}</Table.Th>
            <Table.Th>{t('stones.movements.what')}</Table.Th>
            <Table.Th>{t('stones.movements.by')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.map((m) => (
            <Table.Tr key={m.id} data-testid="movement" data-kind={m.kind}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatPostingDay(m.postingDate, m.createdAt, intl)}
                </Text>
              </Table.Td>
              <Table.Td>
                <MovementKindBadge kind={m.kind} />
              </Table.Td>
              <Table.Td>
                <StoneBalanceFigure balance={change(m)} signed />
              </Table.Td>
              <Table.Td>
                <StoneBalanceFigure balance={preparedChange(m)} signed />
              </Table.Td>
              <Table.Td>
                <MovementWhat movement={m} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{m.createdBy ?? '—'}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
