import { getRouteApi } from '@tanstack/react-router';
import { Stack } from '@mantine/core';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindEntryCategories } from '../api/find-entry-categories';
import { EntryHeader } from '../components/entry-header';
import { EntryLinks } from '../components/entry-links';
import { EntryLoader } from '../components/entry-loader';
import { EntryWork } from '../components/entry-work';
import { RepairIntakeCard } from '../components/repair-intake-card';

/** `/entry-detail-{id}`: the entry, its pieces, and the steps its state and the reader's permissions allow. */
export function EntryDetailPage() {
  return <EntryLoader id={getRouteApi('/entry-detail-{$id}').useParams().id}>{(entry) => <EntryView entry={entry} />}</EntryLoader>;
}

function EntryView({ entry }: { entry: EntryDetail }) {
  const { data: me } = useMe();
  const { data: categories } = useFindEntryCategories();
  const category = categories?.items.find((c) => c.id === entry.categoryId);
  const seesAll = canAny(me, ['entries.read']);
  return (
    <Stack gap="lg">
      <EntryHeader entry={entry} category={category} backTo={seesAll ? '/entry/list' : '/entry/jeweller'} />
      <EntryLinks entry={entry} mayEdit={canAny(me, ['entries.write'])} />
      <RepairIntakeCard entry={entry} mayHandOver={canAny(me, ['entries.write'])} />
      <EntryWork entry={entry} />
    </Stack>
  );
}
