import { Alert, Badge, Box, Button, Center, Image, Loader, Modal, Overlay, Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconAlertCircle, IconClockHour4, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useCreateLoginLink } from '../api/create-login-link';

/** DESIGN §3.1: a sign-in link is valid 2 minutes. */
const linkLifetimeMs = 2 * 60 * 1000;

interface LoginQr {
  /** The link the code encodes; also on the image as data-login-url, for end-to-end tests. */
  url: string;
  dataUrl: string;
  expiresAtMs: number;
}

function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Server time may drift from this device's; never count down longer than the lifetime. */
function localExpiry(expiresAt: string): number {
  const remaining = Date.parse(expiresAt) - Date.now();
  return Date.now() + (remaining > 0 ? Math.min(remaining, linkLifetimeMs) : linkLifetimeMs);
}

export interface LoginQrDialogProps {
  opened: boolean;
  onClose: () => void;
  userId: number;
  displayName: string;
}

/** A manager shows this to a staff member, whose phone scans it to sign in once. */
export function LoginQrDialog({ opened, onClose, userId, displayName }: LoginQrDialogProps) {
  const { t } = useTranslation();
  const createLink = useCreateLoginLink();
  const [qr, setQr] = useState<LoginQr | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const ticker = useInterval(() => setNow(Date.now()), 1000);
  const request = useRef(0);

  const generate = useCallback(async () => {
    const current = ++request.current;
    setQr(null);
    const link = await createLink.mutateAsync({ userId });
    const { toDataURL } = await import('qrcode');
    const url = new URL(link.path, window.location.origin).toString();
    const dataUrl = await toDataURL(url, { width: 560, margin: 1, errorCorrectionLevel: 'M' });
    if (current === request.current) setQr({ url, dataUrl, expiresAtMs: localExpiry(link.expiresAt) });
  }, [createLink, userId]);

  useEffect(() => {
    if (!opened) {
      request.current += 1;
      setQr(null);
      return;
    }
    void generate().catch(() => undefined);
    ticker.start();
    return ticker.stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- regenerate only when opened or the user changes
  }, [opened, userId]);

  // `now` ticks once a second and may predate the code: never show more than the lifetime (2:01).
  const remainingMs = qr ? Math.min(linkLifetimeMs, Math.max(0, qr.expiresAtMs - now)) : linkLifetimeMs;
  const expired = qr !== null && remainingMs === 0;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={650}>{t('auth.qrDialog.title')}</Text>}
      centered
      radius="lg"
      size="sm"
    >
      <Stack align="center" gap="md" data-testid="login-qr-dialog">
        <Text fw={600}>{t('auth.qrDialog.for', { name: displayName })}</Text>
        {createLink.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} w="100%">
            {createLink.error.message}
          </Alert>
        ) : (
          <Box
            pos="relative"
            w={260}
            h={260}
            style={{ border: '3px solid var(--mantine-color-gold-5)', borderRadius: 16, overflow: 'hidden' }}
          >
            {qr ? (
              <Image
                src={qr.dataUrl}
                alt={t('auth.qrDialog.alt')}
                w={254}
                h={254}
                data-testid="login-qr-image"
                data-login-url={qr.url}
              />
            ) : (
              <Center h="100%">
                <Stack align="center" gap="xs">
                  <Loader color="gold" />
                  <Text fz="xs" c="dimmed">
                    {t('auth.qrDialog.creating')}
                  </Text>
                </Stack>
              </Center>
            )}
            {expired && <Overlay color="#fff" backgroundOpacity={0.85} blur={2} />}
          </Box>
        )}
        {qr && !expired && (
          <Badge
            size="lg"
            tt="none"
            variant="light"
            color={remainingMs < 20_000 ? 'orange' : 'navy'}
            leftSection={<IconClockHour4 size={14} />}
          >
            {t('auth.qrDialog.expiresIn', { time: formatCountdown(remainingMs) })}
          </Badge>
        )}
        {expired && (
          <Text c="orange.8" fw={600}>
            {t('auth.qrDialog.expired')}
          </Text>
        )}
        <Text fz="sm" c="dimmed" ta="center">
          {t('auth.qrDialog.instructions')}
        </Text>
        {(expired || createLink.isError) && (
          <Button leftSection={<IconRefresh size={16} />} onClick={() => void generate().catch(() => undefined)}>
            {t('auth.qrDialog.newCode')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
