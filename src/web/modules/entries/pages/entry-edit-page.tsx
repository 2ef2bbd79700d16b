import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { entryStep } from '../../../../shared/entries/entry-states';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindEntryCategories } from '../api/find-entry-categories';
import { entryPath } from '../api/get-entry';
import { useUpdateEntry } from '../api/update-entry';
import { EntryForm, useEntrySaved } from '../components/entry-form';
import { EntryFormShell, NoIssuePermission } from '../components/entry-form-shell';
import { entryFormValuesOf } from '../components/entry-form-values';
import { EntryLoader } from '../components/entry-loader';

/** `/entry-edit-{id}`: the issue form again, filled with the entry, while no piece has return information (spec §5). */
export function EntryEditPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (me && !canAny(me, ['entries.write'])) return <NoIssuePermission back={{ to: '/entry/list', label: t('entries.add.backToEntries') }} />;
  return <EntryLoader id={getRouteApi('/entry-edit-{$id}').useParams().id}>{(entry) => <EntryEdit key={entry.id} entry={entry} />}</EntryLoader>;
}

/** Why the entry cannot be edited, or null: a piece with return information (the closable note), or a state past issuing. */
export function editRefusal(entry: EntryDetail): 'hasReturnInformation' | 'notAllowedInState' | null {
  const step = entryStep(entry.state, 'edit', { pieces: entry.pieces.length, piecesReturned: entry.pieces.filter((p) => p.returned).length });
  if (step.ok) return null;
  return step.reason === 'hasReturnInformation' || entry.pieces.some((p) => p.returned) ? 'hasReturnInformation' : 'notAllowedInState';
}

function EntryEdit({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation();
  const { data: categories } = useFindEntryCategories();
  const update = useUpdateEntry();
  const saved = useEntrySaved('entries.edit.done');
  const back = { to: entryPath(entry.id), label: t('entries.edit.backToEntry', { number: entry.number }) };
  const refusal = editRefusal(entry);
  return (
    <EntryFormShell title={t('entries.edit.title', { number: entry.number })} subtitle={t('entries.edit.subtitle')} back={back}>
      {refusal ? (
        <Alert color="orange" variant="light" radius="lg" icon={<IconLock size={20} />} title={t('entries.edit.cannotTitle', { number: entry.number })} role="alert">
          <Stack gap="sm">
            {refusal === 'hasReturnInformation'
              ? t('entries.edit.hasReturnInformation')
              : t('entries.edit.notAllowedInState', { state: t(`entries.states.${entry.state}`) })}
            <Group>
              <Button component={Link} to={entryPath(entry.id)} variant="light" color="orange">
                {back.label}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <EntryForm
          initial={() => entryFormValuesOf(entry)}
          categories={categories?.items ?? []}
          fillDefaults={false}
          submitLabel={t('entries.edit.submit')}
          submitIcon={<IconDeviceFloppy size={18} />}
          cancelTo={entryPath(entry.id)}
          send={(body, idempotencyKey) => update.mutateAsync({ entryId: entry.id, body, idempotencyKey })}
          onSent={saved}
        />
      )}
    </EntryFormShell>
  );
}
