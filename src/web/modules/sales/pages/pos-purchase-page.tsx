import { Alert, Button, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconCoins } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { createPurchaseBodySchema } from '../../../../shared/contracts/sales/old-gold';
import { defaultBuybackIdThresholdCents } from '../../../../shared/sales/old-gold';
import { formatMoney } from '../../../../shared/units';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { useMe } from '../../platform/api/get-me';
import { readersBranchOf, useAllBranches } from '../../platform/api/find-branches';
import { useSettingValue } from '../../platform/api/get-settings';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { PostingDateField, postingDateBody } from '../../../ui/posting-date-field';
import { localName } from '../../../ui/local-name';
import { useCreatePurchase } from '../api/create-purchase';
import { useQuoteSale, type QuoteSaleInput } from '../api/quote-sale';
import { OldGoldSellerFields } from '../components/old-gold-seller-fields';
import { PosCustomer } from '../components/pos-customer';
import { PosLines } from '../components/pos-lines';
import { openReceipt } from '../components/pos-paths';
import { buybackOfQuote, emptyPosDraft, lineBodyOf, lineErrorsByKey, oldGoldLine, oldGoldSellerBodyOf, quoteCustomerId, quoteRequestOf, type PosDraft } from '../components/pos-sale-draft';
import { SalesTabs } from '../components/sales-tabs';

const lineFields = ['', 'materialId', 'weightMg', 'description', 'purityMethod', 'testedPurity', 'meltDeductionBp', 'rateCentsPerChi', 'rateChangeReason'] as const;
const shownFields = ['branchId', 'customerId', 'newCustomer', 'lines', 'note', 'oldGoldSeller', 'postingDate', 'postingDateReason'];

/** The voucher's body before the contract checks it: the old-gold lines, who sells, the seller's identity. */
export function purchaseBodyOf(draft: PosDraft): unknown {
  return {
    branchId: draft.branchId ?? undefined,
    customerId: quoteCustomerId(draft),
    newCustomer: draft.customerMode === 'new' ? { ...draft.newCustomer } : null,
    lines: draft.lines.map(lineBodyOf),
    note: draft.note.trim(),
    oldGoldSeller: oldGoldSellerBodyOf(draft.oldGoldSeller),
    ...postingDateBody({ postingDate: draft.postingDate ?? '', postingDateReason: draft.postingDateReason ?? '' }),
  };
}

const firstDraft = (): PosDraft => ({ ...emptyPosDraft(), lines: [oldGoldLine()] });

/**
 * `/pos/purchase`: a purchase voucher, old gold bought from a customer who
 * only sells (DESIGN §3.8). The lines are priced live as at the POS; the shop
 * pays the total out in cash as it gives change; above the owner's threshold
 * the seller's identity is asked. One Idempotency-Key per attempt.
 */
export function PosPurchasePage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const branches = useAllBranches();
  const materials = useFindMaterialCategories({ active: 'true' });
  const create = useCreatePurchase();
  const threshold = useSettingValue<number>('sales.buybackIdThresholdCents') ?? defaultBuybackIdThresholdCents;

  const form = useIdempotentForm({ initial: firstDraft, toBody: purchaseBodyOf, schema: createPurchaseBodySchema });
  const values = form.values;
  const activeBranches = (branches.data?.items ?? []).filter((branch) => branch.active || branch.id === values.branchId);
  useEffect(() => {
    const own = readersBranchOf(me, branches.data);
    if (values.branchId === null && own !== null) form.set('branchId', own);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only while no branch is chosen
  }, [values.branchId, activeBranches.length, me]);

  const request = quoteRequestOf(values);
  const [requestText] = useDebouncedValue(request ? JSON.stringify(request) : '', 300);
  const asked = requestText ? (JSON.parse(requestText) as { body: QuoteSaleInput; keys: string[] }) : null;
  const quote = useQuoteSale(asked?.body ?? null);
  const priceCurrent = request !== null && requestText === JSON.stringify(request) && !quote.isFetching && !quote.isError && quote.data !== undefined;
  const priceShown = request ? (quote.data ?? null) : null;
  const priced = Object.fromEntries((priceShown?.lines ?? []).flatMap((line, index) => (asked?.keys[index] ? [[asked.keys[index], line]] : [])));
  const quoteError = quote.isError && isApiError(quote.error) ? quote.error : null;
  const quoteLineErrors = quoteError?.fields && asked ? lineErrorsByKey(quoteError.fields, asked.keys) : {};
  const lineErrors: Record<string, Record<string, string>> = {};
  values.lines.forEach((line, index) => {
    for (const field of lineFields) {
      const message = form.errorOf(field ? `lines.${index}.${field}` : `lines.${index}`) ?? (field ? quoteLineErrors[line.key]?.[field] : undefined);
      if (message) (lineErrors[line.key] ??= {})[field] = message;
    }
  });
  const buyback = buybackOfQuote(priceShown?.lines ?? []);
  const sellerError = (field: string) => form.errorOf(`oldGoldSeller.${field}`);
  const sellerAsked = buyback > threshold || ['name', 'phone', 'idType', 'idNumber', 'idPhotos', 'itemPhotos'].some((field) => sellerError(field));
  const materialOptions = (materials.data?.items ?? []).map((material) => ({
    id: material.id,
    label: `${material.code} · ${localName(material, locale)}`,
    purity: material.purity,
    meltDeductionBp: material.meltDeductionBp,
  }));
  const lastMaterial = values.lines.reduce<number | null>((last, line) => (line.kind === 'old_gold' && line.materialId !== null ? line.materialId : last), null);

  const send = async () => {
    const result = await form.submit((body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }));
    if (!result) return;
    showSnackbar({ type: 'success', message: t('sales.purchase.done', { number: result.invoice.number }) });
    openReceipt(navigate, result);
  };
  useHotkeys([['mod+Enter', () => void send()]], []);

  return (
    <Stack gap="md">
      <SalesTabs />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz={26}>
            {t('sales.purchase.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('sales.purchase.subtitle')}
          </Text>
        </Stack>
        <Button variant="subtle" component={Link} to="/pos" size="xs" leftSection={<IconArrowLeft size={16} />}>
          {t('sales.purchase.backToPos')}
        </Button>
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
              <PosLines lines={values.lines} onChange={(lines) => form.set('lines', lines)} priced={priced} errors={lineErrors} materials={materialOptions} disabled={form.pending} />
              <Group>
                <Button variant="light" color="orange" leftSection={<IconCoins size={18} />} disabled={form.pending} onClick={() => form.set('lines', [...values.lines, oldGoldLine(lastMaterial)])} data-testid="purchase-add-line">
                  {t('sales.purchase.addLine')}
                </Button>
              </Group>
              {quoteError && Object.keys(quoteLineErrors).length === 0 && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                  {quoteError.message}
                </Alert>
              )}
              <Paper p="sm" radius="md" withBorder>
                <Group justify="space-between">
                  <Text fw={600}>{t('sales.purchase.total')}</Text>
                  <Text fw={700} fz="xl" c="red.8" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="purchase-total">
                    {priceShown ? formatMoney(buyback, 'USD', locale) : '—'}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('sales.purchase.payoutHint')}
                </Text>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm">
              <Paper p="sm" radius="md" withBorder>
                <Stack gap="xs">
                  <Select
                    label={t('sales.pos.branch')}
                    size="xs"
                    data={activeBranches.map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${localName(branch, locale)}` }))}
                    value={values.branchId === null ? null : String(values.branchId)}
                    onChange={(value) => form.set('branchId', value === null ? null : Number(value))}
                    error={form.errorOf('branchId')}
                    allowDeselect={false}
                    disabled={form.pending}
                  />
                  <PosCustomer
                    mode={values.customerMode}
                    onModeChange={(mode) => form.set('customerMode', mode)}
                    customer={values.customer}
                    onCustomerChange={(customer) => form.set('customer', customer)}
                    newCustomer={values.newCustomer}
                    onNewCustomerChange={(customer) => form.set('newCustomer', customer)}
                    errorOf={(path) => form.errorOf(path)}
                    disabled={form.pending}
                  />
                </Stack>
              </Paper>
              {sellerAsked && (
                <OldGoldSellerFields value={values.oldGoldSeller} onChange={(seller) => form.set('oldGoldSeller', seller)} thresholdCents={threshold} errorOf={sellerError} disabled={form.pending} />
              )}
              <TextInput label={t('sales.pos.note')} size="xs" maxLength={500} value={values.note} onChange={(event) => form.set('note', event.currentTarget.value)} error={form.errorOf('note')} disabled={form.pending} />
              <PostingDateField form={form} />
              <FormRefusal error={form.refusal} otherFields={form.otherErrors((path) => shownFields.some((field) => path === field || path.startsWith(`${field}.`)))} title={t('sales.purchase.refused')} />
              <Button type="submit" size="lg" color="orange" loading={form.pending} disabled={!priceCurrent} leftSection={<IconCoins size={22} />} data-testid="purchase-submit">
                {priceShown ? t('sales.purchase.submit', { amount: formatMoney(buyback, 'USD', locale) }) : t('sales.purchase.submitEmpty')}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}
