import { Alert, Box, Button, Grid, Group, Kbd, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconCashRegister, IconCoins, IconDeviceDesktop } from '@tabler/icons-react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { createSaleBodySchema, type SaleQuote } from '../../../../shared/contracts/sales/invoice';
import { addDays, defaultPaymentTermDays } from '../../../../shared/sales/due-date';
import { defaultBuybackIdThresholdCents } from '../../../../shared/sales/old-gold';
import { formatMoney } from '../../../../shared/units';
import { shopDayOf } from '../../../i18n/format';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { canAny, useMe } from '../../platform/api/get-me';
import { readersBranchOf, useAllBranches } from '../../platform/api/find-branches';
import { useFindStaffNames } from '../../platform/api/find-staff-names';
import { useSettingValue } from '../../platform/api/get-settings';
import { afterStoneMovement } from '../../stones/api/stones-written';
import { lineLotOf, LotPicker, lotEntryOf, StonesTabs } from '../../stones/index';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { localName } from '../../../ui/local-name';
import { useCreateSale } from '../api/create-sale';
import type { PosEntryKind } from '../api/sales-searches';
import { useExchangeRates } from '../api/get-exchange-rates';
import { useSampleInvoice } from '../api/get-sample-invoice';
import { useQuoteSale, type QuoteSaleInput } from '../api/quote-sale';
import { OldGoldSellerFields } from '../components/old-gold-seller-fields';
import { PosCustomer } from '../components/pos-customer';
import { PosEntryKindControl } from '../components/pos-entry-kind';
import { posKeys } from '../components/pos-keys';
import { PosRateDialog } from '../components/pos-rate-dialog';
import { PosScanField } from '../components/pos-scan-field';
import { PosLines } from '../components/pos-lines';
import { customerDisplayFeed } from '../components/customer-display-feed';
import { thanksViewOf } from '../components/customer-display-messages';
import { counterInvoicesPath, customerDisplayPath, openCustomerDisplay, openReceipt } from '../components/pos-paths';
import {
  draftOfSample,
  emptyPosDraft,
  lineErrorsByKey,
  oldGoldLine,
  overLotLines,
  pieceLine,
  quoteRequestOf,
  saleBodyOf,
  buybackOfQuote,
  type PosDraft,
  type PosOldGoldLine,
  type PosPieceLine,
} from '../components/pos-sale-draft';
import { HomeTakingsStrip } from '../components/home-takings-strip';
import { PosTotals } from '../components/pos-totals';
import { SalesTabs } from '../components/sales-tabs';
import { settlementOf, TenderRows, tendersOf, unconfirmedKhqr, useRielNote } from '../components/tender-rows';
import { useCustomerDisplayFeed } from '../components/use-customer-display-feed';
import { PostingDateField } from '../../../ui/posting-date-field';

const lineFields = ['', 'kind', 'code', 'stonesCents', 'discountCents', 'rateCentsPerChi', 'rateChangeReason', 'materialId', 'weightMg', 'description', 'purityMethod', 'testedPurity', 'meltDeductionBp'] as const;
const tenderFields = ['', 'method', 'currency', 'amountMinor', 'reference'] as const;
const shownFields = ['branchId', 'customerId', 'newCustomer', 'sellerStaffId', 'dueDate', 'discountCents', 'lines', 'tenders', 'note', 'sampleInvoiceId', 'oldGoldSeller', 'postingDate', 'postingDateReason'];

/** A new old gold line takes the material of the one before (a customer brings one kind); the first is chosen by the cashier. */
const lastOldGoldMaterial = (draft: PosDraft) => draft.lines.reduce<number | null>((last, line) => (line.kind === 'old_gold' && line.materialId !== null ? line.materialId : last), null);

/** The bill number a KHQR code carries before the invoice has its number: one per attempt at a sale. */
const newBillNumber = () => `POS${Date.now().toString(36).toUpperCase()}`;

/** What stands in the way of charging, as the cashier reads it (the server would refuse it too). */
export function blockersOf(draft: PosDraft, quote: SaleQuote | null, khrPerUsd: number | null, refused: Readonly<Record<string, string>>, rielNote?: number): string[] {
  const reasons: string[] = [];
  if (draft.customerMode === 'existing' && !draft.customer) reasons.push('pickCustomer');
  if (draft.lines.some((line) => line.key in refused)) reasons.push('removeRefused');
  if (overLotLines(draft.lines)) reasons.push('overLot');
  if (!quote || !khrPerUsd) return reasons;
  // Riel cash to the shop's note, as the server settles it (a walk-in paying the riel asked pays in full).
  const settlement = settlementOf(draft.tenders, quote.totalCents, khrPerUsd, rielNote);
  if (draft.customerMode === 'walk_in' && settlement.appliedCents < quote.totalCents) reasons.push('walkInPaysInFull');
  if (settlement.changeOverCash) reasons.push('changeOverCash');
  if (unconfirmedKhqr(draft.tenders) > 0) reasons.push('khqrNotReceived');
  return reasons;
}

/** `/pos` (`?kind=stone` adds stones first; `?sample=` sells a quotation): the counter. */
export function PosPage() {
  const { sample, kind } = getRouteApi('/pos').useSearch();
  return <Pos sampleParam={sample} kind={kind ?? 'piece'} onStones={false} />;
}

/** `/gem_pos`: the same counter, opened on stones in the stones section (docs/design.md §3.7). */
export function GemPosPage() {
  const { sample, kind } = getRouteApi('/gem_pos').useSearch();
  return <Pos sampleParam={sample} kind={kind ?? 'stone'} onStones />;
}

/** `/gem_stone/pos`: as `/gem_pos`. */
export function GemStonePosPage() {
  const { sample, kind } = getRouteApi('/gem_stone/pos').useSearch();
  return <Pos sampleParam={sample} kind={kind ?? 'stone'} onStones />;
}

/**
 * The sale at the counter, keyboard and scanner first. Codes typed or
 * scanned add pieces, stones are picked from their lots and counted or
 * weighed, old gold is weighed in; the price is asked of the server after
 * each change, exactly as the sale will charge it; the customer pays in
 * several methods and currencies; one Idempotency-Key per attempt, so a
 * double click or a retry charges once. A sample id sells a quotation.
 */
function Pos({ sampleParam, kind, onStones }: { sampleParam: string | undefined; kind: PosEntryKind; onStones: boolean }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sampleId = sampleParam ? Number(sampleParam) : null;
  /** What the entry field adds: pieces by code, or stones from a lot. */
  const [entryKind, setEntryKind] = useState<PosEntryKind>(kind);
  const [lotMessage, setLotMessage] = useState<string | null>(null);
  const { data: me } = useMe();
  const branches = useAllBranches();
  const staff = useFindStaffNames({ active: 'true', pageSize: 200 });
  const materials = useFindMaterialCategories({ active: 'true' });
  const rates = useExchangeRates();
  const sample = useSampleInvoice(sampleId);
  const create = useCreateSale();
  const termDays = useSettingValue<number>('sales.paymentTermDays') ?? defaultPaymentTermDays;
  const codeInput = useRef<HTMLInputElement>(null);
  const customerBox = useRef<HTMLDivElement>(null);
  const tenderBox = useRef<HTMLDivElement>(null);
  /** The piece line whose rate dialog is open. */
  const [rateLineKey, setRateLineKey] = useState<string | null>(null);
  const [billNumber, setBillNumber] = useState(newBillNumber);
  // A quotation already read is sold from the first render; one still loading is applied when it arrives.
  const [sampleApplied, setSampleApplied] = useState<number | null>(() => sample.data?.id ?? null);

  const rielNote = useRielNote();
  const form = useIdempotentForm({
    // The reader's branch from the first render when the loader has the lists in: no question asked first for every branch.
    initial: () => {
      const draft = sample.data ? draftOfSample(sample.data) : emptyPosDraft();
      return { ...draft, branchId: draft.branchId ?? readersBranchOf(me, branches.data) };
    },
    toBody: saleBodyOf,
    schema: createSaleBodySchema,
    blocked: (values) => blockersOf(values, priceShown, khrPerUsd, refused, rielNote).length > 0 || !priceCurrent,
  });
  const values = form.values;

  // The signed-in user's branch and themselves as the seller, once the lists are in.
  const activeBranches = (branches.data?.items ?? []).filter((branch) => branch.active || branch.id === values.branchId);
  useEffect(() => {
    const own = readersBranchOf(me, branches.data);
    if (values.branchId !== null || own === null) return;
    form.set('branchId', own);
    if (values.sellerStaffId === null && me?.user.staffId) form.set('sellerStaffId', me.user.staffId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only while no branch is chosen
  }, [values.branchId, activeBranches.length, me]);

  // A quotation's lines, customer and seller, once.
  useEffect(() => {
    if (!sample.data || sampleApplied === sample.data.id) return;
    setSampleApplied(sample.data.id);
    form.reset(draftOfSample(sample.data, { ...emptyPosDraft(), sellerStaffId: values.sellerStaffId }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- applied once per quotation
  }, [sample.data, sampleApplied]);

  // The live price: asked 300 ms after the last change (a text, so an equal request is not asked twice).
  const request = quoteRequestOf(values);
  const [requestText] = useDebouncedValue(request ? JSON.stringify(request) : '', 300);
  const asked = requestText ? (JSON.parse(requestText) as { body: QuoteSaleInput; keys: string[] }) : null;
  const quote = useQuoteSale(asked?.body ?? null);
  // Which lines the price shown is for: a newer request keeps the previous price on screen until it answers.
  const shownKeys = useRef<string[]>([]);
  if (quote.data && !quote.isPlaceholderData && asked) shownKeys.current = asked.keys;
  const priceShown = request ? (quote.data ?? null) : null;
  const priceCurrent = request !== null && requestText === JSON.stringify(request) && !quote.isFetching && !quote.isError && quote.data !== undefined;
  const khrPerUsd = quote.data?.khrPerUsd ?? rates.data?.current?.khrPerUsd ?? null;
  // A line's price by its key: `lineNo` is its place as sent (a line refused on its own is left out, the others keep their price).
  const priced = Object.fromEntries((priceShown?.lines ?? []).flatMap((line) => (shownKeys.current[line.lineNo - 1] ? [[shownKeys.current[line.lineNo - 1]!, line]] : [])));
  // Lines the price refused (a piece sold meanwhile, a rate the user may not set), on their line; the sale waits for them.
  const quoteLineErrors = priceShown?.lineProblems ? lineErrorsByKey(priceShown.lineProblems, shownKeys.current) : {};
  const refused: Record<string, string> = Object.fromEntries(
    Object.entries(quoteLineErrors).flatMap(([key, errors]) => (values.lines.some((line) => line.key === key) ? [[key, Object.values(errors)[0] ?? '']] : [])),
  );
  const quoteError = quote.isError && isApiError(quote.error) ? quote.error : null;

  // Refusals: the price's (by line), then the sale's (every line, in order) over them.
  const saleLineErrors: Record<string, Record<string, string>> = {};
  values.lines.forEach((line, index) => {
    for (const field of lineFields) {
      const message = form.errorOf(field ? `lines.${index}.${field}` : `lines.${index}`);
      if (message) (saleLineErrors[line.key] ??= {})[field] = message;
    }
  });
  const lineErrors = Object.fromEntries(
    values.lines.map((line) => [line.key, { ...quoteLineErrors[line.key], ...saleLineErrors[line.key] }]).filter(([, errors]) => Object.keys(errors as object).length > 0),
  ) as Record<string, Record<string, string>>;
  const quoteOtherError = quoteError;

  const tenderErrors: Record<string, string> = {};
  const tenderCount = tendersOf(values.tenders).length;
  for (const path of ['tenders', ...Array.from({ length: tenderCount }, (_, i) => tenderFields.map((field) => (field ? `tenders.${i}.${field}` : `tenders.${i}`))).flat()]) {
    const message = form.errorOf(path);
    if (message) tenderErrors[path] = message;
  }

  // Shown before Charge, not after a refused try: Charge stays disabled while one stands.
  const blockers = blockersOf(values, priceShown, khrPerUsd, refused, rielNote);
  const dueCents = priceShown?.totalCents ?? 0;

  // The cart as it is now: scans come faster than the page renders.
  const linesRef = useRef(values.lines);
  linesRef.current = values.lines;
  const addPiece = (code: string) => {
    const next = [...linesRef.current, pieceLine(code)];
    linesRef.current = next;
    form.set('lines', next);
  };
  const focusScan = () => window.setTimeout(() => codeInput.current?.focus(), 0);
  const addOldGold = () => form.set('lines', [...values.lines, oldGoldLine(lastOldGoldMaterial(values))]);
  const newSale = () => {
    form.reset({ ...emptyPosDraft(), branchId: values.branchId, sellerStaffId: values.sellerStaffId });
    setBillNumber(newBillNumber());
    focusScan();
  };
  const lastLine = values.lines[values.lines.length - 1] ?? null;
  // Stones have no metal, so no rate.
  const rateLine = values.lines.find((line): line is PosPieceLine | PosOldGoldLine => line.key === rateLineKey && line.kind !== 'stone') ?? null;
  const rateLinePrice = rateLine ? priced[rateLine.key] : undefined;

  // The customer display, if one is open: the cart as priced here, the KHQR code, then the thank-you.
  useCustomerDisplayFeed({
    lines: values.lines,
    priced,
    quote: priceShown,
    khrPerUsd,
    rielNote,
    pricing: request !== null && !priceCurrent && !quote.isError,
    tenders: values.tenders,
    billNumber,
    locale,
  });

  const send = async () => {
    const result = await form.submit((body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }));
    if (!result) return;
    customerDisplayFeed.show(thanksViewOf(result), locale === 'en' ? 'en' : 'kh');
    // Stones sold leave their lots: the lots' pages read again.
    if (result.invoice.lines.some((line) => line.kind === 'stone')) void afterStoneMovement(queryClient);
    setBillNumber(newBillNumber());
    showSnackbar({ type: 'success', message: t('sales.pos.done', { number: result.invoice.number }) });
    openReceipt(navigate, result);
  };

  // Every action has a key (pos-keys.ts), in any field: the scan field has the focus most of the time.
  useHotkeys(
    [
      [
        posKeys.scan,
        () => {
          setEntryKind('piece');
          focusScan();
        },
      ],
      [
        posKeys.customer,
        () => {
          if (values.customerMode === 'walk_in') form.set('customerMode', 'existing');
          window.setTimeout(() => customerBox.current?.querySelector<HTMLInputElement>('input:not([type="radio"])')?.focus(), 0);
        },
      ],
      [posKeys.oldGold, () => (form.pending ? undefined : addOldGold())],
      [posKeys.rate, () => (lastLine && lastLine.kind !== 'stone' && priced[lastLine.key] ? setRateLineKey(lastLine.key) : undefined)],
      [
        posKeys.tender,
        () => {
          const amounts = [...(tenderBox.current?.querySelectorAll<HTMLInputElement>('[data-testid="tender-amount"]') ?? [])];
          (amounts.find((input) => input.value === '') ?? amounts[amounts.length - 1])?.focus();
        },
      ],
      [posKeys.charge, () => void send()],
      ['mod+Enter', () => void send()],
      [posKeys.newSale, () => (form.pending ? undefined : newSale())],
    ],
    [],
  );

  // A balance needs a due date: filled from the shop's default term as soon as a customer may owe, editable.
  useEffect(() => {
    if (values.customerMode !== 'walk_in' && values.dueDate === null) form.set('dueDate', addDays(shopDayOf(new Date()), termDays));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the customer or the term changes
  }, [values.customerMode, values.dueDate, termDays]);

  const materialOptions = (materials.data?.items ?? []).map((material) => ({
    id: material.id,
    label: `${material.code} · ${localName(material, locale)}`,
    purity: material.purity,
    meltDeductionBp: material.meltDeductionBp,
  }));
  // Above the owner's threshold, old gold bought needs the seller's identity (DESIGN §3.8, AML): asked as soon as the price passes it.
  const buybackThreshold = useSettingValue<number>('sales.buybackIdThresholdCents') ?? defaultBuybackIdThresholdCents;
  const sellerError = (field: string) => form.errorOf(`oldGoldSeller.${field}`);
  const sellerAsked = buybackOfQuote(priceShown?.lines ?? []) > buybackThreshold || ['name', 'phone', 'idType', 'idNumber', 'idPhotos', 'itemPhotos'].some((field) => sellerError(field));
  const canSetRate = canAny(me, ['sales.pricing']);
  const today = shopDayOf(new Date());

  return (
    <Stack gap="md">
      {onStones ? <StonesTabs /> : <SalesTabs />}
      <HomeTakingsStrip />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz={26}>
            {onStones ? t('stones.pos.title') : t('sales.pos.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {sample.data
              ? t(onStones ? 'stones.pos.fromSample' : 'sales.pos.fromSample', { number: sample.data.number })
              : onStones
                ? t('stones.pos.subtitle')
                : t('sales.pos.subtitle')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="light" color="orange" component={Link} to="/pos/purchase" size="xs" leftSection={<IconCoins size={16} />} data-testid="pos-buy-only">
            {t('sales.pos.oldGold.buyOnly')}
          </Button>
          <Button variant="default" size="xs" onClick={newSale} disabled={form.pending} rightSection={<Kbd size="xs">{posKeys.newSale}</Kbd>} data-testid="pos-new-sale">
          {t('sales.pos.newSale')}
        </Button>
        <Button variant="subtle" component={Link} to={counterInvoicesPath} size="xs">
            {t('sales.pos.todayInvoices')}
          </Button>
          <Button
            variant="light"
            size="xs"
            component="a"
            href={customerDisplayPath}
            target="_blank"
            onClick={(event: MouseEvent) => {
              // A window of its own for the second screen; the link is the way in where pop-ups are refused.
              if (openCustomerDisplay()) event.preventDefault();
            }}
            leftSection={<IconDeviceDesktop size={16} />}
            data-testid="pos-customer-display"
          >
            {t('sales.display.open')}
          </Button>
        </Group>
      </Group>
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
                <Stack gap="xs">
                  <PosEntryKindControl
                    value={entryKind}
                    onChange={(next) => {
                      setEntryKind(next);
                      setLotMessage(null);
                      if (next === 'piece') focusScan();
                    }}
                    disabled={form.pending}
                    testId="pos-entry-kind"
                  />
                  <Group gap="sm" align="flex-start" wrap="wrap">
                    {entryKind === 'piece' ? (
                      <PosScanField
                        inputRef={codeInput}
                        currentLines={() => linesRef.current}
                        branchId={values.branchId}
                        onAdd={addPiece}
                        disabled={form.pending}
                        emptyError={form.tried && values.lines.length === 0 ? t('sales.pos.code.needOne') : undefined}
                      />
                    ) : (
                      <LotPicker
                        branchId={values.branchId}
                        label={t('stones.pos.lotPicker.label')}
                        description={t('stones.pos.lotPicker.hint')}
                        placeholder={t('stones.pos.lotPicker.placeholder')}
                        onPick={(lot) => {
                          const entry = lotEntryOf(linesRef.current, lineLotOf(lot));
                          if (entry.kind === 'added') {
                            const next = [...linesRef.current, entry.line];
                            linesRef.current = next;
                            form.set('lines', next);
                            setLotMessage(null);
                          } else setLotMessage(t(`stones.pos.lotPicker.${entry.kind}`, { code: entry.code }));
                        }}
                        error={lotMessage ?? (form.tried && values.lines.length === 0 ? t('stones.pos.lotPicker.needOne') : undefined)}
                        disabled={form.pending || values.branchId === null}
                        style={{ flex: '1 1 260px' }}
                        data-testid="gem-lot-picker"
                      />
                    )}
                    <Button
                      variant="light"
                      color="orange"
                      mt={{ base: 0, xs: entryKind === 'piece' ? 50 : 44 }}
                      leftSection={<IconCoins size={18} />}
                      rightSection={<Kbd size="xs">{posKeys.oldGold}</Kbd>}
                      disabled={form.pending}
                      onClick={addOldGold}
                    >
                      {t('sales.pos.oldGold.add')}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
              <PosLines
                lines={values.lines}
                onChange={(lines) => form.set('lines', lines)}
                priced={priced}
                errors={lineErrors}
                materials={materialOptions}
                disabled={form.pending}
                onRateChange={setRateLineKey}
                emptyText={entryKind === 'stone' ? t('stones.pos.lines.empty') : undefined}
              />
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
                canSetRate={canSetRate}
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
                      label={t('sales.pos.branch')}
                      size="xs"
                      data={activeBranches.map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${localName(branch, locale)}` }))}
                      value={values.branchId === null ? null : String(values.branchId)}
                      onChange={(value) => {
                        form.set('branchId', value === null ? null : Number(value));
                        // Lots belong to a branch: another branch's stones leave the cart (a piece elsewhere is refused on its line).
                        form.set('lines', values.lines.filter((line) => line.kind !== 'stone'));
                      }}
                      error={form.errorOf('branchId')}
                      allowDeselect={false}
                      disabled={form.pending}
                      data-testid="pos-branch"
                    />
                    <Select
                      label={t('sales.pos.seller')}
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
                  <Box ref={customerBox}>
                    <Group justify="space-between" wrap="nowrap" mb={4}>
                      <Text size="xs" c="dimmed">
                        {t('sales.pos.customer.search')}
                      </Text>
                      <Kbd size="xs" data-testid="pos-customer-key">
                        {posKeys.customer}
                      </Kbd>
                    </Group>
                    <PosCustomer
                      mode={values.customerMode}
                      onModeChange={(mode) => form.set('customerMode', mode)}
                      customer={values.customer}
                      onCustomerChange={(customer) => {
                        form.set('customer', customer);
                        if (customer) focusScan();
                      }}
                      newCustomer={values.newCustomer}
                      onNewCustomerChange={(customer) => form.set('newCustomer', customer)}
                      errorOf={(path) => form.errorOf(path) ?? (path === 'customerId' && form.tried && blockers.includes('pickCustomer') ? t('sales.pos.blockers.pickCustomer') : undefined)}
                      disabled={form.pending}
                    />
                  </Box>
                  {values.customerMode !== 'walk_in' && (
                    <DatePickerInput
                      label={t('sales.pos.dueDate')}
                      // Filled from the shop's usual term (the server applies the same term when none is sent; a sale paid in full keeps none).
                      description={t('sales.pos.dueDateHint', { days: termDays, day: addDays(today, termDays) })}
                      placeholder={addDays(today, termDays)}
                      size="xs"
                      value={values.dueDate}
                      onChange={(value) => form.set('dueDate', value ? String(value).slice(0, 10) : null)}
                      minDate={today}
                      valueFormat="YYYY-MM-DD"
                      error={form.errorOf('dueDate')}
                      disabled={form.pending}
                    />
                  )}
                </Stack>
              </Paper>
              <Paper p="sm" radius="md" withBorder ref={tenderBox}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{t('sales.pos.payment')}</Text>
                    <Kbd size="xs">{posKeys.tender}</Kbd>
                  </Group>
                  <TenderRows
                    value={values.tenders}
                    onChange={(rows) => form.set('tenders', rows)}
                    dueCents={dueCents}
                    khrPerUsd={khrPerUsd ?? 4_000}
                    errors={tenderErrors}
                    khqrBillNumber={billNumber}
                    disabled={form.pending || !khrPerUsd}
                  />
                </Stack>
              </Paper>
              {sellerAsked && (
                <OldGoldSellerFields value={values.oldGoldSeller} onChange={(seller) => form.set('oldGoldSeller', seller)} thresholdCents={buybackThreshold} errorOf={sellerError} disabled={form.pending} />
              )}
              <TextInput
                label={t('sales.pos.note')}
                size="xs"
                maxLength={500}
                value={values.note}
                onChange={(event) => form.set('note', event.currentTarget.value)}
                error={form.errorOf('note')}
                disabled={form.pending}
              />
              <PostingDateField form={form} />
              <FormRefusal
                error={form.refusal}
                otherFields={form.otherErrors((path) => shownFields.some((field) => path === field || path.startsWith(`${field}.`)))}
                title={t('sales.pos.refused')}
              />
              {blockers
                .filter((reason) => reason !== 'pickCustomer' || form.tried)
                .map((reason) => (
                  <Text key={reason} size="sm" c="red.7" role="alert" data-testid={`pos-blocker-${reason}`}>
                    {t(`sales.pos.blockers.${reason as 'pickCustomer' | 'walkInPaysInFull' | 'changeOverCash' | 'khqrNotReceived' | 'removeRefused' | 'overLot'}`)}
                  </Text>
                ))}
              <Button
                type="submit"
                size="lg"
                loading={form.pending}
                disabled={!priceCurrent || !khrPerUsd || blockers.length > 0}
                leftSection={<IconCashRegister size={22} />}
                rightSection={<Kbd size="xs">{posKeys.charge}</Kbd>}
                data-testid="pos-submit"
              >
                {priceShown ? t('sales.pos.submit', { amount: formatMoney(priceShown.totalCents, 'USD', locale) }) : t('sales.pos.submitEmpty')}
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                {t('sales.pos.keys')}
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
      {rateLine && rateLinePrice && (
        <PosRateDialog
          opened
          side={rateLine.kind === 'piece' ? 'ask' : 'bid'}
          inForceCentsPerChi={rateLinePrice.rateInForceCentsPerChi ?? rateLinePrice.rateCentsPerChi}
          value={{ rateCentsPerChi: rateLine.rateCentsPerChi, reason: rateLine.rateChangeReason }}
          mayMoveBothWays={canSetRate}
          onSave={(change) => {
            form.set('lines', values.lines.map((line) => (line.key === rateLine.key ? { ...rateLine, rateCentsPerChi: change.rateCentsPerChi, rateChangeReason: change.reason } : line)));
            setRateLineKey(null);
            focusScan();
          }}
          onClose={() => {
            setRateLineKey(null);
            focusScan();
          }}
        />
      )}
    </Stack>
  );
}
