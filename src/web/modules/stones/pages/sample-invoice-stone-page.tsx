import { Alert, Badge, Button, Grid, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconCashRegister, IconDeviceFloppy, IconFileInvoice, IconFileUnknown, IconPrinter } from '@tabler/icons-react';
import { getRouteApi, Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSampleInvoiceBodySchema } from '../../../../shared/contracts/sales/sample-invoice';
import { shopDayOf } from '../../../i18n/format';
import { CenteredMessage } from '../../../shell/centered-message';
import { isApiError } from '../../../shell/http';
import { ButtonLink, SheetLanguagePicker, useSheetLanguage } from '../../../ui';
import { useAllBranches } from '../../platform/api/find-branches';
import { useFindStaffNames } from '../../platform/api/find-staff-names';
import { canAny, useMe } from '../../platform/api/get-me';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useLocalName } from '../../../ui/local-name';
import { useCreateSampleInvoice } from '../../sales/api/create-sample-invoice';
import { useExchangeRates } from '../../sales/api/get-exchange-rates';
import { useSampleInvoice } from '../../sales/api/get-sample-invoice';
import { useQuoteSale, type QuoteSaleInput } from '../../sales/api/quote-sale';
import { PosTotals, SampleCustomerField, sampleExpired, SampleInvoiceSheet, useShopHeader } from '../../sales/index';
import { addLot, gemQuoteRequestOf, lineErrorsByKey, lineLotOf } from '../components/gem-pos-draft';
import { emptyGemQuoteDraft, gemQuoteBodyOf } from '../components/gem-quote-draft';
import { GemLines } from '../components/gem-lines';
import { LotPicker } from '../components/lot-picker';
import classes from '../../../ui/a4-sheet.module.css';
import { StonesTabs } from '../components/stones-tabs';

const lineFields = ['', 'kind', 'lotId', 'count', 'weightMct', 'priceMode', 'unitPriceCents', 'discountCents'] as const;
const shownFields = ['branchId', 'customerId', 'customerName', 'sellerStaffId', 'validUntil', 'discountCents', 'lines', 'note'];

/** `/sample_invoice_stone?id=`: one stone quotation; `/gem_pos?sample=`: sold at the gem POS. */
export const stoneQuoteTarget = (id: number) => ({ to: '/sample_invoice_stone', search: { id: String(id) } }) as const;
export const sellStoneQuoteTarget = (id: number) => ({ to: '/gem_pos', search: { sample: String(id) } }) as const;

/** `/sample_invoice_stone`: a quotation of stones; `?id=` one saved, printable, to be sold at the gem POS. */
export function SampleInvoiceStonePage() {
  const { id } = getRouteApi('/sample_invoice_stone').useSearch();
  return (
    <Stack gap="md">
      <div className={classes.noPrint}>
        <StonesTabs />
      </div>
      {id ? <StoneQuoteView id={Number(id)} /> : <StoneQuoteNew />}
    </Stack>
  );
}

function StoneQuoteNew() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const navigate = useNavigate();
  const today = shopDayOf(new Date());
  const { data: me } = useMe();
  const branches = useAllBranches();
  const staff = useFindStaffNames({ active: 'true', pageSize: 200 });
  const rates = useExchangeRates();
  const create = useCreateSampleInvoice();
  const [lotMessage, setLotMessage] = useState<string | null>(null);
  const form = useIdempotentForm({ initial: () => emptyGemQuoteDraft(today), toBody: gemQuoteBodyOf, schema: createSampleInvoiceBodySchema });
  const values = form.values;
  const activeBranches = (branches.data?.items ?? []).filter((branch) => branch.active || branch.id === values.branchId);
  useEffect(() => {
    if (values.branchId !== null || activeBranches.length === 0) return;
    const own = activeBranches.find((branch) => branch.id === me?.user.branchId) ?? activeBranches[0];
    if (own) form.set('branchId', own.id);
    if (values.sellerStaffId === null && me?.user.staffId) form.set('sellerStaffId', me.user.staffId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only while no branch is chosen
  }, [values.branchId, activeBranches.length, me]);

  const request = gemQuoteRequestOf({ ...values, customerMode: values.customerMode === 'existing' ? 'existing' : 'walk_in' });
  const requestKey = request ? JSON.stringify(request) : '';
  const [requestText] = useDebouncedValue(requestKey, 300);
  const asked = requestText ? (JSON.parse(requestText) as { body: QuoteSaleInput; keys: string[] }) : null;
  const quote = useQuoteSale(asked?.body ?? null);
  const current = request !== null && requestText === requestKey && !quote.isFetching && !quote.isError && quote.data !== undefined;
  const priceShown = request ? (quote.data ?? null) : null;
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

  if (me && !canAny(me, ['sales.write'])) return <Navigate to="/gem_stone" replace />;

  const save = async () => {
    const saved = await form.submit((body) => create.mutateAsync(body));
    if (saved) void navigate(stoneQuoteTarget(saved.id));
  };

  return (
    <>
      <Stack gap={2}>
        <Title order={1} fz={26}>
          {t('stones.quote.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('stones.quote.subtitle')}
        </Text>
      </Stack>
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
                <LotPicker
                  branchId={values.branchId}
                  label={t('stones.pos.lotPicker.label')}
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
              <GemLines lines={values.lines} onChange={(lines) => form.set('lines', lines)} errors={lineErrors} disabled={form.pending} checkStock={false} />
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
                      label={t('stones.fields.branch')}
                      size="xs"
                      data={activeBranches.map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${nameOf(branch)}` }))}
                      value={values.branchId === null ? null : String(values.branchId)}
                      onChange={(value) => {
                        form.set('branchId', value === null ? null : Number(value));
                        form.set('lines', []);
                      }}
                      error={form.errorOf('branchId')}
                      allowDeselect={false}
                      disabled={form.pending}
                    />
                    <Select
                      label={t('stones.pos.seller')}
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
                    label={t('stones.quote.validUntil')}
                    size="xs"
                    value={values.validUntil}
                    onChange={(value) => value && form.set('validUntil', String(value).slice(0, 10))}
                    minDate={today}
                    valueFormat="YYYY-MM-DD"
                    error={form.errorOf('validUntil')}
                    disabled={form.pending}
                  />
                  <TextInput
                    label={t('stones.fields.note')}
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
                title={t('stones.quote.refused')}
              />
              <Button type="submit" size="lg" loading={form.pending} disabled={!current} leftSection={<IconDeviceFloppy size={22} />} data-testid="stone-quote-save">
                {t('stones.quote.save')}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </>
  );
}

/** A saved stone quotation: the A4 sheet the pieces' quotations print, in Khmer or English; sold at the gem POS, or its invoice once sold. */
function StoneQuoteView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { language, setLanguage, sheetT } = useSheetLanguage();
  const shop = useShopHeader(language, sheetT('app.title'));
  const { data: me } = useMe();
  const { data: sample, error, isPending } = useSampleInvoice(id);
  const back = (
    <Button component={Link} to="/sample_invoice_list" variant="subtle" px={0}>
      {t('stones.quote.allQuotations')}
    </Button>
  );
  if (isPending)
    return (
      <Group justify="center" p="xl">
        <Loader color="gold" type="dots" />
      </Group>
    );
  if (!sample) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return <CenteredMessage icon={<IconFileUnknown size={36} />} title={missing ? t('stones.quote.notFound', { id }) : t('stones.quote.loadFailed')} actions={back} />;
  }
  const expired = sample.convertedInvoice === null && sampleExpired(sample.validUntil, shopDayOf(new Date()));
  const sell = sellStoneQuoteTarget(sample.id);
  return (
    <>
      <Group justify="space-between" className={classes.noPrint} wrap="wrap" gap="sm">
        <Group gap="sm">
          {back}
          {expired && (
            <Badge color="gray" variant="light">
              {t('stones.quote.expired')}
            </Badge>
          )}
        </Group>
        <Group gap="md" wrap="wrap">
          <SheetLanguagePicker label={t('stones.common.sheetLanguage')} value={language} onChange={setLanguage} />
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {t('stones.common.print')}
          </Button>
          {sample.convertedInvoice ? (
            <Button component={Link} to={`/invoice/detail-${sample.convertedInvoice.id}`} variant="light" leftSection={<IconFileInvoice size={18} />}>
              {t('stones.quote.soldAs', { number: sample.convertedInvoice.number })}
            </Button>
          ) : (
            canAny(me, ['sales.write']) && (
              <ButtonLink {...sell} leftSection={<IconCashRegister size={18} />} data-testid="stone-quote-sell">
                {t('stones.quote.sell')}
              </ButtonLink>
            )
          )}
        </Group>
      </Group>
      {/* On a phone the quotation's table is wider than the sheet: it scrolls here, not the page. */}
      <div className={classes.scroll}>
        <SampleInvoiceSheet sample={sample} language={language} t={sheetT} shop={shop} />
      </div>
    </>
  );
}
