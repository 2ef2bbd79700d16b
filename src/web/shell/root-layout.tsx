import { Outlet } from '@tanstack/react-router';
import { LoadingBarView } from './loading-bar-view';
import { SnackbarView } from './snackbar-view';

/** Spec §2: the root holds the loading bar, the page outlet and the snackbar. */
export function RootLayout() {
  return (
    <>
      <LoadingBarView />
      <Outlet />
      <SnackbarView />
    </>
  );
}
