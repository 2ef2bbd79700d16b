import { Alert, Button, Grid, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconCashRegister } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSaleBodySchema, type SaleQuote } from '../../../../shared/contracts/sales/invoice';
import type { SampleInvoice } from '../../../../shared/contracts/sales/sample-invoice';
import { formatMoney, toDecimalString } from '../../../../shared/units';
import { shopDayOf } from '../../../i18n/format';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { useUiLocale } from '../../../ui';
import { useAllBranches } from '../../platform/api/find-branches';
import { useFindStaffNames } from '../../platform/api/find-staff-names';
import { canAny, useMe } from '../../platform/api/get-me';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { localName } from '../../../ui/local-name';
import { useCreateSale } from '../../sales/api/create-sale';
import { useExchangeRates } from '../../sales/api/get-exchange-rates';
import { useSampleInvoice } from '../../sales/api/get-sample-invoice';
import { useQuoteSale, type QuoteSaleInput } from '../../sales/api/quote-sale';
import { PosCustomer, PosTotals, openReceipt, settlementOf, TenderRows, tendersOf, unconfirmedKhqr, useRielNote } from '../../sales/index';
import { afterStoneMovement } from '../api/stones-written';
import { addLot, emptyGemPosDraft, gemLine, gemQuoteRequestOf, gemSaleBodyOf, lineErrorsByKey, lineLotOf, overLot, type GemLine, type GemPosDraft } from '../components/gem-pos-draft';
import { GemLines } from '../components/gem-lines';
import { LotPicker } from '../components/lot-picker';
import { StonesTabs } from '../components/stones-tabs';

const lineFields = ['', 'kind', 'lotId', 'count', 'weightMct', 'priceMode', 'unitPriceCents', 'discountCents'] as const;
const tenderFields = ['', 'method', 'currency', 'amountMinor', 'reference'] as const;
const shownFields = ['branchId', 'customerId', 'newCustomer', 'sellerStaffId', 'dueDate', 'discountCents', 'lines', 'tenders', 'note', 'sampleInvoiceId'];

export type GemBlocker = 'pickCustomer' | 'overLot' | 'walkInPaysInFull' | 'changeOverCash' | 'khqrNotReceived';

/** What stands in the way of charging, as the cashier reads it (the server would refuse it too). */
export function gemBlockersOf(draft: GemPosDraft, quote: SaleQuote | null, khrPerUsd: number | null, rielNote?: number): GemBlocker[] {
  const reasons: GemBlocker[] = [];
  if (draft.customerMode === 'existing' && !draft.customer) reasons.push('pickCustomer');
  if (draft.lines.some((line) => overLot(line) !== null)) reasons.push('overLot');
  if (!quote || !khrPerUsd) return reasons;
  // Riel cash to the shop's note, as the server settles it.
  const settlement = settlementOf(draft.tenders, quote.totalCents, khrPerUsd, rielNote);
  if (draft.customerMode === 'walk_in' && settlement.appliedCents < quote.totalCents) reasons.push('walkInPaysInFull');
  if (settlement.changeOverCash) reasons.push('changeOverCash');
  if (unconfirmedKhqr(draft.tenders) > 0) reasons.push('khqrNotReceived');
  return reasons;
}

/** A stone quotation's lines, customer, branch and seller, to sell at the gem POS (the quotation's own prices). */
export function gemDraftOfSample(sample: SampleInvoice, base: GemPosDraft = emptyGemPosDraft()): GemPosDraft {
  const lines: GemLine[] = sample.lines.flatMap((line) => {
    const stone = line.stone;
    if (!stone) return [];
    return [
      gemLine(
        { id: stone.lotId, code: stone.lotCode, stoneType: stone.stoneType, shape: stone.shape, sizeCmm: stone.sizeCmm, colour: stone.colour, quality: stone.quality, available: null },
        {
          count: String(stone.count),
          carats: toDecimalString(stone.weightMct, 3),
          caratsTyped: true,
          priceMode: stone.priceMode,
          unitPriceCents: stone.unitPriceCents,
          discountCents: line.discountCents || null,
        },
      ),
    ];
  });
  return {
    ...base,
    branchId: sample.branch.id,
    sellerStaffId: sample.seller?.id ?? base.sellerStaffId,
    customerMode: sample.customer ? 'existing' : sample.customerName ? 'new' : 'walk_in',
    customer: sample.customer,
    newCustomer: { ...base.newCustomer, name: sample.customer ? '' : sample.customerName },
    lines,
    discountCents: sample.discountCents || null,
    note: sample.note,
    sampleInvoiceId: sample.id,
  };
}

/** The bill number a KHQR code carries before the invoice has its number: one per attempt at a sale. */
const newBillNumber = () => `GEM${Date.now().toString(36).toUpperCase()}`;

/** `/gem_pos` (`?sample=` sells a stone quotation) and `/gem_stone/pos`: the gem counter. */
export function GemPosPage() {
  return <GemPos sampleId={getRouteApi('/gem_pos').useSearch().sample} />;
}

export function GemStonePosPage() {
  return <GemPos sampleId={getRouteApi('/gem_stone/pos').useSearch().sample} />;
}

/**
 * `/gem_pos` and `/gem_stone/pos`: stones sold from their lots through a
 * sales invoice, by the carat or by the stone; priced live by the server
 * exactly as the sale will charge it; paid in several methods and currencies
 * at once; one Idempotency-Key per attempt. `?sample={id}` sells a stone quotation.
 */
function GemPos({ sampleId }: { sampleId: string | undefined }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const branches = useAllBranches();
  const staff = useFindStaffNames({ active: 'true', pageSize: 200 });
  const rates = useExchangeRates();
  const sample = useSampleInvoice(sampleId ? Number(sampleId) : null);
  const create = useCreateSale();
  const [lotMessage, setLotMessage] = useState<string | null>(null);
  const [billNumber, setBillNumber] = useState(newBillNumber);
  // A quotation already read is sold from the first render; one still loading is applied when it arrives.
  const [sampleApplied, setSampleApplied] = useState<number | null>(() => sample.data?.id ?? null);

  const rielNote = useRielNote();
  const form = useIdempotentForm({
    initial: () => (sample.data ? gemDraftOfSample(sample.data) : emptyGemPosDraft()),
    toBody: gemSaleBodyOf,
    schema: createSaleBodySchema,
    blocked: (values) => gemBlockersOf(values, priceShown, khrPerUsd, rielNote).length > 0 || !priceCurrent,
  });
  const values = form.values;

  const activeBranches = (branches.data?.items ?? []).filter((branch) => branch.active || branch.id === values.branchId);
  useEffect(() => {
    if (values.branchId !== null || activeBranches.length === 0) return;
    const own = activeBranches.find((branch) => branch.id === me?.user.branchId);
    form.set('branchId', (own ?? activeBranches[0])!.id);
    if (values.sellerStaffId === null && me?.user.staffId) form.set('sellerStaffId', me.user.staffId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only while no branch is chosen
  }, [values.branchId, activeBranches.length, me]);

  useEffect(() => {
    if (!sample.data || sampleApplied === sample.data.id) return;
    setSampleApplied(sample.data.id);
    form.reset(gemDraftOfSample(sample.data, { ...emptyGemPosDraft(), sellerStaffId: values.sellerStaffId }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- applied once per quotation
  }, [sample.data, sampleApplied]);

  // The live price: asked 300 ms after the last change (as text: an equal question is not asked twice).
  const request = gemQuoteRequestOf(values);
  const requestKey = request ? JSON.stringify(request) : '';
  const [requestText] = useDebouncedValue(requestKey, 300);
  const asked = requestText ? (JSON.parse(requestText) as { body: QuoteSaleInput; keys: string[] }) : null;
  const quote = useQuoteSale(asked?.body ?? null);
  const priceShown = request ? (quote.data ?? null) : null;
  const priceCurrent = request !== null && requestText === requestKey && !quote.isFetching && !quote.isError && quote.data !== undefined;
  const khrPerUsd = quote.data?.khrPerUsd ?? rates.data?.current?.khrPerUsd ?? null;

  const quoteError = quote.isError && isApiError(quote.error) ? quote.error : null;
  const quoteLineErrors = quoteError?.fields && asked ? lineErrorsByKey(quoteError.fields, asked.keys) : {};
  const lineErrors: Record<string, Record<string, string>> = {};
  values.lines.forEach((line, index) => {
    const errors: Record<string, string> = { ...quoteLineErrors[line.key] };
    for (const field of lineFields) {
      const message = form.errorOf(field ? `lines.${index}.${field}` : `lines.${index}`);
      if (message) errors[field] = message;
    }
    if (Object.keys(errors).length > 0) lineErrors[line.key] = errors;
  });
  const quoteOtherError = quoteError && (!quoteError.fields || Object.keys(quoteLineErrors).length === 0) ? quoteError : null;

  const tenderErrors: Record<string, string> = {};
  const tenderCount = tendersOf(values.tenders).length;
  for (const path of ['tenders', ...Array.from({ length: tenderCount }, (_, i) => tenderFields.map((field) => (field ? `tenders.${i}.${field}` : `tenders.${i}`))).flat()]) {
    const message = form.errorOf(path);
    if (message) tenderErrors[path] = message;
  }
  const blockers = form.tried ? gemBlockersOf(values, priceShown, khrPerUsd, rielNote) : [];

  const send = async () => {
    const result = await form.submit((body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }));
    if (!result) return;
    setBillNumber(newBillNumber());
    void afterStoneMovement(queryClient);
    showSnackbar({ type: 'success', message: t('stones.pos.done', { number: result.invoice.number }) });
    openReceipt(navigate, result);
  };
  useHotkeys([['mod+Enter', () => void send()]], []);
  const today = shopDayOf(new Date());

  return (
    <Stack gap="md">
      <StonesTabs />
      <Stack gap={2}>
        <Title order={1} fz={26}>
          {t('stones.pos.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {sample.data ? t('stones.pos.fromSample', { number: sample.data.number }) : t('stones.pos.subtitle')}
        </Text>
      </Stack>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Paper p="sm" radius="md" withBorder>
                <LotPicker
                  branchId={values.branchId}
                  label={t('stones.pos.lotPicker.label')}
                  description={t('stones.pos.lotPicker.hint')}
                  placeholder={t('stones.pos.lotPicker.placeholder')}
                  onPick={(lot) => {
                    const entry = addLot(values.lines, lineLotOf(lot));
                    if (entry.kind === 'added') {
                      form.set('lines', entry.lines);
                      setLotMessage(null);
                    } else setLotMessage(t(`stones.pos.lotPicker.${entry.kind}`, { code: entry.code }));
                  }}
                  error={lotMessage ?? (form.tried && values.lines.length === 0 ? t('stones.pos.lotPicker.needOne') : undefined)}
                  disabled={form.pending || values.branchId === null}
                  data-testid="gem-lot-picker"
                />
              </Paper>
              <GemLines lines={values.lines} onChange={(lines) => form.set('lines', lines)} errors={lineErrors} disabled={form.pending} />
              {quoteOtherError && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                  {quoteOtherError.message}
                </Alert>
              )}
              <PosTotals
                quote={priceShown}
                khrPerUsd={khrPerUsd}
                discountCents={values.discountCents}
                onDiscountChange={(discountCents) => form.set('discountCents', discountCents)}
                discountError={form.errorOf('discountCents') ?? quoteError?.fields?.discountCents}
                canSetRate={canAny(me, ['sales.pricing'])}
                updating={request !== null && !priceCurrent && !quote.isError}
                disabled={form.pending}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm">
              <Paper p="sm" radius="md" withBorder>
                <Stack gap="xs">
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                    <Select
                      label={t('stones.fields.branch')}
                      size="xs"
                      data={activeBranches.map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${localName(branch, locale)}` }))}
                      value={values.branchId === null ? null : String(values.branchId)}
                      onChange={(value) => {
                        form.set('branchId', value === null ? null : Number(value));
                        // Lots belong to a branch: the lines of another branch's lots go.
                        form.set('lines', []);
                      }}
                      error={form.errorOf('branchId')}
                      allowDeselect={false}
                      disabled={form.pending}
                      data-testid="gem-pos-branch"
                    />
                    <Select
                      label={t('stones.pos.seller')}
                      size="xs"
                      searchable
                      clearable
                      data={(staff.data?.items ?? []).map((member) => ({ value: String(member.id), label: `${member.code} · ${localName(member, locale)}` }))}
                      value={values.sellerStaffId === null ? null : String(values.sellerStaffId)}
                      onChange={(value) => form.set('sellerStaffId', value === null ? null : Number(value))}
                      error={form.errorOf('sellerStaffId')}
                      disabled={form.pending}
                    />
                  </SimpleGrid>
                  <PosCustomer
                    mode={values.customerMode}
                    onModeChange={(mode) => form.set('customerMode', mode)}
                    customer={values.customer}
                    onCustomerChange={(customer) => form.set('customer', customer)}
                    newCustomer={values.newCustomer}
                    onNewCustomerChange={(customer) => form.set('newCustomer', customer)}
                    errorOf={(path) => form.errorOf(path) ?? (path === 'customerId' && blockers.includes('pickCustomer') ? t('sales.pos.blockers.pickCustomer') : undefined)}
                    disabled={form.pending}
                  />
                  {values.customerMode !== 'walk_in' && (
                    <DatePickerInput
                      label={t('stones.pos.dueDate')}
                      size="xs"
                      value={values.dueDate}
                      onChange={(value) => form.set('dueDate', value ? String(value).slice(0, 10) : null)}
                      minDate={today}
                      valueFormat="YYYY-MM-DD"
                      clearable
                      error={form.errorOf('dueDate')}
                      disabled={form.pending}
                    />
                  )}
                </Stack>
              </Paper>
              <Paper p="sm" radius="md" withBorder>
                <Stack gap="xs">
                  <Text fw={600}>{t('stones.pos.payment')}</Text>
                  <TenderRows
                    value={values.tenders}
                    onChange={(rows) => form.set('tenders', rows)}
                    dueCents={priceShown?.totalCents ?? 0}
                    khrPerUsd={khrPerUsd ?? 4_000}
                    errors={tenderErrors}
                    khqrBillNumber={billNumber}
                    disabled={form.pending || !khrPerUsd}
                  />
                </Stack>
              </Paper>
              <TextInput
                label={t('stones.fields.note')}
                size="xs"
                maxLength={500}
                value={values.note}
                onChange={(event) => form.set('note', event.currentTarget.value)}
                error={form.errorOf('note')}
                disabled={form.pending}
              />
              <FormRefusal
                error={form.refusal}
                otherFields={form.otherErrors((path) => shownFields.some((field) => path === field || path.startsWith(`${field}.`)))}
                title={t('stones.pos.refused')}
              />
              {blockers
                .filter((reason) => reason !== 'pickCustomer')
                .map((reason) => (
                  <Text key={reason} size="sm" c="red.7" role="alert" data-testid={`gem-blocker-${reason}`}>
                    {t(`stones.pos.blockers.${reason}`)}
                  </Text>
                ))}
              <Group grow>
                <Button type="submit" size="lg" loading={form.pending} disabled={!priceCurrent || !khrPerUsd} leftSection={<IconCashRegister size={22} />} data-testid="gem-pos-submit">
                  {priceShown ? t('stones.pos.submit', { amount: formatMoney(priceShown.totalCents, 'USD', locale) }) : t('stones.pos.submitEmpty')}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}
