import { Suspense, use, useState } from 'react';
import { UserButton } from './user-button';
import type { UserMenuPopup as UserMenuPopupComponent } from './user-menu-popup';

// The menu (and the positioning library under it) loads on first approach,
// keeping it out of the first screen's bundle.
let popupModule: Promise<{ UserMenuPopup: typeof UserMenuPopupComponent }> | undefined;
const loadPopup = () =>
  (popupModule ??= import('./user-menu-popup').catch((error: unknown) => {
    popupModule = undefined;
    throw error;
  }));

function LoadedPopup({ tone }: { tone: 'dark' | 'light' }) {
  const { UserMenuPopup } = use(loadPopup());
  return <UserMenuPopup tone={tone} defaultOpened />;
}

/** The signed-in user with a sign-out menu. */
export function UserMenu({ tone = 'light' }: { tone?: 'dark' | 'light' }) {
  const [opened, setOpened] = useState(false);
  const preload = () => void loadPopup().catch(() => undefined);
  const trigger = (
    <UserButton tone={tone} onPointerEnter={preload} onFocus={preload} onClick={() => setOpened(true)} />
  );
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LoadedPopup tone={tone} />
    </Suspense>
  );
}
