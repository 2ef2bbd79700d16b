/** Spec §7/§9: the build manifest is fetched 1 s after start; the version lives in `appVersion`. */
export const appVersionStorageKey = 'appVersion';
export const manifestDelayMs = 1000;
export const latestPollMs = 60_000;
/** Focus events come in bursts (alt-tab); one check per this interval is enough. */
const focusCheckMinMs = 10_000;

export interface BuildInfo {
  id: string;
  timestamp: number;
}

export function isBuildInfo(value: unknown): value is BuildInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BuildInfo).id === 'string' &&
    typeof (value as BuildInfo).timestamp === 'number'
  );
}

export function isNewBuild(currentId: string, latest: BuildInfo | null): latest is BuildInfo {
  return latest !== null && latest.id !== currentId;
}

/** null for 404, HTML fallbacks and network trouble: a missing file is not an update. */
export async function fetchBuildInfo(url: string, fetcher: typeof fetch = fetch): Promise<BuildInfo | null> {
  try {
    const response = await fetcher(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isBuildInfo(body) ? body : null;
  } catch {
    return null;
  }
}

export interface VersionCheckOptions {
  buildId: string;
  baseUrl: string;
  onNewBuild: (latest: BuildInfo) => void;
}

/** Returns a stop function. Does nothing on the dev server, which has no build files. */
export function startVersionCheck({ buildId, baseUrl, onNewBuild }: VersionCheckOptions): () => void {
  if (buildId === 'dev') return () => undefined;
  let stopped = false;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let lastCheckAt = 0;
  let announced: string | null = null;

  const checkLatest = async () => {
    lastCheckAt = Date.now();
    const latest = await fetchBuildInfo(`${baseUrl}builds/latest.json`);
    if (stopped || !isNewBuild(buildId, latest) || announced === latest.id) return;
    announced = latest.id;
    onNewBuild(latest);
  };
  const onFocus = () => {
    if (Date.now() - lastCheckAt >= focusCheckMinMs) void checkLatest();
  };

  const startTimer = setTimeout(async () => {
    const meta = await fetchBuildInfo(`${baseUrl}builds/meta/${buildId}.json`);
    if (stopped || meta === null) return;
    try {
      localStorage.setItem(appVersionStorageKey, meta.id);
    } catch {
      // Storage blocked: the check still works for this tab.
    }
    lastCheckAt = Date.now();
    pollTimer = setInterval(() => void checkLatest(), latestPollMs);
    window.addEventListener('focus', onFocus);
  }, manifestDelayMs);

  return () => {
    stopped = true;
    clearTimeout(startTimer);
    clearInterval(pollTimer);
    window.removeEventListener('focus', onFocus);
  };
}
