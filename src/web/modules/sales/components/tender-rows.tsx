import { ActionIcon, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCash, IconPlus, IconX } from '@tabler/icons-react';
import { QueryClientContext } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { TenderInput } from '../../../../shared/contracts/sales/invoice';
import type { GetSettingsResponse } from '../../../../shared/contracts/platform/get-settings';
import { DEFAULT_RIEL_NOTE, handsChangeBack, paymentMethods, rielAsked, rielNoteSchema, rielOf, settle, type PaymentMethod, type Settlement } from '../../../../shared/sales/tender';
import { currencies, formatMoney, type Currency } from '../../../../shared/units';
import { MoneyInput } from '../../../ui/money-input';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { getSettingsQueryOptions } from '../../platform/api/get-settings';
import { ChoiceControl } from '../../../ui/choice-control';

const noteOf = (settings: GetSettingsResponse | undefined): number => {
  const parsed = rielNoteSchema.safeParse(settings?.items.find((entry) => entry.key === 'sales.rielNote')?.value);
  return parsed.success ? parsed.data : DEFAULT_RIEL_NOTE;
};

/**
 * The smallest riel note in use (the setting `sales.rielNote`), read from the settings the shell has
 * loaded; the default where there is no query client (a sheet rendered on its own).
 */
export function useRielNote(): number {
  const client = useContext(QueryClientContext);
  const [note, setNote] = useState(() => noteOf(client?.getQueryData(getSettingsQueryOptions.queryKey)));
  useEffect(() => {
    if (!client) return;
    client.fetchQuery(getSettingsQueryOptions).then((settings) => setNote(noteOf(settings)), () => undefined);
  }, [client]);
  return note;
}

/** Money in the text font (a monospace font lacks the riel sign), its digits lined up. */
const figures = { fontVariantNumeric: 'tabular-nums' } as const;

// The QR library loads only when a KHQR row has an amount.
const KhqrCode = lazy(() => import('./khqr-code').then((module) => ({ default: module.KhqrCode })));

/** One way the customer pays, as the cashier types it: the amount is null until it reads. */
export interface TenderRow {
  key: string;
  method: PaymentMethod;
  currency: Currency;
  amountMinor: number | null;
  reference: string;
  /** A KHQR row: the cashier saw the money arrive. */
  received?: boolean;
}

let nextKey = 0;

export function emptyTenderRow(method: PaymentMethod = 'cash', currency: Currency = 'USD'): TenderRow {
  nextKey += 1;
  return { key: `tender-${nextKey}`, method, currency, amountMinor: null, reference: '' };
}

const counted = (row: TenderRow): row is TenderRow & { amountMinor: number } => row.amountMinor !== null && row.amountMinor > 0;

/** The rows with an amount, for the request body, in the order of the rows. */
export function tendersOf(rows: readonly TenderRow[]): TenderInput[] {
  return rows.filter(counted).map((row) => ({ method: row.method, currency: row.currency, amountMinor: row.amountMinor, reference: row.reference.trim() }));
}

/** KHQR rows with an amount the cashier has not yet seen arrive. */
export function unconfirmedKhqr(rows: readonly TenderRow[]): number {
  return rows.filter((row) => counted(row) && row.method === 'khqr' && !row.received).length;
}

/** How the rows settle the amount due (USD cents; negative when the shop pays out), riel cash to the note. */
export function settlementOf(rows: readonly TenderRow[], dueCents: number, khrPerUsd: number, rielNote: number = DEFAULT_RIEL_NOTE): Settlement {
  return settle(dueCents, tendersOf(rows), khrPerUsd, rielNote);
}

/** What is still to pay, USD cents, never below zero (riel cash within half a note of the rest settles it). */
export function stillDueCents(rows: readonly TenderRow[], dueCents: number, khrPerUsd: number, rielNote: number = DEFAULT_RIEL_NOTE): number {
  return Math.max(0, dueCents - settlementOf(rows, dueCents, khrPerUsd, rielNote).appliedCents);
}

/**
 * "The rest in USD / riel": the last row takes what is still due when it has no
 * amount yet, else a cash row is added for it. Riel in cash is the riel asked
 * (rounded to the note: paying it settles the rest, DESIGN §2); riel by
 * another method is the riel the invoice prints for those cents, exact.
 */
export function withRest(rows: readonly TenderRow[], currency: Currency, dueCents: number, khrPerUsd: number, rielNote: number = DEFAULT_RIEL_NOTE): TenderRow[] {
  const restCents = stillDueCents(rows, dueCents, khrPerUsd, rielNote);
  if (restCents <= 0) return [...rows];
  const last = rows[rows.length - 1];
  const intoLast = last !== undefined && last.amountMinor === null;
  const method = intoLast ? last.method : 'cash';
  const amountMinor = currency === 'USD' ? restCents : method === 'cash' ? rielAsked(restCents, khrPerUsd, rielNote) : rielOf(restCents, khrPerUsd);
  if (intoLast) return [...rows.slice(0, -1), { ...last, currency, amountMinor }];
  return [...rows, { ...emptyTenderRow('cash', currency), amountMinor }];
}

/** The tender index (in `tendersOf`) of each row, null for a row without an amount: the server's `tenders.{i}` errors name those. */
function tenderIndexes(rows: readonly TenderRow[]): (number | null)[] {
  let next = 0;
  return rows.map((row) => (counted(row) ? next++ : null));
}

export interface TenderRowsProps {
  value: TenderRow[];
  onChange(rows: TenderRow[]): void;
  /** What the customer owes now, USD cents. */
  dueCents: number;
  khrPerUsd: number;
  /** Form errors by path: `tenders.{i}.…` on their row, `tenders` below. */
  errors?: Record<string, string>;
  /** When set, a khqr row shows the KHQR code for its amount. */
  khqrBillNumber?: string;
  disabled?: boolean;
}

/**
 * Several methods and currencies at once: each row a method, a currency and
 * an amount (a reference for a transfer, KHQR or card); quick "the rest in
 * USD / riel"; below, what is due in both currencies, what was handed over,
 * and what is still due or the change (whole dollars, the rest in riel).
 */
export function TenderRows({ value, onChange, dueCents, khrPerUsd, errors = {}, khqrBillNumber, disabled = false }: TenderRowsProps) {
  const { t } = useTranslation();
  const rielNote = useRielNote();
  const indexes = tenderIndexes(value);
  const update = (key: string, change: Partial<TenderRow>) => onChange(value.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const errorOf = (index: number | null, field: string): string | undefined =>
    index === null ? undefined : (errors[`tenders.${index}.${field}`] ?? (field === 'amountMinor' ? errors[`tenders.${index}`] : undefined));

  return (
    <Stack gap="sm" data-testid="tender-rows">
      {value.map((row, position) => {
        const index = indexes[position] ?? null;
        const withReference = row.method !== 'cash';
        return (
          <Paper key={row.key} p="sm" radius="md" withBorder data-testid="tender-row">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-end" gap="sm" wrap="nowrap">
                <Group align="flex-end" gap="sm" wrap="wrap">
                  <NativeSelect
                    label={t('sales.common.tender.method')}
                    value={row.method}
                    disabled={disabled}
                    data={paymentMethods.map((method) => ({ value: method, label: t(`sales.common.paymentMethods.${method}`) }))}
                    onChange={(event) => update(row.key, { method: event.currentTarget.value as PaymentMethod, received: false })}
                    error={errorOf(index, 'method')}
                    w={150}
                  />
                  <ChoiceControl
                    value={row.currency}
                    disabled={disabled}
                    aria-label={t('sales.common.tender.currency')}
                    data={currencies.map((currency) => ({ value: currency, label: currency }))}
                    onChange={(next) => update(row.key, { currency: next as Currency, amountMinor: null, received: false })}
                  />
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={disabled}
                  aria-label={t('sales.common.tender.remove')}
                  onClick={() => onChange(value.filter((other) => other.key !== row.key))}
                >
                  <IconX size={18} />
                </ActionIcon>
              </Group>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <MoneyInput
                  label={t('sales.common.tender.amount')}
                  value={row.amountMinor}
                  currency={row.currency}
                  khrPerUsd={khrPerUsd}
                  disabled={disabled}
                  onChange={(amountMinor) => update(row.key, { amountMinor, received: false })}
                  error={errorOf(index, 'amountMinor') ?? errorOf(index, 'currency')}
                  style={{ flex: '1 1 160px' }}
                  data-testid="tender-amount"
                />
                {withReference && (
                  <TextInput
                    label={t('sales.common.tender.reference')}
                    placeholder={t('sales.common.tender.referenceHint')}
                    value={row.reference}
                    maxLength={120}
                    disabled={disabled}
                    onChange={(event) => update(row.key, { reference: event.currentTarget.value })}
                    error={errorOf(index, 'reference')}
                    style={{ flex: '1 1 160px' }}
                  />
                )}
              </Group>
              {khqrBillNumber && row.method === 'khqr' && counted(row) && (
                <Suspense fallback={null}>
                  <KhqrCode
                    currency={row.currency}
                    amountMinor={row.amountMinor}
                    billNumber={khqrBillNumber}
                    received={row.received ?? false}
                    onReceived={(received, md5) => update(row.key, { received, reference: received && row.reference.trim() === '' ? md5 : row.reference })}
                  />
                </Suspense>
              )}
            </Stack>
          </Paper>
        );
      })}
      <Group gap="xs">
        <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} disabled={disabled} onClick={() => onChange([...value, emptyTenderRow()])}>
          {t('sales.common.tender.add')}
        </Button>
        <Button variant="default" size="xs" leftSection={<IconCash size={16} />} disabled={disabled} onClick={() => onChange(withRest(value, 'USD', dueCents, khrPerUsd, rielNote))}>
          {t('sales.common.tender.restUsd')}
        </Button>
        <Button variant="default" size="xs" leftSection={<IconCash size={16} />} disabled={disabled} onClick={() => onChange(withRest(value, 'KHR', dueCents, khrPerUsd, rielNote))}>
          {t('sales.common.tender.restKhr')}
        </Button>
      </Group>
      {errors.tenders && (
        <Text size="sm" c="red.7" role="alert">
          {errors.tenders}
        </Text>
      )}
      <TenderSummary rows={value} dueCents={dueCents} khrPerUsd={khrPerUsd} rielNote={rielNote} />
    </Stack>
  );
}

function SummaryLine({ label, children, strong = false, testId }: { label: string; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={testId}>
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="right" style={figures}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * Due in both currencies (the riel exact, as the invoice prints it), the riel asked in cash for what the
 * other tenders leave (to the note), tendered, the cash rounding, and still due or the change.
 */
export function TenderSummary({ rows, dueCents, khrPerUsd, rielNote = DEFAULT_RIEL_NOTE }: { rows: readonly TenderRow[]; dueCents: number; khrPerUsd: number; rielNote?: number }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const usd = (cents: number) => formatMoney(cents, 'USD', locale);
  const riel = (amount: number) => formatMoney(amount, 'KHR', locale);
  const settlement = settlementOf(rows, dueCents, khrPerUsd, rielNote);
  const owing = Math.max(0, dueCents - settlement.appliedCents);
  const { change } = settlement;
  return (
    <Paper p="sm" radius="md" bg="gray.0" data-testid="tender-summary">
      <SimpleGrid cols={1} spacing={4}>
        <SummaryLine label={t('sales.common.tender.due')} testId="tender-due">
          {usd(dueCents)} · {riel(rielOf(dueCents, khrPerUsd))}
        </SummaryLine>
        {settlement.rielAskedForRest > 0 && (
          <Stack gap={0} data-testid="tender-riel-asked" data-riel-asked={settlement.rielAskedForRest}>
            <SummaryLine label={t('sales.common.tender.rielAsked')} strong>
              {riel(settlement.rielAskedForRest)}
            </SummaryLine>
            <Text size="xs" c="dimmed">
              {t('sales.common.tender.rielAskedHint', { note: formatMoney(rielNote, 'KHR', locale).replace(' ៛', '') })}
            </Text>
          </Stack>
        )}
        <SummaryLine label={t('sales.common.tender.tendered')} testId="tender-tendered">
          {usd(settlement.tenderedCents)}
        </SummaryLine>
        {settlement.cashRoundingCents !== 0 && (
          <SummaryLine label={t('sales.common.tender.cashRounding')} testId="tender-cash-rounding">
            {usd(settlement.cashRoundingCents)}
          </SummaryLine>
        )}
        {handsChangeBack(change) ? (
          <SummaryLine label={t('sales.common.tender.change')} strong testId="tender-change">
            {[change.usdCents > 0 || change.riel === 0 ? usd(change.usdCents) : null, change.riel > 0 ? riel(change.riel) : null].filter(Boolean).join(' + ')}
          </SummaryLine>
        ) : (
          <SummaryLine label={t('sales.common.tender.stillDue')} strong={owing > 0} testId="tender-still-due">
            {usd(owing)} · {riel(rielAsked(owing, khrPerUsd, rielNote))}
          </SummaryLine>
        )}
        {settlement.changeOverCash && (
          <Text size="sm" c="red.7" role="alert">
            {t('sales.common.tender.changeOverCash')}
          </Text>
        )}
      </SimpleGrid>
    </Paper>
  );
}
