import { Anchor, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { createEntryBodySchema, type CreateEntryBody } from '../../../../shared/contracts/entries/create-entry';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import { formatGrams } from '../../../../shared/units';
import { showSnackbar } from '../../../shell/snackbar';
import { TextareaField, ruleErrorText, useUiLocale, WeightInput } from '../../../ui';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useLocalName } from '../../../ui/local-name';
import { entryPath } from '../api/get-entry';
import { PostingDateField } from '../../../ui/posting-date-field';
import { EntryJewellerSelect } from './entry-jeweller-select';
import { EntryCategorySummary } from './entry-form-category';
import { EntryFormPieces } from './entry-form-pieces';
import { EntryFormRepair } from './entry-form-repair';
import { EntryCategorySelect, EntryMaterialSelect, EntrySourceSelect, EntryTypeSelect, useSourceHolders } from './entry-form-selects';
import { EntryFormTotals } from './entry-form-totals';
import {
  defaultMaterialId,
  defaultSourceId,
  entryFormBody,
  entryFormProblems,
  piecesMg,
  rememberedMaterialId,
  rememberMaterialId,
  type EntryFormValues,
} from './entry-form-values';

/** Paths of the body an input shows; any other server field error goes in the refusal box. */
export const shownEntryFields =
  /^(type|categoryId|jewellerHolderId|sourceHolderId|materialId|spareMg|note|postingDate|postingDateReason|pieces(\.\d+\.(description|issuedMg|itemId|materialId))?|repair\.(customerName|customerPhone|request|promisedOn))$/;

/**
 * The ticket's form state: the contract's values, the spec's wording for what
 * is missing (shown once a submit was tried), the server's field errors on
 * their fields, one Idempotency-Key per intended issue.
 */
export function useEntryForm<V extends EntryFormValues>(initial: () => V) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const form = useIdempotentForm({
    initial,
    toBody: entryFormBody,
    schema: createEntryBodySchema,
    blocked: (values) => Object.keys(entryFormProblems(values, locale)).length > 0,
    clearOnChange: 'field',
  });
  const problems = form.tried ? entryFormProblems(form.values, locale) : {};
  return {
    ...form,
    problems,
    errorOf: (path: string): string | undefined => ruleErrorText(t, problems[path]) ?? form.errorOf(path),
  };
}
export type EntryFormState = ReturnType<typeof useEntryForm<EntryFormValues>>;

/** A new ticket's source (the safe) and material (the last issued, or what the source holds most of), once they load. */
export function useEntryDefaults(
  values: Pick<EntryFormValues, 'sourceHolderId' | 'materialId'>,
  fill: (field: 'sourceHolderId' | 'materialId', id: number | null) => void,
  enabled: boolean,
) {
  const sources = useSourceHolders();
  const { data: materials } = useFindMaterialCategories({ active: 'true' });
  const filled = useRef({ source: !enabled, material: !enabled });
  const { sourceHolderId, materialId } = values;
  useEffect(() => {
    if (filled.current.source || sources.length === 0) return;
    filled.current.source = true;
    if (sourceHolderId === null) fill('sourceHolderId', defaultSourceId(sources));
  }, [sources, sourceHolderId, fill]);
  useEffect(() => {
    // After the source: its balances choose the material.
    if (filled.current.material || !materials || sources.length === 0) return;
    if (sourceHolderId === null && defaultSourceId(sources) !== null) return;
    filled.current.material = true;
    const source = sources.find((holder) => holder.id === sourceHolderId);
    if (materialId === null) fill('materialId', defaultMaterialId(materials.items, source, rememberedMaterialId()));
  }, [materials, sources, sourceHolderId, materialId, fill]);
}

/** What the source holds of the material, and a warning when the ticket issues more (the server refuses an overdraft). */
export function SourceBalanceHint({ sourceHolderId, materialId, issuedMg }: { sourceHolderId: number | null; materialId: number | null; issuedMg: number }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const source = useSourceHolders().find((holder) => holder.id === sourceHolderId);
  if (!source || materialId === null) return null;
  const held = source.balances.find((balance) => balance.materialId === materialId)?.mg ?? 0;
  const over = source.physical && issuedMg > held;
  return (
    <Text size="xs" c={over ? 'orange.8' : 'dimmed'}>
      {t('entries.add.holds', { holder: source.code, weight: formatGrams(held, locale) })}
      {over && ` ${t('entries.add.moreThanHeld')}`}
    </Text>
  );
}

/** After an issue or an edit: the material is remembered for the next ticket, a word in the snackbar, then the entry. */
export function useEntrySaved(message: 'entries.add.done' | 'entries.edit.done') {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const navigate = useNavigate();
  return (entry: EntryDetail) => {
    rememberMaterialId(entry.materialId);
    showSnackbar({ type: 'success', message: t(message, { number: entry.number, jeweller: `${entry.jeweller.code} · ${nameOf(entry.jeweller)}` }) });
    void navigate({ to: entryPath(entry.id) });
  };
}

export interface EntryFormProps {
  initial: () => EntryFormValues;
  categories: readonly EntryCategory[];
  /** The kind of work picked on `/entry_add`, shown with a way back to pick another; without it, a select. */
  fixedCategory?: EntryCategory;
  /** Fill the source and the material for a new ticket. */
  fillDefaults: boolean;
  submitLabel: string;
  submitIcon?: ReactNode;
  cancelTo: string;
  send: (body: CreateEntryBody, idempotencyKey: string) => Promise<EntryDetail>;
  onSent: (entry: EntryDetail) => void;
}

/** The issue form of `/entry-add` and `/entry-edit-{id}`: the ticket, its pieces, a repair's customer, and the totals live. */
export function EntryForm({ initial, categories, fixedCategory, fillDefaults, submitLabel, submitIcon, cancelTo, send, onSent }: EntryFormProps) {
  const { t } = useTranslation();
  const form = useEntryForm(initial);
  useEntryDefaults(form.values, (field, id) => form.set(field, id), fillDefaults);
  const { values } = form;
  const category = fixedCategory ?? categories.find((c) => c.id === values.categoryId);
  const issuedMg = piecesMg(values.pieces) + (values.spareMg ?? 0);

  const formElement = useRef<HTMLFormElement>(null);
  const submit = async () => {
    const entry = await form.submit(send);
    if (entry) return onSent(entry);
    // The keyboard goes to the first field to fix, once its message shows.
    window.setTimeout(() => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  return (
    <form
      ref={formElement}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper p="lg" radius="lg" withBorder component="section" aria-label={t('entries.add.ticketTitle')}>
              <Stack gap="md">
                {fixedCategory ? (
                  <Group justify="space-between" align="flex-start">
                    <EntryCategorySummary category={fixedCategory} />
                    <Anchor component={Link} to="/entry_add" size="sm">
                      {t('entries.add.pickAnother')}
                    </Anchor>
                  </Group>
                ) : (
                  <EntryCategorySelect
                    label={t('entries.add.category')}
                    required
                    categories={categories}
                    value={values.categoryId}
                    onChange={(categoryId) => form.set('categoryId', categoryId)}
                    error={form.errorOf('categoryId')}
                  />
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <EntryJewellerSelect
                    label={t('entries.add.jeweller')}
                    placeholder={t('entries.add.jewellerPlaceholder')}
                    required
                    data-autofocus
                    selectFirstOptionOnChange
                    value={values.jewellerHolderId}
                    onChange={(holderId) => form.set('jewellerHolderId', holderId)}
                    error={form.errorOf('jewellerHolderId')}
                  />
                  <EntryTypeSelect
                    label={t('entries.add.type')}
                    required
                    value={values.type}
                    onChange={(type) => form.set('type', type)}
                    error={form.errorOf('type')}
                  />
                  <EntrySourceSelect
                    label={t('entries.add.source')}
                    required
                    value={values.sourceHolderId}
                    onChange={(sourceHolderId) => form.set('sourceHolderId', sourceHolderId)}
                    error={form.errorOf('sourceHolderId')}
                  />
                  <Stack gap={4}>
                    <EntryMaterialSelect
                      label={t('entries.add.material')}
                      required
                      value={values.materialId}
                      onChange={(materialId) => form.set('materialId', materialId)}
                      error={form.errorOf('materialId')}
                    />
                    <SourceBalanceHint sourceHolderId={values.sourceHolderId} materialId={values.materialId} issuedMg={issuedMg} />
                  </Stack>
                </SimpleGrid>
                <PostingDateField form={form} />
              </Stack>
            </Paper>
            <Paper p="lg" radius="lg" withBorder component="section" aria-label={t('entries.add.piecesTitle')}>
              <Stack gap="md">
                <Stack gap={2}>
                  <Title order={2} fz={18}>
                    {t('entries.add.piecesTitle')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('entries.add.piecesHint')}
                  </Text>
                </Stack>
                <EntryFormPieces pieces={values.pieces} onChange={(pieces) => form.set('pieces', pieces)} errorOf={form.errorOf} />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <WeightInput
                    label={t('entries.add.spare')}
                    value={values.spareMg}
                    onChange={(spareMg) => form.set('spareMg', spareMg)}
                    error={form.errorOf('spareMg')}
                    placeholder={t('entries.add.sparePlaceholder')}
                  />
                  <TextareaField
                    label={t('entries.add.note')}
                    rows={2}
                    maxLength={500}
                    value={values.note}
                    onChange={(event) => form.set('note', event.currentTarget.value)}
                    error={form.errorOf('note')}
                  />
                </SimpleGrid>
              </Stack>
            </Paper>
            {values.type === 'repair' && (
              <EntryFormRepair repair={values.repair} onChange={(repair) => form.set('repair', repair)} errorOf={form.errorOf} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
            <EntryFormTotals pieces={values.pieces} spareMg={values.spareMg} category={category} />
            <FormRefusal error={form.refusal} otherFields={form.otherErrors((path) => shownEntryFields.test(path))} title={t('entries.add.refused')} />
            {form.tried && Object.keys(form.problems).length > 0 && (
              <Text size="sm" c="red" role="alert">
                {t('entries.add.fixTheFields')}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={cancelTo} variant="default">
                {t('entries.add.cancel')}
              </Button>
              <Button type="submit" loading={form.pending} leftSection={submitIcon ?? <IconSend size={18} />}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
