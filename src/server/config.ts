import path from 'node:path';

/** `embedded`: the PostgreSQL server the app starts itself in its data directory; `pg`: one at DATABASE_URL. */
export type DatabaseEngine = 'embedded' | 'pg';

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly production: boolean;
  /** postgres://… for a PostgreSQL server; undefined for the embedded one. */
  readonly databaseUrl: string | undefined;
  /** Where the embedded server keeps its cluster (`<dataDir>/postgres`) and, by default, the uploads live. */
  readonly dataDir: string;
  /** Stored photos and their resized views: `<dataDir>/uploads` (tests: a temporary folder). */
  readonly uploadsDir: string;
  /** Where an unauthenticated visitor is sent (spec §4). */
  readonly authUrl: string;
  /** Built web app (index.html, assets, builds/). */
  readonly webDir: string;
  /** Set when the server sits behind HTTPS: cookies get `Secure`. */
  readonly secureCookies: boolean;
  readonly ownerPassword: string | undefined;
  readonly loadDemoData: boolean;
  /** Which demo a first start loads: a month of a small shop, or the small set the tests build on (ATELIER_DEMO=small, NODE_ENV=test). */
  readonly demoSize: 'month' | 'small';
  readonly logLevel: string;
  /** Sign-in attempts per address per minute; a shop's counters often share one address. */
  readonly loginPerAddressPerMinute: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.ATELIER_DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    authUrl: env.AUTH_URL ?? '/login/options',
    webDir: path.resolve(env.ATELIER_WEB_DIR ?? 'dist/web'),
    secureCookies: env.ATELIER_SECURE_COOKIES === '1' || (production && env.ATELIER_SECURE_COOKIES !== '0'),
    ownerPassword: env.ATELIER_OWNER_PASSWORD || undefined,
    loadDemoData: !production && env.ATELIER_DEMO !== '0',
    demoSize: env.ATELIER_DEMO === 'small' || env.NODE_ENV === 'test' ? 'small' : 'month',
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    loginPerAddressPerMinute: Number(env.ATELIER_LOGIN_PER_ADDRESS ?? 20),
  };
}
