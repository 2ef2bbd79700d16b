import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import { ButtonLink } from '../../../ui';
import { RecordLoader } from '../../../ui/record-loader';
import { useGetCast } from '../api/get-cast';

/** The cast named by the page's `{id}`: a loader while it comes, a clear message when there is none. */
export function CastLoader({ id, children }: { id: string; children: (cast: CastDetail) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <RecordLoader
      query={useGetCast(Number(id))}
      notFound={t('casting.detail.notFound', { id })}
      loadFailed={t('casting.detail.loadFailed')}
      back={<ButtonLink to="/cast" variant="light">{t('casting.detail.backToCasts')}</ButtonLink>}
    >
      {children}
    </RecordLoader>
  );
}
