/** Injected by vite.config.ts: the id written to builds/latest.json ('dev' on the dev server). */
declare const __BUILD_ID__: string;
/** `vite build` in production mode; the server's <meta name="atelier-env"> overrides it at runtime. */
declare const __PRODUCTION__: boolean;

interface AtelierServerConfig {
  /** Where a visitor without a session is sent (AUTH_URL on the server). */
  authUrl?: string;
}

interface Window {
  /** Set by the server in index.html. */
  __ATELIER__?: AtelierServerConfig;
}
