import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { isApiError } from '../../../shell/api-error';
import { meQueryKey } from '../api/get-me';
import { redeemLoginLink } from '../api/redeem-login-link';

interface LinkParams {
  token: string;
  userId: number;
}

let lastParams: LinkParams | null = null;
const redemptions = new Map<string, Promise<MeResponse>>();

/**
 * Reads token and user_id once and strips them from the address bar at once,
 * so the one-time token is not left in history, bookmarks or screenshots.
 */
function takeLinkParams(): LinkParams | null {
  const query = new URLSearchParams(window.location.search);
  if (!query.has('token') && !query.has('user_id')) return lastParams;
  window.history.replaceState(window.history.state, '', window.location.pathname);
  const token = query.get('token') ?? '';
  const userId = query.get('user_id') ?? '';
  lastParams = token.length >= 16 && /^\d+$/.test(userId) ? { token, userId: Number(userId) } : null;
  return lastParams;
}

/** The token works once: a re-render or StrictMode's second effect must not spend it again. */
function redeemOnce(params: LinkParams): Promise<MeResponse> {
  let redemption = redemptions.get(params.token);
  if (!redemption) {
    redemption = redeemLoginLink(params);
    redemptions.set(params.token, redemption);
  }
  return redemption;
}

export function LoginQrPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useState(takeLinkParams);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!params) return;
    let active = true;
    redeemOnce(params).then(
      (me) => {
        if (!active) return;
        queryClient.setQueryData(meQueryKey, me);
        void navigate({ to: '/', replace: true });
      },
      (cause: unknown) => active && setError(cause),
    );
    return () => {
      active = false;
    };
  }, [params, navigate, queryClient]);

  if (params && !error) {
    return (
      <Stack align="center" gap="md" py="lg" data-testid="login-qr-working">
        <Loader color="gold" />
        <Text fw={600}>{t('auth.qr.signingIn')}</Text>
      </Stack>
    );
  }

  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  const message = !params ? t('auth.qr.incomplete') : refused ? t('auth.qr.expired') : (error as Error).message;
  return (
    <Stack gap="md" data-testid="login-qr-error">
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('auth.failed')} role="alert">
        {message}
      </Alert>
      <Button component={Link} to="/login/options" variant="light" leftSection={<IconArrowLeft size={16} />}>
        {t('auth.otherWays')}
      </Button>
    </Stack>
  );
}
