import { Button, Center, Loader } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import { CenteredMessage } from '../../../shell/centered-message';
import { isApiError } from '../../../shell/http';
import { useGetCast } from '../api/get-cast';

/** The cast named by the page's `{id}`: a loader while it comes, a clear message when there is none. */
export function CastLoader({ id, children }: { id: string; children: (cast: CastDetail) => ReactNode }) {
  const { t } = useTranslation();
  const { data: cast, error, isPending } = useGetCast(Number(id));

  if (isPending)
    return (
      <Center mih="40dvh">
        <Loader color="gold" type="dots" />
      </Center>
    );
  if (!cast) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <CenteredMessage
        icon={<IconFileUnknown size={36} />}
        title={missing ? t('casting.detail.notFound', { id }) : t('casting.detail.loadFailed')}
        actions={
          <Button component={Link} to="/cast" variant="light">
            {t('casting.detail.backToCasts')}
          </Button>
        }
      />
    );
  }
  return children(cast);
}
