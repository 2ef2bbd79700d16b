import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useDeferredChunk } from './deferred-chunk';
import classes from './deferred-views.module.css';
import { shellViews } from './deferred-views';
import { hideSnackbar, useSnackbar, type SnackbarState } from './snackbar';

/**
 * Spec §8: the snackbar, hidden after its timeout. Its view comes with the
 * shell's views (snackbar-view.tsx); one shown before they have come, or
 * when they cannot (a failed request offline), shows plainly.
 */
export function SnackbarOutlet() {
  const snackbar = useSnackbar();
  const views = useDeferredChunk(shellViews);
  const { show, versionUpdate, timeout } = snackbar;

  useEffect(() => {
    if (!show || versionUpdate || timeout <= 0) return;
    const timer = setTimeout(hideSnackbar, timeout);
    return () => clearTimeout(timer);
  }, [snackbar, show, versionUpdate, timeout]);
  useEffect(() => {
    if (show) void shellViews.fetch();
  }, [show]);

  if (views) return <views.SnackbarView />;
  return show ? <PlainSnackbar snackbar={snackbar} /> : null;
}

function PlainSnackbar({ snackbar }: { snackbar: SnackbarState }) {
  const { t } = useTranslation();
  return (
    <div
      className={classes.snackbar}
      role={snackbar.type === 'error' ? 'alert' : 'status'}
      data-testid="snackbar"
      data-type={snackbar.type}
    >
      <strong>{snackbar.message}</strong>
      {snackbar.versionUpdate ? (
        <button type="button" onClick={() => window.location.reload()}>
          {t('snackbar.refresh')}
        </button>
      ) : (
        <button type="button" onClick={hideSnackbar}>
          {t('common.close')}
        </button>
      )}
      {!snackbar.versionUpdate && snackbar.errorCode && (
        <code>{snackbar.messageData === null ? snackbar.errorCode : `${snackbar.errorCode}: ${snackbar.messageData}`}</code>
      )}
    </div>
  );
}
