import { Alert, Anchor, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { entryActionsByState } from '../../../../shared/entries/entry-states';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindEntryCategories } from '../api/find-entry-categories';
import { entryPath } from '../api/get-entry';
import { EntryHeader } from '../components/entry-header';
import { EntryLoader } from '../components/entry-loader';
import { EntryWork } from '../components/entry-work';

/**
 * `/entry/close/{id}`: one entry closed and judged on a page of its own: its
 * header and pieces, the close form, then accept (confirmed) or send back on
 * the same page once it is closed.
 */
export function EntryClosePage() {
  return <EntryLoader id={getRouteApi('/entry/close/$id').useParams().id}>{(entry) => <EntryCloseView entry={entry} />}</EntryLoader>;
}

function EntryCloseView({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { data: categories } = useFindEntryCategories();
  const category = categories?.items.find((c) => c.id === entry.categoryId);
  const allowed = entryActionsByState[entry.state];
  const closable = allowed.includes('close');
  const mayClose = closable && canAny(me, ['entries.write']);
  const mayJudge = allowed.includes('accept') && canAny(me, ['entries.accept']);
  return (
    <Stack gap="lg">
      <EntryHeader entry={entry} category={category} backTo="/entry/list" />
      <EntryWork entry={entry}>
        {!mayClose && !mayJudge && (
          <Alert color={closable ? 'gray' : 'blue'} icon={<IconInfoCircle size={18} />} title={t('entries.closeBatch.closePageNot')}>
            {t(
              closable
                ? 'entries.closeBatch.closePageNoRight'
                : entry.state === 'in_progress'
                  ? 'entries.detail.inProgressHint'
                  : 'entries.closeBatch.closePageDone',
              { state: t(`entries.states.${entry.state}`) },
            )}{' '}
            <Anchor component={Link} to={entryPath(entry.id)} size="sm">
              {t('entries.closeBatch.openEntry', { number: entry.number })}
            </Anchor>
          </Alert>
        )}
      </EntryWork>
    </Stack>
  );
}
