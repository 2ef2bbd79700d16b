import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntriesByCastResponse } from '../../../../shared/contracts/entries/entry-by-cast';
import { productionStages, type ProductionStage } from '../../../../shared/production-stages';
import { useLocalName } from '../../../ui/local-name';
import { entryPath } from '../api/get-entry';
import { EntryStateBadge } from './entry-state-badge';
import { WeightText } from '../../../ui/weight-text';
import { TableHead } from '../../../ui/table-head';

type CastItem = EntriesByCastResponse['items'][number];

const isStage = (stage: string): stage is ProductionStage => (productionStages as readonly string[]).includes(stage);

/** The pieces no entry took yet: still at the casting room. */
export const waitingItems = (items: readonly CastItem[]): CastItem[] => items.filter((item) => item.entries.length === 0);

/** A cast's pieces, each with the entries it went out on; a piece not issued yet is highlighted. */
export function ByCastItemsTable({ items }: { items: readonly CastItem[] }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" aria-label={t('entries.byCast.piecesTitle')}>
        <TableHead names={[t('entries.byCast.item'), t('entries.detail.description'), t('entries.byCast.stage'), t('entries.byCast.entries')]} />
        <Table.Tbody>
          {items.map((item) => {
            const waiting = item.entries.length === 0;
            return (
              <Table.Tr key={item.itemId} bg={waiting ? 'var(--mantine-color-orange-light)' : undefined} data-waiting={waiting || undefined}>
                <Table.Td>
                  <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {item.code}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{item.description}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray" style={{ whiteSpace: 'nowrap' }}>
                    {isStage(item.stage) ? t(`production.stages.${item.stage}`) : item.stage}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {waiting ? (
                    <Badge color="orange" variant="filled">
                      {t('entries.byCast.notIssued')}
                    </Badge>
                  ) : (
                    <Stack gap={6}>
                      {item.entries.map((entry) => (
                        <Group key={entry.id} gap="sm" wrap="nowrap">
                          <Anchor component={Link} to={entryPath(entry.id)} fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {entry.number}
                          </Anchor>
                          <EntryStateBadge state={entry.state} />
                          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {nameOf({ nameKh: entry.jewellerNameKh, nameEn: entry.jewellerNameEn })}
                          </Text>
                          <WeightText mg={entry.issuedMg} layout="inline" />
                        </Group>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
