import { authUrl } from './runtime-config';

export { authUrl } from './runtime-config';

/** A full page load: the address may be outside this app. */
export function goToAuth(): void {
  const target = authUrl();
  if (window.location.pathname === target) return;
  window.location.assign(target);
}
