import { Button, Grid, Group, Kbd, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconForms, IconSend } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FormRefusal } from '../../../ui/idempotent-form';
import { canAny, useMe } from '../../platform/api/get-me';
import { WeightInput } from '../../../ui';
import { useCreateEntry } from '../api/create-entry';
import { useFindEntryCategories } from '../api/find-entry-categories';
import { EntryFastGrid, focusFirstFastRow } from '../components/entry-fast-grid';
import { filledRows, newFastRow, type FastRow } from '../components/entry-fast-rows';
import { shownEntryFields, SourceBalanceHint, useEntryDefaults, useEntryForm, useEntrySaved } from '../components/entry-form';
import { EntryCategorySelect, EntryMaterialSelect, EntrySourceSelect, EntryTypeSelect } from '../components/entry-form-selects';
import { EntryFormRepair } from '../components/entry-form-repair';
import { EntryFormShell, NoIssuePermission } from '../components/entry-form-shell';
import { EntryFormTotals } from '../components/entry-form-totals';
import { newEntryValues, piecesMg, typeOfCategory, type EntryFormValues } from '../components/entry-form-values';
import { EntryJewellerSelect } from '../components/entry-jeweller-select';

interface FastValues extends EntryFormValues {
  pieces: FastRow[];
}

/** The ticket's fields in keyboard order; Enter goes from each to the next, then to the grid. */
const ticketFields = ['jewellerHolderId', 'categoryId', 'type', 'sourceHolderId', 'materialId', 'spareMg', 'note'] as const;
type TicketField = (typeof ticketFields)[number];
const fieldId = (field: TicketField) => `fast-${field}`;

function focusField(field: TicketField | undefined) {
  if (field) document.getElementById(fieldId(field))?.focus();
  else focusFirstFastRow();
}

/** After the current event: a select closes its list before the next field opens its own. */
const advanceFrom = (field: TicketField) => () => window.setTimeout(() => focusField(ticketFields[ticketFields.indexOf(field) + 1]), 0);

/** The open list of a select field, if any. */
function openListOf(input: HTMLInputElement): HTMLElement | null {
  const listbox = input.getAttribute('aria-controls');
  return input.getAttribute('aria-expanded') === 'true' && listbox ? document.getElementById(listbox) : null;
}

/** Select fields where the clerk has typed or moved in the list since reaching them: there the highlighted option is their choice. */
const choosingByKeys = new WeakSet<EventTarget>();
const listKeys = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', 'Backspace', 'Delete']);

/** Enter moves on from a field; in an open list, Enter picks the selected option first (then `onOptionSubmit` moves on). */
function enterMovesOn(field: TicketField) {
  return {
    id: fieldId(field),
    onFocus: (event: FocusEvent<HTMLInputElement>) => void choosingByKeys.delete(event.currentTarget),
    // Before Mantine's own Enter (a bubbling handler on the same field): a value the page fills in
    // while the list is open (the safe, once the holders have loaded) re-highlights the list's top
    // option (selectFirstOptionOnChange), and Mantine's Enter would take that holder over the safe.
    // A journey on a busy machine did. Unless the clerk typed or moved in the list, Enter keeps the
    // field's own value, and the event stops here.
    onKeyDownCapture: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') {
        if (listKeys.has(event.key) || (event.key.length === 1 && !event.ctrlKey && !event.metaKey)) choosingByKeys.add(event.currentTarget);
        return;
      }
      if (event.ctrlKey || event.metaKey || event.nativeEvent.isComposing || choosingByKeys.has(event.currentTarget)) return;
      const checked = openListOf(event.currentTarget)?.querySelector<HTMLElement>('[data-combobox-option][data-checked]:not([data-combobox-disabled])');
      if (!checked) return;
      event.preventDefault();
      event.stopPropagation();
      checked.click();
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
      // An open list with an option under the cursor picks it (Mantine's own Enter; onOptionSubmit
      // moves on). A list that has only just opened or filtered has its options before one is
      // highlighted: a fast clerk's Enter then means the field's own choice when the list offers
      // it (the source the page filled in, kept), else the option at the top; never skipped
      // (moving on would leave a required pick empty, or keep a stale one). A journey once took
      // the top holder over the safe the page had chosen, the Enter a moment before the highlight.
      const list = openListOf(event.currentTarget);
      if (list?.querySelector('[data-combobox-selected]')) return;
      event.preventDefault();
      const offered =
        list?.querySelector<HTMLElement>('[data-combobox-option][data-checked]:not([data-combobox-disabled])') ??
        list?.querySelector<HTMLElement>('[data-combobox-option]:not([data-combobox-disabled])');
      if (offered) return offered.click();
      advanceFrom(field)();
    },
  };
}
const selectMovesOn = (field: TicketField) => ({
  ...enterMovesOn(field),
  onOptionSubmit: advanceFrom(field),
  allowDeselect: false,
  selectFirstOptionOnChange: true,
});

/**
 * `/entry-add-fast`: a clerk issues many pieces without the mouse. The
 * ticket once at the top (jeweller, kind of work, source, material), then a
 * grid: a code is scanned or a description typed, Enter, its weight, Enter,
 * and the next row is there; Ctrl+Enter issues the whole entry.
 */
export function EntryAddFastPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (me && !canAny(me, ['entries.write'])) return <NoIssuePermission back={{ to: '/entry/list', label: t('entries.add.backToEntries') }} />;
  return <FastEntry />;
}

function FastEntry() {
  const { t } = useTranslation();
  const { data: categories } = useFindEntryCategories({ active: 'true' });
  const create = useCreateEntry();
  const saved = useEntrySaved('entries.add.done');
  const submitButton = useRef<HTMLButtonElement>(null);
  const form = useEntryForm<FastValues>(() => ({ ...newEntryValues(undefined, 0), pieces: [newFastRow()] }));
  const { values } = form;
  useEntryDefaults(values, (field, id) => form.set(field, id), true);
  const category = categories?.items.find((c) => c.id === values.categoryId);
  const rows = values.pieces;
  const count = filledRows(rows).length;
  const issuedMg = piecesMg(rows) + (values.spareMg ?? 0);

  useEffect(() => focusField('jewellerHolderId'), []);

  const page = useRef<HTMLDivElement>(null);
  const submit = async () => {
    const entry = await form.submit((body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }));
    if (entry) return saved(entry);
    // The keyboard goes to the first thing to fix, once its message shows.
    window.setTimeout(() => page.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  return (
    <EntryFormShell
      size="xl"
      title={t('entries.fast.title')}
      subtitle={t('entries.fast.subtitle')}
      back={{ to: '/entry/list', label: t('entries.add.backToEntries') }}
      aside={
        <Button component={Link} to="/entry_add" variant="subtle" leftSection={<IconForms size={18} />}>
          {t('entries.fast.toForm')}
        </Button>
      }
    >
      <div
        ref={page}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.defaultPrevented) {
            event.preventDefault();
            void submit();
          }
        }}
      >
        <Stack gap="lg">
          <Paper p="lg" radius="lg" withBorder component="section" aria-label={t('entries.add.ticketTitle')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
              <EntryJewellerSelect
                label={t('entries.add.jeweller')}
                placeholder={t('entries.add.jewellerPlaceholder')}
                required
                {...selectMovesOn('jewellerHolderId')}
                value={values.jewellerHolderId}
                onChange={(holderId) => form.set('jewellerHolderId', holderId)}
                error={form.errorOf('jewellerHolderId')}
              />
              <EntryCategorySelect
                label={t('entries.add.category')}
                required
                categories={categories?.items ?? []}
                {...selectMovesOn('categoryId')}
                value={values.categoryId}
                onChange={(categoryId) => {
                  form.set('categoryId', categoryId);
                  form.set('type', typeOfCategory(categories?.items.find((c) => c.id === categoryId)));
                }}
                error={form.errorOf('categoryId')}
              />
              <EntryTypeSelect
                label={t('entries.add.type')}
                required
                searchable
                {...selectMovesOn('type')}
                value={values.type}
                onChange={(type) => form.set('type', type)}
                error={form.errorOf('type')}
              />
              <EntrySourceSelect
                label={t('entries.add.source')}
                required
                {...selectMovesOn('sourceHolderId')}
                value={values.sourceHolderId}
                onChange={(sourceHolderId) => form.set('sourceHolderId', sourceHolderId)}
                error={form.errorOf('sourceHolderId')}
              />
              <Stack gap={4}>
                <EntryMaterialSelect
                  label={t('entries.add.material')}
                  required
                  {...selectMovesOn('materialId')}
                  value={values.materialId}
                  onChange={(materialId) => form.set('materialId', materialId)}
                  error={form.errorOf('materialId')}
                />
                <SourceBalanceHint sourceHolderId={values.sourceHolderId} materialId={values.materialId} issuedMg={issuedMg} />
              </Stack>
              <WeightInput
                label={t('entries.add.spare')}
                placeholder={t('entries.add.sparePlaceholder')}
                {...enterMovesOn('spareMg')}
                value={values.spareMg}
                onChange={(spareMg) => form.set('spareMg', spareMg)}
                error={form.errorOf('spareMg')}
              />
              <TextInput
                label={t('entries.add.note')}
                maxLength={500}
                {...enterMovesOn('note')}
                value={values.note}
                onChange={(event) => form.set('note', event.currentTarget.value)}
                error={form.errorOf('note')}
              />
            </SimpleGrid>
          </Paper>
          {values.type === 'repair' && (
            <EntryFormRepair repair={values.repair} onChange={(repair) => form.set('repair', repair)} errorOf={form.errorOf} />
          )}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
              <Paper p="lg" radius="lg" withBorder component="section" aria-label={t('entries.add.piecesTitle')}>
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-end">
                    <Title order={2} fz={18}>
                      {t('entries.add.piecesTitle')}
                    </Title>
                    <Text size="sm" fw={600} data-testid="fast-count" aria-live="polite">
                      {t('entries.fast.count', { count })}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" component="div">
                    <Group gap="md" wrap="wrap">
                      <span>
                        <Kbd size="xs">Enter</Kbd> {t('entries.fast.keyEnter')}
                      </span>
                      <span>
                        <Kbd size="xs">⌫</Kbd> {t('entries.fast.keyBackspace')}
                      </span>
                      <span>
                        <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">Delete</Kbd> {t('entries.fast.keyDelete')}
                      </span>
                      <span>
                        <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> {t('entries.fast.keyArrows')}
                      </span>
                      <span>
                        <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">Enter</Kbd> {t('entries.fast.keySubmit')}
                      </span>
                    </Group>
                  </Text>
                  <EntryFastGrid
                    rows={rows}
                    onRowsChange={(next) => form.set('pieces', next)}
                    errorOf={form.errorOf}
                    onSubmit={() => void submit()}
                    onFinish={() => submitButton.current?.focus()}
                  />
                  {form.errorOf('pieces') && (
                    <Text size="sm" c="red" role="alert">
                      {form.errorOf('pieces')}
                    </Text>
                  )}
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
              <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
                <EntryFormTotals pieces={rows} spareMg={values.spareMg} category={category} />
                <FormRefusal error={form.refusal} otherFields={form.otherErrors((path) => shownEntryFields.test(path))} title={t('entries.add.refused')} />
                {form.tried && Object.keys(form.problems).length > 0 && (
                  <Text size="sm" c="red" role="alert">
                    {t('entries.add.fixTheFields')}
                  </Text>
                )}
                <Button ref={submitButton} size="md" loading={form.pending} leftSection={<IconSend size={18} />} onClick={() => void submit()}>
                  {t('entries.fast.submit')}
                </Button>
                <Text size="xs" c="dimmed" ta="center">
                  <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">Enter</Kbd>
                </Text>
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </div>
    </EntryFormShell>
  );
}
