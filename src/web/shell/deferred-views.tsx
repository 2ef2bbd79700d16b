import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { deferredChunk, whenIdle } from './deferred-chunk';
import classes from './deferred-views.module.css';

/**
 * The snackbar, the not-found page and the error page in Mantine's dress
 * (shell-views.ts): not in the first screen, whose size they would add to
 * (issue 21, item 3), but fetched once the first page is in.
 */
export const shellViews = deferredChunk(() => import('./shell-views'));

/** Fetches the shell's views once the first page is in (`pageIn`) and the browser is idle. */
export function fetchShellViewsAfter(pageIn: Promise<unknown>): void {
  const fetchViews = () => whenIdle(() => void shellViews.fetch());
  void pageIn.then(fetchViews, fetchViews);
}

/** A full-page message until the shell's views have come, or when they cannot (offline): the same words, plainly. */
export function PlainMessage({ testId, title, detail, children }: { testId: string; title: string; detail: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId} className={classes.message}>
      <h2>{title}</h2>
      <code>{detail}</code>
      <div className={classes.actions}>
        {children}
        <Link to="/">{t('common.backHome')}</Link>
      </div>
    </div>
  );
}
