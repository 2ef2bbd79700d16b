import { Badge, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import type { StockCountDetail } from '../../../../shared/contracts/stock/stock-counts';
import { useLocalName } from '../../../ui/local-name';
import { ScanPieceSummary } from './scan-piece-summary';
import { WeightText } from '../../../ui/weight-text';

function PieceRows({ pieces, empty }: { pieces: readonly JewelryPiece[]; empty: string }) {
  if (pieces.length === 0)
    return (
      <Text size="sm" c="dimmed" p="sm">
        {empty}
      </Text>
    );
  return (
    <Stack gap={6}>
      {pieces.map((piece) => (
        <Paper key={piece.id} withBorder radius="md" p="xs">
          <Group justify="space-between" wrap="nowrap">
            <ScanPieceSummary piece={piece} />
            <WeightText mg={piece.grossMg} align="right" />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** What the count found, what it is still missing (the default while it is open), and the codes that did not belong. */
export function CountPieceLists({ count }: { count: StockCountDetail }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <Tabs defaultValue={count.state === 'open' ? 'missing' : 'found'} variant="outline" radius="md">
      <Tabs.List>
        <Tabs.Tab value="found" rightSection={<Badge color="green" variant="light" size="sm">{count.foundPieces.length}</Badge>}>
          {t('stock.counts.lists.found')}
        </Tabs.Tab>
        <Tabs.Tab value="missing" rightSection={<Badge color="red" variant="light" size="sm">{count.missingPieces.length}</Badge>}>
          {t('stock.counts.lists.missing')}
        </Tabs.Tab>
        <Tabs.Tab value="unexpected" rightSection={<Badge color="orange" variant="light" size="sm">{count.unexpectedScans.length}</Badge>}>
          {t('stock.counts.lists.unexpected')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="found" pt="sm">
        <PieceRows pieces={count.foundPieces} empty={t('stock.counts.lists.noneFound')} />
      </Tabs.Panel>
      <Tabs.Panel value="missing" pt="sm">
        <PieceRows pieces={count.missingPieces} empty={t('stock.counts.lists.noneMissing')} />
      </Tabs.Panel>
      <Tabs.Panel value="unexpected" pt="sm">
        {count.unexpectedScans.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {t('stock.counts.lists.noneUnexpected')}
          </Text>
        ) : (
          <Stack gap={6}>
            {count.unexpectedScans.map((scan) => (
              <Paper key={scan.code} withBorder radius="md" p="xs">
                {scan.piece ? (
                  <Group justify="space-between" wrap="nowrap">
                    <ScanPieceSummary piece={scan.piece} />
                    <Text size="sm" c="orange.8" ta="right">
                      {scan.piece.state === 'in_stock'
                        ? t('stock.counts.outcome.isAt', { branch: `${scan.piece.branch.code} · ${nameOf(scan.piece.branch)}` })
                        : t('stock.counts.outcome.isState', { state: t(`stock.scan.states.${scan.piece.state}`) })}
                    </Text>
                  </Group>
                ) : (
                  <Group justify="space-between">
                    <Text ff="monospace" fw={700} size="sm">
                      {scan.code}
                    </Text>
                    <Text size="sm" c="red.7">
                      {t('stock.counts.outcome.unknown')}
                    </Text>
                  </Group>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
