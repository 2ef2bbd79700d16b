import { ActionIcon, Badge, Button, Group, Kbd, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { InvoiceLine } from '../../../../shared/contracts/sales/invoice';
import { formatCambodian, formatGrams, formatMoney } from '../../../../shared/units';
import { MoneyInput } from '../../../ui/money-input';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { StoneLineCard } from '../../stones/index';
import { OldGoldLineFields, type OldGoldMaterialOption } from './old-gold-line-fields';
import { posKeys } from './pos-keys';
import type { PosLine, PosOldGoldLine, PosPieceLine } from './pos-sale-draft';

/** Money in the text font (a monospace font lacks the riel sign), its digits lined up. */
const figures = { fontVariantNumeric: 'tabular-nums' } as const;

export type PosMaterialOption = OldGoldMaterialOption;

export interface PosLinesProps {
  lines: readonly PosLine[];
  onChange: (lines: PosLine[]) => void;
  /** The live price of each line, by its key (absent until priced). */
  priced: Readonly<Record<string, InvoiceLine>>;
  /** Errors of each line by its key, then by field ('' for the line itself). */
  errors: Readonly<Record<string, Readonly<Record<string, string>>>>;
  materials: readonly PosMaterialOption[];
  disabled?: boolean;
  /** Opens the rate dialog of a piece line (its key); the last piece line's is also the rate key. */
  onRateChange?: (key: string) => void;
  /** A quotation checks no stock: a stone line does not weigh itself against its lot. */
  checkStock?: boolean;
  /** What the empty cart says: how lines are added (a code scanned, or a lot picked). */
  emptyText?: string;
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ ...figures, whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The fields a line's inputs show their own errors on. */
const inputFields = new Set(['stonesCents', 'discountCents', 'materialId', 'weightMg', 'description', 'purityMethod', 'testedPurity', 'meltDeductionBp']);

/** Every other error of a line, the code's first: it is the one that says why the line cannot be sold. */
const messagesOf = (errors: Readonly<Record<string, string>> | undefined) =>
  errors ? Object.entries(errors).filter(([field]) => !inputFields.has(field)).sort(([a], [b]) => (a === 'code' ? -1 : b === 'code' ? 1 : a.localeCompare(b))).map(([, message]) => message) : [];

/**
 * The lines on the counter, each as it will be charged: a piece's metal
 * weight × the ask rate per chi, its making charge less the customer group's
 * discount, the stones and a discount the cashier types, the amount; old gold
 * bought back (old-gold-line-fields.tsx): its fine weight at the bid, a negative amount.
 */
export function PosLines({ lines, onChange, priced, errors, materials, disabled = false, onRateChange, checkStock = true, emptyText }: PosLinesProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const usd = (cents: number) => formatMoney(cents, 'USD', locale);
  const update = (key: string, change: Partial<PosPieceLine> | Partial<PosOldGoldLine>) =>
    onChange(lines.map((line) => (line.key === key ? ({ ...line, ...change } as PosLine) : line)));
  const remove = (key: string) => onChange(lines.filter((line) => line.key !== key));
  // F6 opens the rate of the last line (the one just scanned or weighed).
  const lastKey = lines[lines.length - 1]?.key ?? null;

  if (lines.length === 0) {
    return (
      <Paper p="lg" radius="md" withBorder style={{ borderStyle: 'dashed' }}>
        <Text c="dimmed" ta="center" size="sm">
          {emptyText ?? t('sales.pos.lines.empty')}
        </Text>
      </Paper>
    );
  }

  return (
    <Stack gap="xs" data-testid="pos-lines">
      {lines.map((line, index) => {
        // Stones of a lot: the stones module's card (count, carats, by the carat or the stone), priced by the shared rule.
        if (line.kind === 'stone')
          return (
            <StoneLineCard
              key={line.key}
              line={line}
              onChange={(next) => onChange(lines.map((other) => (other.key === line.key ? next : other)))}
              onRemove={() => remove(line.key)}
              errors={errors[line.key]}
              disabled={disabled}
              checkStock={checkStock}
            />
          );
        const price = priced[line.key];
        const lineErrors = errors[line.key];
        const messages = messagesOf(lineErrors);
        const removeButton = (
          <ActionIcon variant="subtle" color="gray" disabled={disabled} aria-label={t('sales.pos.lines.remove')} onClick={() => remove(line.key)}>
            <IconX size={18} />
          </ActionIcon>
        );
        const amount = (
          <Text fw={700} fz="lg" style={figures} c={price && price.amountCents < 0 ? 'red.8' : undefined} data-testid="pos-line-amount">
            {price ? usd(price.amountCents) : ''}
          </Text>
        );
        return (
          <Paper
            key={line.key}
            p="sm"
            radius="md"
            withBorder
            data-testid="pos-line"
            data-code={line.kind === 'piece' ? line.code : undefined}
            style={lineErrors && Object.keys(lineErrors).length > 0 ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="xs" wrap="wrap" align="baseline">
                  <Text c="dimmed" size="sm" ff="monospace">
                    {index + 1}.
                  </Text>
                  {line.kind === 'piece' ? (
                    <>
                      <Text fw={700} ff="monospace">
                        {line.code}
                      </Text>
                      {price && (
                        <Text size="sm">
                          {price.description} · {price.materialCode}
                        </Text>
                      )}
                    </>
                  ) : (
                    <Badge color="orange" variant="light">
                      {t('sales.common.lineKinds.old_gold')}
                    </Badge>
                  )}
                </Group>
                <Group gap="xs" wrap="nowrap">
                  {amount}
                  {removeButton}
                </Group>
              </Group>
              {line.kind === 'piece' ? (
                <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
                  <Group gap="md" align="flex-end" wrap="wrap">
                    {onRateChange && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        disabled={disabled || !price}
                        onClick={() => onRateChange(line.key)}
                        rightSection={line.key === lastKey ? <Kbd size="xs">{posKeys.rate}</Kbd> : undefined}
                        data-testid="pos-line-rate-button"
                      >
                        {t('sales.pos.lines.changeRate')}
                      </Button>
                    )}
                    {price && (
                      <>
                        <Figure label={t('sales.pos.lines.metal')} testId="pos-line-metal">
                          {formatGrams(price.metalMg, locale)} · {formatCambodian(price.metalMg, locale)}
                        </Figure>
                        <Figure label={t('sales.pos.lines.rate')} testId="pos-line-rate">
                          {t('sales.pos.lines.perChi', { amount: usd(price.rateCentsPerChi) })}
                          {price.rateInForceCentsPerChi != null && (
                            <Text span size="xs" c="orange.8" display="block" style={{ whiteSpace: 'normal' }} data-testid="pos-line-rate-change">
                              {t('sales.pos.lines.rateChanged', { inForce: usd(price.rateInForceCentsPerChi), reason: price.rateChangeReason ?? '' })}
                            </Text>
                          )}
                        </Figure>
                        <Figure label={t('sales.pos.lines.metalPrice')}>{usd(price.metalCents)}</Figure>
                        <Figure label={t('sales.pos.lines.making')}>
                          {usd(price.makingChargeCents)}
                          {price.groupDiscountCents > 0 && ` − ${usd(price.groupDiscountCents)}`}
                        </Figure>
                      </>
                    )}
                  </Group>
                  <Group gap="xs" align="flex-end" wrap="nowrap">
                    <MoneyInput
                      label={t('sales.pos.lines.stones')}
                      size="xs"
                      w={110}
                      currency="USD"
                      value={line.stonesCents}
                      disabled={disabled}
                      onChange={(stonesCents) => update(line.key, { stonesCents })}
                      error={lineErrors?.stonesCents}
                    />
                    <MoneyInput
                      label={t('sales.pos.lines.discount')}
                      size="xs"
                      w={110}
                      currency="USD"
                      value={line.discountCents}
                      disabled={disabled}
                      onChange={(discountCents) => update(line.key, { discountCents })}
                      error={lineErrors?.discountCents}
                    />
                  </Group>
                </Group>
              ) : (
                <>
                  <OldGoldLineFields line={line} onChange={(change) => update(line.key, change)} price={price} errors={lineErrors} materials={materials} disabled={disabled} />
                  {onRateChange && (
                    <Group gap="xs" align="center" wrap="wrap">
                      <Button
                        size="compact-xs"
                        variant="light"
                        disabled={disabled || !price}
                        onClick={() => onRateChange(line.key)}
                        rightSection={line.key === lastKey ? <Kbd size="xs">{posKeys.rate}</Kbd> : undefined}
                        data-testid="pos-line-rate-button"
                      >
                        {t('sales.pos.lines.changeRate')}
                      </Button>
                      {price && price.rateInForceCentsPerChi != null && (
                        <Text size="xs" c="orange.8" data-testid="pos-line-rate-change">
                          {t('sales.pos.lines.rateChanged', { inForce: usd(price.rateInForceCentsPerChi), reason: price.rateChangeReason ?? '' })}
                        </Text>
                      )}
                    </Group>
                  )}
                </>
              )}
              {messages.length > 0 && (
                <Text size="sm" c="red.7" role="alert" data-testid="pos-line-error">
                  {messages.join(' · ')}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
