import { Button, Center, Loader } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { CenteredMessage } from '../../../shell/centered-message';
import { canAny, useMe } from '../../platform/api/get-me';
import { useCreateEntry } from '../api/create-entry';
import { useFindEntryCategories } from '../api/find-entry-categories';
import { EntryForm, useEntrySaved } from '../components/entry-form';
import { EntryFormShell, NoIssuePermission } from '../components/entry-form-shell';
import { newEntryValues } from '../components/entry-form-values';

/** `/entry-add?categoryId=N`: the issue form of a kind of work picked on `/entry_add`; then the entry. */
export function EntryAddPage() {
  const { t } = useTranslation();
  const { categoryId } = getRouteApi('/entry-add').useSearch();
  const { data: me } = useMe();
  const { data, isPending } = useFindEntryCategories({ active: 'true' });
  const create = useCreateEntry();
  const saved = useEntrySaved('entries.add.done');
  const category = data?.items.find((c) => String(c.id) === categoryId);
  const back = { to: '/entry_add', label: t('entries.add.backToPick') };
  if (me && !canAny(me, ['entries.write'])) return <NoIssuePermission back={{ to: '/entry/list', label: t('entries.add.backToEntries') }} />;
  return (
    <EntryFormShell title={t('entries.add.title')} subtitle={t('entries.add.subtitle')} back={back}>
      {isPending ? (
        <Center mih="30dvh">
          <Loader color="gold" type="dots" />
        </Center>
      ) : !category ? (
        <CenteredMessage
          icon={<IconCategory size={36} />}
          title={t('entries.add.categoryNotFound', { id: categoryId ?? '' })}
          actions={
            <Button component={Link} to="/entry_add" variant="light">
              {t('entries.add.pickAnother')}
            </Button>
          }
        />
      ) : (
        <EntryForm
          key={category.id}
          initial={() => newEntryValues(category)}
          categories={data?.items ?? []}
          fixedCategory={category}
          fillDefaults
          submitLabel={t('entries.add.submit')}
          cancelTo="/entry_add"
          send={(body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey })}
          onSent={saved}
        />
      )}
    </EntryFormShell>
  );
}
