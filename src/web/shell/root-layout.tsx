import { LayoutOutlet } from './layouts/layout-outlet';
import { LoadingBarView } from './loading-bar-view';
import { SnackbarOutlet } from './snackbar-outlet';

/** Spec §2: the root holds the loading bar, the page (in its layout) and the snackbar. */
export function RootLayout() {
  return (
    <>
      <LoadingBarView />
      <LayoutOutlet />
      <SnackbarOutlet />
    </>
  );
}
