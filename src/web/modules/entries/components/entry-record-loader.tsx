import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../ui';
import { RecordLoader, type RecordLoaderProps } from '../../../ui/record-loader';

/** Something of the entry a page's `{id}` names (the entry, its stones…), with the entries' words for "none". */
export function EntryRecordLoader<R>({ id, query, children }: { id: string } & Pick<RecordLoaderProps<R>, 'query' | 'children'>) {
  const { t } = useTranslation();
  return (
    <RecordLoader
      query={query}
      notFound={t('entries.detail.notFound', { id })}
      loadFailed={t('entries.detail.loadFailed')}
      back={<ButtonLink to="/entry/list" variant="light">{t('entries.detail.backToList')}</ButtonLink>}
    >
      {children}
    </RecordLoader>
  );
}
