import { Button, Center, Loader } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { CenteredMessage } from '../../../shell/centered-message';
import { isApiError } from '../../../shell/http';
import { useGetEntry } from '../api/get-entry';

/** The entry named by the page's `{id}`: a loader while it comes, a clear message when there is none. */
export function EntryLoader({ id, children }: { id: string; children: (entry: EntryDetail) => ReactNode }) {
  const { t } = useTranslation();
  const { data: entry, error, isPending } = useGetEntry(Number(id));

  if (isPending)
    return (
      <Center mih="40dvh">
        <Loader color="gold" type="dots" />
      </Center>
    );
  if (!entry) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <CenteredMessage
        icon={<IconFileUnknown size={36} />}
        title={missing ? t('entries.detail.notFound', { id }) : t('entries.detail.loadFailed')}
        actions={
          <Button component={Link} to="/entry/list" variant="light">
            {t('entries.detail.backToList')}
          </Button>
        }
      />
    );
  }
  return children(entry);
}
