import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { formatCambodian, formatGrams } from '../../../../shared/units';
import { moneyStyle, useSalesFormat } from './invoice-money';
import { oldGoldComputationText } from './old-gold-computation';
import { stoneOf, stoneQuantityText, stoneRateText, stoneWhatText } from './stone-line';
import { useScreenQuery } from '../../../ui/use-screen-query';
import { TableHead } from '../../../ui/table-head';

/** The priced lines: metal × rate + making charge + stones − discounts = amount; old gold bought back is negative. */
export function InvoiceLinesTable({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { usd, locale } = useSalesFormat();
  const amount = (cents: number) => (cents === 0 ? '—' : usd(cents));
  const wide = useScreenQuery('(min-width: 48em)');
  if (!wide) return <InvoiceLinesList invoice={invoice} />;
  /** A stone line's stones and price where a piece has its metal and rate. */
  const stoneCells = (line: Invoice['lines'][number]) => {
    const stone = stoneOf(line);
    if (!stone) return null;
    return (
      <>
        <Table.Td ta="right">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {stoneQuantityText(stone, t, locale)}
          </Text>
          <Text size="xs" c="dimmed">
            {stoneWhatText(stone, t, locale)}
          </Text>
        </Table.Td>
        <Table.Td ta="right">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {stoneRateText(stone, t, locale)}
          </Text>
        </Table.Td>
      </>
    );
  };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" tabularNums striped>
        <TableHead
          names={[t('sales.invoices.lines.piece')]}
          figures={[
            t('sales.invoices.lines.metal'),
            t('sales.invoices.lines.rate'),
            t('sales.invoices.lines.metalPrice'),
            t('sales.invoices.lines.making'),
            t('sales.invoices.lines.stones'),
            t('sales.invoices.lines.discount'),
            t('sales.invoices.lines.amount'),
          ]}
        />
        <Table.Tbody>
          {invoice.lines.map((line) => (
            <Table.Tr key={line.lineNo}>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Text size="sm" fw={600} ff="monospace">
                    {line.code || line.materialCode}
                  </Text>
                  {line.description && (
                    <Text size="xs" c="dimmed">
                      {line.description}
                    </Text>
                  )}
                  {line.kind === 'old_gold' && (
                    <Badge size="xs" color="gold" variant="light">
                      {t('sales.common.lineKinds.old_gold')}
                    </Badge>
                  )}
                  {oldGoldComputationText(line, t, locale) && (
                    <Text size="xs" data-testid="old-gold-computation">
                      {oldGoldComputationText(line, t, locale)}
                    </Text>
                  )}
                  {stoneOf(line) && (
                    <Badge size="xs" color="grape" variant="light">
                      {t('stones.lineRate.kind')}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              {stoneCells(line) ?? (
                <>
                  <Table.Td ta="right">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatGrams(line.metalMg, locale)}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatCambodian(line.metalMg, locale)} · {line.materialCode}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {t('sales.invoices.lines.perChi', { amount: usd(line.rateCentsPerChi) })}
                    </Text>
                    <RateChange line={line} />
                  </Table.Td>
                </>
              )}
              <Table.Td ta="right">{amount(line.metalCents)}</Table.Td>
              <Table.Td ta="right">{amount(line.makingChargeCents - line.groupDiscountCents)}</Table.Td>
              <Table.Td ta="right">{amount(line.stonesCents)}</Table.Td>
              <Table.Td ta="right">{line.discountCents === 0 ? '—' : usd(-line.discountCents)}</Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600} c={line.amountCents < 0 ? 'red.7' : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {usd(line.amountCents)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A rate changed at the counter (rate-direction.ts): the one in force and why, under the one used. */
function RateChange({ line }: { line: Invoice['lines'][number] }) {
  const { t } = useTranslation();
  const { usd } = useSalesFormat();
  if (line.rateInForceCentsPerChi == null) return null;
  return (
    <Text size="xs" c="orange.8" data-testid="invoice-line-rate-change">
      {t('sales.common.rateChanged', { inForce: usd(line.rateInForceCentsPerChi), reason: line.rateChangeReason ?? '' })}
    </Text>
  );
}

/** On a phone, one block a line: the piece and its weight, the amount, and how it was priced beneath. */
function InvoiceLinesList({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { usd, locale } = useSalesFormat();
  return (
    <Stack gap="sm">
      {invoice.lines.map((line) => {
        const stone = stoneOf(line);
        const parts = [
          !stone && `${t('sales.invoices.lines.metalPrice')} ${usd(line.metalCents)}`,
          line.makingChargeCents - line.groupDiscountCents !== 0 && `${t('sales.invoices.lines.making')} ${usd(line.makingChargeCents - line.groupDiscountCents)}`,
          line.stonesCents !== 0 && `${t('sales.invoices.lines.stones')} ${usd(line.stonesCents)}`,
          line.discountCents !== 0 && `${t('sales.invoices.lines.discount')} ${usd(-line.discountCents)}`,
        ].filter(Boolean);
        return (
          <Stack key={line.lineNo} gap={2} pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0}>
                <Text size="sm" fw={600} ff="monospace">
                  {line.code || line.materialCode}
                </Text>
                {line.description && (
                  <Text size="xs" c="dimmed">
                    {line.description}
                  </Text>
                )}
              </Stack>
              <Text size="sm" fw={700} c={line.amountCents < 0 ? 'red.7' : undefined} style={moneyStyle}>
                {usd(line.amountCents)}
              </Text>
            </Group>
            {line.kind === 'old_gold' && (
              <Badge size="xs" color="gold" variant="light">
                {t('sales.common.lineKinds.old_gold')}
              </Badge>
            )}
            {stone ? (
              <Text size="xs">
                {stoneWhatText(stone, t, locale)} · {stoneQuantityText(stone, t, locale)} · {stoneRateText(stone, t, locale)}
              </Text>
            ) : (
              <Text size="xs">
                {formatGrams(line.metalMg, locale)} · {formatCambodian(line.metalMg, locale)} · {line.materialCode} ·{' '}
                {t('sales.invoices.lines.perChi', { amount: usd(line.rateCentsPerChi) })}
              </Text>
            )}
            {!stone && <RateChange line={line} />}
            {oldGoldComputationText(line, t, locale) && (
              <Text size="xs" data-testid="old-gold-computation">
                {oldGoldComputationText(line, t, locale)}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {parts.join(' · ')}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
