import { Badge, Box, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RateBoard } from '../../../../shared/contracts/materials/get-rate-board';
import { formatMoney } from '../../../../shared/units';
import { formatDateTime } from '../../../i18n/format';
import { intlLocaleOf, type AppLocale } from '../../../i18n/locale';
import { LocaleSwitch } from '../../../shell/locale-switch';
import { Logo } from '../../../shell/logo';
import { BoardMessage } from '../components/board-refusal';
import { useBilingual } from '../components/rate-board-view';
import { useLiveRateBoard } from '../components/use-live-rate-board';
import { useBoardToken, useFirstLanguage } from './board-page';

function PriceCard({ rate, first }: { rate: RateBoard['rates'][number]; first: AppLocale }) {
  const { tFirst, second } = useBilingual(first);
  const usd = (cents: number) => formatMoney(cents, 'USD', first);
  const name = (locale: AppLocale) => (locale === 'kh' ? rate.nameKh : rate.nameEn) || rate.code;
  const side = (label: string, perChi: number, perDamleung: number, testSide: 'ask' | 'bid', color: string) => (
    <Stack gap={2}>
      <Text fz="sm" fw={600} c={color}>
        {label}
      </Text>
      <Text fz={26} fw={800} lh={1.2} data-testid={`prices-${testSide}-chi`} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {usd(perChi)}
      </Text>
      <Text fz="xs" c="dimmed">
        {tFirst('materials.board.perChi')}
      </Text>
      <Text fz="md" fw={700} data-testid={`prices-${testSide}-damleung`} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {usd(perDamleung)}
      </Text>
      <Text fz="xs" c="dimmed">
        {tFirst('materials.board.perDamleung')}
      </Text>
    </Stack>
  );
  return (
    <Paper withBorder radius="lg" p="md" data-material={rate.code}>
      <Text fw={700} fz="lg" lh={1.35}>
        {name(first)}
      </Text>
      <Text fz="sm" c="dimmed" mb="sm">
        {name(second)}
      </Text>
      <SimpleGrid cols={2} spacing="md">
        {side(tFirst('materials.board.prices.sell'), rate.askCentsPerChi, rate.askCentsPerDamleung, 'ask', 'yellow.8')}
        {side(tFirst('materials.board.prices.buy'), rate.bidCentsPerChi, rate.bidCentsPerDamleung, 'bid', 'teal.7')}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * `/board/prices`: the counter's prices on a customer's phone, reached by the
 * QR code of a receipt or of the board; the same link rules and the same live
 * figures as the board, in the phone's language with the other one beside.
 */
export function BoardPricesPage() {
  const token = useBoardToken();
  const first = useFirstLanguage();
  const live = useLiveRateBoard(token);
  const { tFirst, tSecond, second, ready } = useBilingual(first);
  if (live.state !== 'open' || !ready) return <BoardMessage first={first} refusal={live.state === 'refused' ? live.refusal : 'loading'} />;
  const { board } = live;
  return (
    <Box bg="gray.0" mih="100dvh" py="md" data-testid="board-prices" data-live={live.live}>
      <Container size={560} px="sm">
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Logo size={40} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={700}>{board.shopName[first]}</Text>
                <Text fz="xs" c="dimmed">
                  {board.shopName[second]}
                </Text>
              </Stack>
            </Group>
            <LocaleSwitch />
          </Group>
          <Stack gap={4}>
            <Title order={1} fz={26}>
              {tFirst('materials.board.prices.title')}
            </Title>
            <Text c="dimmed" fz="sm">
              {tSecond('materials.board.prices.title')}
            </Text>
            <Text fz="sm">{tFirst('materials.board.prices.intro')}</Text>
          </Stack>
          {board.rates.length === 0 ? (
            <Text c="dimmed">{tFirst('materials.board.noRates')}</Text>
          ) : (
            board.rates.map((rate) => <PriceCard key={rate.materialId} rate={rate} first={first} />)
          )}
          <Paper withBorder radius="lg" p="md">
            <Stack gap={4}>
              <Text fw={600} data-testid="prices-riel">
                {board.khrPerUsd === null ? tFirst('materials.board.noExchangeRate') : tFirst('materials.board.exchangeRate', { riel: formatMoney(board.khrPerUsd, 'KHR', first) })}
              </Text>
              {board.lastChangeAt && (
                <Text fz="sm" c="dimmed">
                  {tFirst('materials.board.lastChange', { when: formatDateTime(board.lastChangeAt, intlLocaleOf(first)) })}
                </Text>
              )}
              <Group>
                <Badge variant="light" color={live.live === 'stream' ? 'teal' : 'gray'}>
                  {tFirst(`materials.board.live.${live.live}`)}
                </Badge>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
