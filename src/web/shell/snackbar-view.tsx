import { Box, Button, Notification, Text, Transition } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { hideSnackbar, useSnackbar, type SnackbarType } from './snackbar';
import { semanticColors } from './theme';
import { useScreenQuery } from '../ui/use-screen-query';

const colorOf: Record<SnackbarType, string> = {
  info: semanticColors.primary,
  success: semanticColors.success,
  warning: semanticColors.warning,
  error: semanticColors.error,
};

/** Under the app header (62 px) on a phone. */
const phoneTop = 70;

/**
 * Spec §8: a title message plus either "code: data" or, for a new build, a
 * Refresh button. At the foot of a desktop screen; at the top of a phone's,
 * where it does not cover the action bar and buttons at the foot of the
 * screen whose outcome it reports. Comes with the shell's views; its
 * timeout runs in snackbar-outlet.tsx.
 */
export function SnackbarView() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const onPhone = useScreenQuery('(max-width: 47.99em)');
  const { show, versionUpdate } = snackbar;

  return (
    <Transition mounted={show} transition={onPhone ? 'slide-down' : 'slide-up'} duration={200}>
      {(style) => (
        <Box
          style={{
            ...style,
            position: 'fixed',
            left: '50%',
            ...(onPhone ? { top: phoneTop } : { bottom: 24 }),
            transform: `${style.transform ?? ''} translateX(-50%)`,
            zIndex: 1100,
            width: 'min(440px, calc(100vw - 32px))',
          }}
        >
          <Notification
            data-placement={onPhone ? 'top' : 'bottom'}
            role={snackbar.type === 'error' ? 'alert' : 'status'}
            data-testid="snackbar"
            data-type={snackbar.type}
            color={colorOf[snackbar.type]}
            title={snackbar.message}
            onClose={hideSnackbar}
            closeButtonProps={{ 'aria-label': t('common.close') }}
            withBorder
            radius="md"
            style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
          >
            {versionUpdate ? (
              <Button
                mt={6}
                size="xs"
                color="gold"
                leftSection={<IconRefresh size={14} />}
                onClick={() => window.location.reload()}
              >
                {t('snackbar.refresh')}
              </Button>
            ) : (
              snackbar.errorCode && (
                <Text fz="xs" ff="monospace" c="dimmed">
                  {snackbar.messageData === null ? snackbar.errorCode : `${snackbar.errorCode}: ${snackbar.messageData}`}
                </Text>
              )
            )}
          </Notification>
        </Box>
      )}
    </Transition>
  );
}
