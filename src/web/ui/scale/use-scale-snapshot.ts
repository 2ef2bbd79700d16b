import { useSyncExternalStore } from 'react';
import { scaleConnection, type ScaleSnapshot, type ScaleStatus } from './scale-connection';

/**
 * A scale streams several lines a second: only what a component shows is
 * subscribed to, so the weight fields of a long form do not all re-render
 * on every line.
 */
export function useScaleSnapshot(): ScaleSnapshot {
  return useSyncExternalStore(scaleConnection.subscribe, scaleConnection.getSnapshot, drawnSnapshot);
}

export function useScaleStatus(): ScaleStatus {
  const status = () => scaleConnection.getSnapshot().status;
  return useSyncExternalStore(scaleConnection.subscribe, status, () => drawnStatus);
}

/**
 * A page the server drew has no scale (there is no Web Serial there): the app
 * takes it over as drawn, then shows the workstation's scale as it is.
 */
const drawnStatus: ScaleStatus = 'unsupported';
let drawn: ScaleSnapshot | undefined;
const drawnSnapshot = () => (drawn ??= { ...scaleConnection.getSnapshot(), status: drawnStatus, latest: null });

/** The last line's reading, only while `watching` (a take is waiting); null otherwise. */
export function useScaleLatest(watching: boolean): ScaleSnapshot['latest'] {
  const latest = () => (watching ? scaleConnection.getSnapshot().latest : null);
  return useSyncExternalStore(scaleConnection.subscribe, latest, latest);
}
