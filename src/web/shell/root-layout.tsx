import { LayoutOutlet } from './layouts/layout-outlet';
import { LoadingBarView } from './loading-bar-view';
import { SnackbarView } from './snackbar-view';

/** Spec §2: the root holds the loading bar, the page (in its layout) and the snackbar. */
export function RootLayout() {
  return (
    <>
      <LoadingBarView />
      <LayoutOutlet />
      <SnackbarView />
    </>
  );
}
