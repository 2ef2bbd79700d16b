import { useSyncExternalStore } from 'react';

export type SnackbarType = 'info' | 'success' | 'warning' | 'error';

/** Spec §3: the snackbar's state, field for field. */
export interface SnackbarState {
  /** Shown as "errorCode: messageData" under the title. */
  errorCode: string | null;
  /** The title line, already translated. */
  message: string;
  messageData: string | null;
  show: boolean;
  /** A new build is out: show a Refresh button and never hide by itself. */
  versionUpdate: boolean;
  type: SnackbarType;
  /** Milliseconds before it hides; 0 keeps it open. */
  timeout: number;
}

export const snackbarDefaults: SnackbarState = {
  errorCode: null,
  message: '',
  messageData: null,
  show: false,
  versionUpdate: false,
  type: 'info',
  timeout: 2000,
};

export type SnackbarInput = Partial<Omit<SnackbarState, 'show'>> & { message: string };

let state: SnackbarState = snackbarDefaults;
const listeners = new Set<() => void>();

function update(next: SnackbarState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function showSnackbar(input: SnackbarInput): void {
  update({ ...snackbarDefaults, ...input, show: true });
}

export function hideSnackbar(): void {
  if (state.show) update({ ...state, show: false });
}

export function getSnackbar(): SnackbarState {
  return state;
}

export function subscribeSnackbar(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSnackbar(): SnackbarState {
  return useSyncExternalStore(subscribeSnackbar, getSnackbar, getSnackbar);
}
