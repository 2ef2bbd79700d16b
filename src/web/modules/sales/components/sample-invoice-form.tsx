import { Alert, Button, Grid, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { lineLotOf, LotPicker, lotEntryOf } from '../../stones/index';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { createSampleInvoiceBodySchema, type SampleInvoice } from '../../../../shared/contracts/sales/sample-invoice';
import { shopDayOf } from '../../../i18n/format';
import { isApiError } from '../../../shell/http';
import { readersBranchOf, useAllBranches } from '../../platform/api/find-branches';
import { useFindStaffNames } from '../../platform/api/find-staff-names';
import { useMe } from '../../platform/api/get-me';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useLocalName } from '../../../ui/local-name';
import { useCreateSampleInvoice } from '../api/create-sample-invoice';
import { useExchangeRates } from '../api/get-exchange-rates';
import { useQuoteSale, type QuoteSaleInput } from '../api/quote-sale';
import type { PosEntryKind } from '../api/sales-searches';
import { PosEntryKindControl } from './pos-entry-kind';
import { PosLines } from './pos-lines';
import { enterPieceCode, lineErrorsByKey, withRefusedCodes } from './pos-sale-draft';
import { PosTotals } from './pos-totals';
import { SampleCustomerField } from './sample-customer-field';
import { emptySampleDraft, sampleBodyOf, sampleQuoteOf, type SampleLine } from './sample-invoice-draft';
import { ScanInput } from '../../../ui/scan-input';

const lineFields = ['', 'kind', 'code', 'stonesCents', 'discountCents', 'lotId', 'count', 'weightMct', 'priceMode', 'unitPriceCents'] as const;
const shownFields = ['branchId', 'customerId', 'customerName', 'sellerStaffId', 'validUntil', 'discountCents', 'lines', 'note'];

/**
 * A quotation: pieces by code (typed or scanned, Enter adds) with the stones'
 * price and a discount per line, or stones of a lot counted and weighed at a
 * price by the carat or the stone (`kind` says which is added first); a
 * discount on the whole, priced live exactly as the counter would sell them
 * now; saved, it is numbered and printable.
 */
export function SampleInvoiceForm({ onSaved, kind = 'piece' }: { onSaved: (sample: SampleInvoice) => void; kind?: PosEntryKind }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const today = shopDayOf(new Date());
  const { data: me } = useMe();
  const branches = useAllBranches();
  const staff = useFindStaffNames({ active: 'true', pageSize: 200 });
  const rates = useExchangeRates();
  const create = useCreateSampleInvoice();
  const [code, setCode] = useState('');
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  const [entryKind, setEntryKind] = useState<PosEntryKind>(kind);
  /** Lines whose piece the price refused, by key: left out of the next questions, so the other lines keep a price. */
  const [refused, setRefused] = useState<Record<string, string>>({});
  const form = useIdempotentForm({
    // The reader's branch from the first render when the loader has the lists in.
    initial: () => ({ ...emptySampleDraft(today), branchId: readersBranchOf(me, branches.data) }),
    toBody: sampleBodyOf,
    schema: createSampleInvoiceBodySchema,
    blocked: (draft) => draft.lines.some((line) => line.key in refused),
  });
  const values = form.values;

  // The reader's branch and themselves as the seller, once the lists are in.
  const activeBranches = (branches.data?.items ?? []).filter((branch) => branch.active || branch.id === values.branchId);
  useEffect(() => {
    const own = readersBranchOf(me, branches.data);
    if (values.branchId !== null || own === null) return;
    form.set('branchId', own);
    if (values.sellerStaffId === null && me?.user.staffId) form.set('sellerStaffId', me.user.staffId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only while no branch is chosen
  }, [values.branchId, activeBranches.length, me]);

  // The live price, asked 300 ms after the last change (as text: an equal question is not asked twice).
  const request = sampleQuoteOf(values, refused);
  const requestKey = request ? JSON.stringify(request) : '';
  const [requestText] = useDebouncedValue(requestKey, 300);
  const asked = requestText ? (JSON.parse(requestText) as { body: QuoteSaleInput; keys: string[] }) : null;
  const quote = useQuoteSale(asked?.body ?? null);
  // Which lines the price shown is for: a newer question keeps the previous price on screen until it answers.
  const shownKeys = useRef<string[]>([]);
  if (quote.data && !quote.isPlaceholderData && asked) shownKeys.current = asked.keys;
  const current = request !== null && requestText === requestKey && !quote.isFetching && !quote.isError && quote.data !== undefined;
  const priceShown = request ? (quote.data ?? null) : null;
  // A line's price by its key: `lineNo` is its place as sent (a line refused on its own is left out, the others keep their price).
  const priced = Object.fromEntries((priceShown?.lines ?? []).flatMap((line) => (shownKeys.current[line.lineNo - 1] ? [[shownKeys.current[line.lineNo - 1]!, line]] : [])));

  // Refusals: the price's (by the lines it priced), then the save's (every line, in order) over them.
  const quoteError = quote.isError && isApiError(quote.error) ? quote.error : null;
  // Lines the price refused on their own (a piece sold meanwhile, more stones than the lot has), on their line.
  const problems = priceShown?.lineProblems ?? {};
  const quoteLineErrors = { ...lineErrorsByKey(problems, shownKeys.current), ...(quoteError?.fields && asked ? lineErrorsByKey(quoteError.fields, asked.keys) : {}) };
  const lineErrors: Record<string, Record<string, string>> = {};
  values.lines.forEach((line, index) => {
    const errors: Record<string, string> = { ...(refused[line.key] ? { code: refused[line.key] } : {}), ...quoteLineErrors[line.key] };
    for (const field of lineFields) {
      const message = form.errorOf(field ? `lines.${index}.${field}` : `lines.${index}`);
      if (message) errors[field] = message;
    }
    if (Object.keys(errors).length > 0) lineErrors[line.key] = errors;
  });
  useEffect(() => {
    if (quoteError?.fields && asked) setRefused((was) => withRefusedCodes(was, quoteError.fields ?? {}, asked.keys));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused request
  }, [quoteError]);
  // A piece refused by code stays out of the next questions; a stone line stays in, to be mended on its line.
  useEffect(() => {
    if (Object.keys(problems).length > 0) setRefused((was) => withRefusedCodes(was, problems, shownKeys.current));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per price with problems
  }, [priceShown]);
  const quoteOtherError = quoteError && (!quoteError.fields || Object.keys(quoteLineErrors).length === 0) ? quoteError : null;
  const refusedLeft = values.lines.some((line) => line.key in refused);

  const addCode = () => {
    const entry = enterPieceCode(values.lines, code);
    if (entry.kind === 'added') {
      form.set('lines', entry.lines as SampleLine[]);
      setCode('');
      setCodeMessage(null);
    } else if (entry.kind !== 'empty') {
      setCodeMessage(t(`sales.pos.code.${entry.kind}`, { code: entry.code }));
    }
  };

  const save = async () => {
    const saved = await form.submit((body) => create.mutateAsync(body));
    if (saved) onSaved(saved);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
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
                    setCodeMessage(null);
                  }}
                  disabled={form.pending}
                  testId="sample-entry-kind"
                />
                {entryKind === 'piece' ? (
                  <ScanInput
                    label={t('sales.pos.code.label')}
                    description={t('sales.pos.code.hint')}
                    placeholder={t('sales.pos.code.placeholderNone')}
                    value={code}
                    onText={(text) => {
                      setCode(text.toUpperCase());
                      setCodeMessage(null);
                    }}
                    onEnter={addCode}
                    error={codeMessage ?? (form.tried && values.lines.length === 0 ? t('sales.pos.code.needOne') : undefined)}
                    disabled={form.pending}
                    size="md"
                    data-autofocus
                    autoFocus
                    data-testid="sample-code"
                  />
                ) : (
                  <LotPicker
                    branchId={values.branchId}
                    label={t('stones.pos.lotPicker.label')}
                    description={t('stones.pos.lotPicker.hint')}
                    placeholder={t('stones.pos.lotPicker.placeholder')}
                    onPick={(lot) => {
                      const entry = lotEntryOf(values.lines, lineLotOf(lot));
                      if (entry.kind === 'added') {
                        form.set('lines', [...values.lines, entry.line]);
                        setCodeMessage(null);
                      } else setCodeMessage(t(`stones.pos.lotPicker.${entry.kind}`, { code: entry.code }));
                    }}
                    error={codeMessage ?? (form.tried && values.lines.length === 0 ? t('stones.pos.lotPicker.needOne') : undefined)}
                    disabled={form.pending || values.branchId === null}
                    data-testid="gem-lot-picker"
                  />
                )}
              </Stack>
            </Paper>
            <PosLines
              lines={values.lines}
              onChange={(lines) => form.set('lines', lines as SampleLine[])}
              priced={priced}
              errors={lineErrors}
              materials={[]}
              disabled={form.pending}
              checkStock={false}
              emptyText={entryKind === 'stone' ? t('stones.pos.lines.empty') : undefined}
            />
            {quoteOtherError && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                {quoteOtherError.message}
              </Alert>
            )}
            <PosTotals
              quote={priceShown}
              khrPerUsd={quote.data?.khrPerUsd ?? rates.data?.current?.khrPerUsd ?? null}
              discountCents={values.discountCents}
              onDiscountChange={(discountCents) => form.set('discountCents', discountCents)}
              discountError={form.errorOf('discountCents') ?? quoteError?.fields?.discountCents}
              canSetRate={false}
              updating={request !== null && !current && !quote.isError}
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
                    label={t('sales.quotes.branch')}
                    size="xs"
                    data={activeBranches.map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${nameOf(branch)}` }))}
                    value={values.branchId === null ? null : String(values.branchId)}
                    onChange={(value) => {
                      form.set('branchId', value === null ? null : Number(value));
                      // Lots belong to a branch: another branch's stones leave the quotation.
                      form.set('lines', values.lines.filter((line) => line.kind !== 'stone'));
                    }}
                    error={form.errorOf('branchId')}
                    allowDeselect={false}
                    disabled={form.pending}
                  />
                  <Select
                    label={t('sales.quotes.seller')}
                    size="xs"
                    searchable
                    clearable
                    data={(staff.data?.items ?? []).map((member) => ({ value: String(member.id), label: `${member.code} · ${nameOf(member)}` }))}
                    value={values.sellerStaffId === null ? null : String(values.sellerStaffId)}
                    onChange={(value) => form.set('sellerStaffId', value === null ? null : Number(value))}
                    error={form.errorOf('sellerStaffId')}
                    disabled={form.pending}
                  />
                </SimpleGrid>
                <SampleCustomerField
                  mode={values.customerMode}
                  onModeChange={(mode) => form.set('customerMode', mode)}
                  customer={values.customer}
                  onCustomerChange={(customer) => form.set('customer', customer)}
                  name={values.customerName}
                  onNameChange={(name) => form.set('customerName', name)}
                  errorOf={form.errorOf}
                  disabled={form.pending}
                />
                <DatePickerInput
                  label={t('sales.quotes.validUntil')}
                  size="xs"
                  value={values.validUntil}
                  onChange={(value) => value && form.set('validUntil', String(value).slice(0, 10))}
                  minDate={today}
                  valueFormat="YYYY-MM-DD"
                  error={form.errorOf('validUntil')}
                  disabled={form.pending}
                />
                <TextInput
                  label={t('sales.quotes.note')}
                  size="xs"
                  maxLength={500}
                  value={values.note}
                  onChange={(event) => form.set('note', event.currentTarget.value)}
                  error={form.errorOf('note')}
                  disabled={form.pending}
                />
              </Stack>
            </Paper>
            <FormRefusal
              error={form.refusal}
              otherFields={form.otherErrors((path) => shownFields.some((field) => path === field || path.startsWith(`${field}.`)))}
              title={t('sales.quotes.refused')}
            />
            {refusedLeft && (
              <Text size="sm" c="red.7" role="alert">
                {t('sales.pos.blockers.removeRefused')}
              </Text>
            )}
            <Button type="submit" size="lg" loading={form.pending} disabled={!current || refusedLeft} leftSection={<IconDeviceFloppy size={22} />} data-testid="sample-save">
              {t('sales.quotes.save')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
