import type { AnyRouter } from '@tanstack/react-router';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { barIsWorking, loadingBar, loadingBarTiming } from './loading-bar';

/** The bar of a page the server drew (nothing loading), which the app takes over as it is. */
const idle = { progress: 0, isLoading: false, error: false };
const idleBar = () => idle;

export function LoadingBarView() {
  const { progress, isLoading, error } = useSyncExternalStore(loadingBar.subscribe, loadingBar.getState, idleBar);
  return (
    <div
      role="progressbar"
      aria-hidden={!isLoading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-testid="loading-bar"
      data-loading={barIsWorking({ progress, isLoading, error }) || undefined}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: loadingBarTiming.heightPx,
        zIndex: 1000,
        pointerEvents: 'none',
        transform: `scaleX(${progress / 100})`,
        transformOrigin: 'left',
        opacity: isLoading ? 1 : 0,
        transition: 'transform 0.1s, height 0.4s, opacity 0.4s',
        background: error
          ? 'var(--mantine-color-red-6)'
          : 'linear-gradient(90deg, var(--mantine-color-gold-4), var(--mantine-color-gold-6) 60%, var(--mantine-color-teal-5))',
      }}
    />
  );
}

/** Drives the bar while the router resolves a navigation (session check, page chunk). */
export function RouterLoadingBridge({ router }: { router: AnyRouter }) {
  const loading = useRouterState({ router, select: (state) => state.isLoading || state.status === 'pending' });
  useEffect(() => {
    if (!loading) return;
    return loadingBar.begin();
  }, [loading]);
  return null;
}
