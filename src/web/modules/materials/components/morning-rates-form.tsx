import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { MaterialCategory, MaterialRate } from '../../../../shared/contracts/materials/material';
import { khrPerUsdInputSchema } from '../../../../shared/contracts/sales/exchange-rate';
import { centsPerChiOf, CHI_PER_DAMLEUNG, type QuotedPer } from '../../../../shared/materials/rate-derivation';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { isApiError } from '../../../shell/http';
import { newIdempotencyKey } from '../../../shell/idempotency-key';
import { showSnackbar } from '../../../shell/snackbar';
import { MoneyInput } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import { usePublishRates } from '../api/publish-rates';
import { MorningRateLine } from './morning-rate-line';
import { emptyDraft, viewOfDraft, type MorningRatesDraft } from './morning-rates-draft';
import { PublishRatesConfirm } from './publish-rates-confirm';
import { ChoiceControl } from '../../../ui/choice-control';

export interface MorningRatesFormProps {
  /** The active materials, in the order of the lines. */
  materials: readonly MaterialCategory[];
  current: readonly MaterialRate[];
  currentKhrPerUsd: number | null;
  /** Desktop: lines in a table; phone: lines as cards. */
  wide: boolean;
}

/**
 * The owner's morning rates (DESIGN §3.2): the base metal's ask and bid typed
 * per chi or per damleung, every line live from the shared rule and
 * overridable, the riel rate beside them, one Publish that asks first.
 */
export function MorningRatesForm({ materials, current, currentKhrPerUsd, wide }: MorningRatesFormProps) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const publish = usePublishRates();
  const [draft, setDraft] = useState<MorningRatesDraft>(emptyDraft);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  // One key per publish asked for: a double click or a retry publishes once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const view = viewOfDraft(draft, materials, current, currentKhrPerUsd);
  const change = (next: Partial<MorningRatesDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setServerErrors({});
  };
  const problemText = (field: string) => {
    const problem = view.problems[field];
    return serverErrors[field] ?? (problem ? t(`materials.morningRates.problems.${problem}`) : undefined);
  };
  const khrValid = view.khrPerUsd === null || khrPerUsdInputSchema.safeParse(view.khrPerUsd).success;
  const khrError = serverErrors.khrPerUsd ?? (khrValid ? undefined : t('admin.validation.invalid'));
  const blocked = !view.base || Object.keys(view.problems).length > 0 || !khrValid;

  const switchUnit = (quotedPer: QuotedPer) => {
    if (quotedPer === draft.quotedPer) return;
    // The typed figure follows the unit: ×10 to damleung, ÷10 (rounded once) back to chi.
    const convert = (cents: number | null) => (cents === null ? null : quotedPer === 'damleung' ? cents * CHI_PER_DAMLEUNG : centsPerChiOf(cents, 'damleung'));
    change({ quotedPer, baseAsk: convert(view.baseAsk), baseBid: convert(view.baseBid) });
  };

  const confirmPublish = async () => {
    try {
      const publication = await publish.mutateAsync({ body: view.body, idempotencyKey });
      showSnackbar({
        type: 'success',
        message: t('materials.morningRates.published', { count: publication.rates.length, time: formatDateTime(publication.effectiveAt) }),
      });
      setDraft({ ...emptyDraft, quotedPer: draft.quotedPer });
      setIdempotencyKey(newIdempotencyKey());
      setConfirming(false);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        setServerErrors({ ...error.fields });
        setConfirming(false);
      }
    }
  };

  const baseName = view.base ? `${view.base.code} · ${nameOf(view.base)}` : '';
  const unitHint = draft.quotedPer === 'chi' ? 'materials.morningRates.baseHintChi' : 'materials.morningRates.baseHintDamleung';
  const lineProps = (index: number) => ({
    askError: problemText(`lines.${index}.askCentsPerChi`),
    bidError: problemText(`lines.${index}.bidCentsPerChi`),
  });
  const typeLine = (materialId: number) => (typed: { ask: number | null; bid: number | null }) =>
    change({ typed: { ...draft.typed, [materialId]: typed } });
  const resetLine = (materialId: number) => () => {
    const { [materialId]: _reset, ...rest } = draft.typed;
    change({ typed: rest });
  };

  return (
    <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked) setConfirming(true);
        }}
      >
        <Stack gap="md">
          {!view.base && <Alert color="orange">{t('materials.morningRates.noBase')}</Alert>}
          {serverErrors.lines && <Alert color="red">{serverErrors.lines}</Alert>}
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={4}>
              <Text fz="sm" fw={500} id="morning-rates-unit">
                {t('materials.morningRates.quotedPer')}
              </Text>
              <ChoiceControl
                data-testid="morning-unit"
                aria-labelledby="morning-rates-unit"
                value={draft.quotedPer}
                onChange={(value) => switchUnit(value as QuotedPer)}
                data={[
                  { value: 'chi', label: t('materials.morningRates.perChi') },
                  { value: 'damleung', label: t('materials.morningRates.perDamleung') },
                ]}
              />
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <MoneyInput
              label={t('materials.morningRates.baseAsk')}
              description={t(unitHint, { material: baseName })}
              currency="USD"
              value={view.baseAsk}
              onChange={(cents) => change({ baseAsk: cents })}
              data-testid="morning-base-ask"
              echo={false}
              error={problemText('baseAskCents')}
              disabled={!view.base}
              data-autofocus
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <MoneyInput
              label={t('materials.morningRates.baseBid')}
              description={t(unitHint, { material: baseName })}
              currency="USD"
              value={view.baseBid}
              onChange={(cents) => change({ baseBid: cents })}
              data-testid="morning-base-bid"
              echo={false}
              error={problemText('baseBidCents')}
              disabled={!view.base}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <NumberInput
              label={t('materials.morningRates.khrPerUsd')}
              description={
                currentKhrPerUsd === null
                  ? t('materials.morningRates.khrPerUsdNone')
                  : t('materials.morningRates.khrPerUsdHint', { rate: `${formatNumber(currentKhrPerUsd)} ៛` })
              }
              rightSection="៛"
              value={view.khrPerUsd ?? ''}
              onChange={(value) => change({ khrPerUsd: typeof value === 'number' ? value : null })}
              data-testid="morning-khr-per-usd"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              min={1_000}
              max={10_000}
              error={khrError}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </SimpleGrid>
          <Title order={2} fz={18}>
            {t('materials.morningRates.lines')}
          </Title>
          {wide ? (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('materials.rates.material')}</Table.Th>
                    <Table.Th>{t('materials.rates.askPerChi')}</Table.Th>
                    <Table.Th>{t('materials.rates.bidPerChi')}</Table.Th>
                    <Table.Th>{t('materials.morningRates.perDamleung')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.lines.map((row, index) => (
                    <MorningRateLine
                      key={row.material.id}
                      row={row}
                      layout="row"
                      {...lineProps(index)}
                      onType={typeLine(row.material.id)}
                      onReset={resetLine(row.material.id)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Stack gap="xs">
              {view.lines.map((row, index) => (
                <MorningRateLine
                  key={row.material.id}
                  row={row}
                  layout="card"
                  {...lineProps(index)}
                  onType={typeLine(row.material.id)}
                  onReset={resetLine(row.material.id)}
                />
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button type="submit" size="md" disabled={blocked} fullWidth={!wide} data-testid="morning-publish">
              {t('materials.morningRates.publish')}
            </Button>
          </Group>
        </Stack>
      </form>
      <PublishRatesConfirm
        opened={confirming}
        view={view}
        currentKhrPerUsd={currentKhrPerUsd}
        pending={publish.isPending}
        fullScreen={!wide}
        onConfirm={() => void confirmPublish()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
