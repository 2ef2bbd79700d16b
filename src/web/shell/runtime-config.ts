/**
 * Facts the server writes into index.html as <meta> tags (no inline script:
 * the CSP forbids it). The build-time values are the fallback for
 * `vite preview` and the dev server.
 */
function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return serverFacts?.[name];
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
}

/** The same facts where the app draws a page on the server (main-server.tsx): no page to read them from. */
let serverFacts: Record<string, string> | undefined;

export function provideServerFacts(facts: { production: boolean; authUrl: string }): void {
  serverFacts = { 'atelier-auth-url': facts.authUrl, 'atelier-env': facts.production ? 'production' : 'development' };
}

// Vitest runs without vite.config.ts's `define`: fall back to a development build.
const builtForProduction = typeof __PRODUCTION__ === 'boolean' ? __PRODUCTION__ : false;
/** The id of this bundle, as in builds/latest.json; 'dev' on the dev server and in tests. */
export const buildId = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export const defaultAuthUrl = '/login/options';

/** Where a visitor without a session goes: AUTH_URL on the server (DESIGN §3.1). */
export function authUrl(): string {
  return (
    metaContent('atelier-auth-url') ||
    (typeof window !== 'undefined' ? window.__ATELIER__?.authUrl : undefined) ||
    defaultAuthUrl
  );
}

/** The server's environment wins: one bundle serves staging and production alike. */
export function isProductionEnvironment(): boolean {
  const environment = metaContent('atelier-env');
  return environment ? environment === 'production' : builtForProduction;
}
