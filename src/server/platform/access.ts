import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '../../shared/roles';
import type { AppConfig } from '../config';
import type { Actor } from './audit';
import type { SessionContext } from './auth/sessions.service';
import { findSession } from './auth/sessions.service';
import type { Database } from './db/database';
import { AppError } from './errors';
import { localeFromHeader, type Locale } from './i18n/messages';
import type { SetupState } from './setup-state';

/** Who may call a route: anyone, any signed-in user, or holders of one of the permissions. */
export type Access = 'public' | 'signedIn' | Permission | readonly Permission[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Answers before the first-run setup is done (the setup's own routes, health); every other /api route is a 409 then. */
    duringSetup?: boolean;
  }
  interface FastifyRequest {
    session: SessionContext | null;
    locale: Locale;
  }
  interface FastifyInstance {
    database: Database;
    config: AppConfig;
    setupState: SetupState;
    /** Every /api route with its schema and access rule, for tests that walk them all. */
    apiRoutes: ApiRouteInfo[];
  }
}

export interface ApiRouteInfo {
  readonly method: string;
  readonly url: string;
  readonly access: Access;
  readonly schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}

export const tokenCookie = 'token';
export const userIdCookie = 'user_id';

export function actorOf(request: FastifyRequest): Actor {
  const user = request.session?.user;
  return user ? { userId: user.id, username: user.username, ip: request.ip } : { userId: null, ip: request.ip };
}

/** The signed-in user's context, for handlers behind a non-public access rule. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new AppError(401, 'auth.required');
  return request.session;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function allowed(access: Access, session: SessionContext): boolean {
  if (access === 'signedIn') return true;
  const wanted = typeof access === 'string' ? [access] : access;
  return wanted.some((p) => session.permissions.includes(p as Permission));
}

/**
 * Every /api route must declare `config.access`; the check runs before the
 * handler, for /api and for the stored photos under /uploads. Mutations must
 * come from our own pages (DESIGN §5): a cross-site form cannot set the
 * X-Requested-With header without a CORS preflight.
 */
export function installAccessControl(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.decorateRequest('locale', 'kh');

  app.decorate('apiRoutes', [] as ApiRouteInfo[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`route ${String(route.method)} ${route.url} declares no config.access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({ method, url: route.url, access, schema: route.schema as ApiRouteInfo['schema'] });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/uploads/')) return;
    if (!safeMethods.has(request.method)) {
      const site = request.headers['sec-fetch-site'];
      const crossSite = typeof site === 'string' && site !== 'same-origin' && site !== 'none';
      if (crossSite || !request.headers['x-requested-with']) throw new AppError(403, 'auth.crossSite');
    }
    const access = request.routeOptions.config?.access;
    // Nothing but the setup until an owner exists (DESIGN §3.11).
    if (!request.routeOptions.config?.duringSetup && (await app.setupState.required())) throw new AppError(409, 'platform.setupRequired');
    request.session = await findSession(app.database.db, request.cookies[tokenCookie]);
    if (!access || access === 'public') return;
    if (!request.session) throw new AppError(401, 'auth.required');
    if (!allowed(access, request.session)) throw new AppError(403, 'auth.forbidden');
  });
}
