import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { loginBodySchema, loginResponseSchema } from '../../../shared/contracts/platform/login';
import {
  createLoginLinkBodySchema,
  createLoginLinkResponseSchema,
  redeemLoginLinkBodySchema,
  redeemLoginLinkResponseSchema,
} from '../../../shared/contracts/platform/login-links';
import { meResponseSchema } from '../../../shared/contracts/platform/session';
import { actorOf, sessionOf, tokenCookie, userIdCookie } from '../access';
import { meOf } from './me';
import { deviceCookie, deviceCookieMaxAgeSeconds } from './login-lockout';
import { createLoginLink, redeemLoginLink, sessionAbsoluteMs, signIn, signOut, type NewSession } from './sessions.service';

/** The session's cookies (DESIGN §3.1): the token HttpOnly, the user id readable by the page (spec §4). */
export function setSessionCookiesOf(reply: FastifyReply, secure: boolean, session: NewSession): void {
  const common = { path: '/', sameSite: 'lax', secure, maxAge: sessionAbsoluteMs / 1000 } as const;
  reply.setCookie(tokenCookie, session.token, { ...common, httpOnly: true });
  reply.setCookie(userIdCookie, String(session.user.id), { ...common, httpOnly: false });
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const setSessionCookies = (reply: FastifyReply, session: NewSession) => setSessionCookiesOf(reply, app.config.secureCookies, session);
  const me = (s: { user: NewSession['user']; permissions: readonly string[] }) => ({
    user: s.user,
    permissions: [...s.permissions],
  });

  app.post(
    '/login',
    {
      schema: { tags: ['platform'], body: loginBodySchema, response: { 200: loginResponseSchema } },
      config: { access: 'public', rateLimit: { max: app.config.loginPerAddressPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const session = await signIn(db, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        previousToken: request.cookies[tokenCookie],
        deviceToken: request.cookies[deviceCookie],
      });
      setSessionCookies(reply, session);
      reply.setCookie(deviceCookie, session.deviceToken, {
        path: '/',
        sameSite: 'lax',
        secure: app.config.secureCookies,
        httpOnly: true,
        maxAge: deviceCookieMaxAgeSeconds,
      });
      return me(session);
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['platform'], response: { 204: z.null() } }, config: { access: 'signedIn' } },
    async (request, reply) => {
      await signOut(db, request.cookies[tokenCookie] ?? '', actorOf(request));
      reply.clearCookie(tokenCookie, { path: '/' }).clearCookie(userIdCookie, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    { schema: { tags: ['platform'], response: { 200: meResponseSchema } }, config: { access: 'signedIn' } },
    async (request) => meOf(db, sessionOf(request)),
  );

  app.post(
    '/login-links',
    {
      schema: { tags: ['platform'], body: createLoginLinkBodySchema, response: { 200: createLoginLinkResponseSchema } },
      config: { access: 'platform.admin' },
    },
    async (request) => createLoginLink(db, actorOf(request), sessionOf(request).user.role, request.body.userId),
  );

  app.post(
    '/login-links/redeem',
    {
      schema: { tags: ['platform'], body: redeemLoginLinkBodySchema, response: { 200: redeemLoginLinkResponseSchema } },
      config: { access: 'public', rateLimit: { max: app.config.loginPerAddressPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const session = await redeemLoginLink(db, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      setSessionCookies(reply, session);
      return me(session);
    },
  );
};
