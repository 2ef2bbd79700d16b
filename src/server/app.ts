import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { installAccessControl } from './platform/access';
import { authRoutes } from './platform/auth/auth.routes';
import { BackupScheduler } from './platform/backups/backup-scheduler';
import type { Database } from './platform/db/database';
import { installErrorHandler, sendError } from './platform/error-handler';
import { localeFromHeader, translate } from './platform/i18n/messages';
import { installWebPages } from './platform/web-pages';
import { createSetupState } from './platform/setup-state';
import { setupRoutes } from './modules/setup';
import { platformModuleRoutes } from './platform/platform.routes';
import { imagesRoutes } from './platform/uploads/uploads.routes';
import { castingRoutes, castingHomeFiguresRoutes } from './modules/casting';
import { entriesRoutes, entryHomeFiguresRoutes } from './modules/entries';
import { ledgerRoutes, materialsRoutes, boardRoutes } from './modules/materials';
import { ledgerRoutes as ledgerPeriodsRoutes } from './ledger';
import { productionRoutes } from './modules/production';
import { stockRoutes, stockExportsRoutes, stockPiecesRoutes, stockHomeFiguresRoutes } from './modules/stock';
import { stonesRoutes } from './modules/stones';
import { invoicesRoutes, oldGoldRoutes, salesRoutes, salesExportsRoutes, salesHomeFiguresRoutes } from './modules/sales';
import { reportsRoutes } from './modules/reports';
import { importsRoutes } from './modules/imports';
// Each module's settings join the registry before any route reads one.
import './assembly/settings';
import './assembly/document-numbers';

export interface BuildAppOptions {
  readonly config: AppConfig;
  readonly database: Database;
  readonly logger?: boolean;
  /** The server's backups; main.ts starts its timer (tests build the app without one running). */
  readonly backups?: BackupScheduler;
}

/** The whole HTTP application; tests build it too and call it with `inject`. */
export async function buildApp({ config, database, logger, backups }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            // A QR sign-in token travels in a query string: logs keep the path only.
            serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0] }) },
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.production,
    // A path parameter up to 2,000 characters reaches its route's schema, which names the field it refuses.
    routerOptions: { maxParamLength: 2000 },
    // A path the router cannot read (a parameter over maxParamLength: 414, broken percent-encoding: 400)
    // is refused before any route or hook runs: answered in our error shape and the caller's language.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode === 414 ? 414 : 400;
      const locale = localeFromHeader(request.headers['accept-language']);
      void sendError(reply as unknown as FastifyReply, status, 'validation.badPath', translate('validation.badPath', locale));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  const scheduler = backups ?? new BackupScheduler(database, { log: (line) => app.log.info(line) });
  app.decorate('backups', scheduler);
  app.addHook('onClose', async () => scheduler.stop());
  app.decorate('setupState', createSetupState(database.db));

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: config.secureCookies,
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Atelier API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  installErrorHandler(app);
  installAccessControl(app);

  app.get('/api/docs/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  await app.register(authRoutes, { prefix: '/api/platform' });
  await app.register(platformModuleRoutes, { prefix: '/api/platform' });
  await app.register(imagesRoutes);
  await app.register(materialsRoutes, { prefix: '/api/materials' });
  await app.register(ledgerRoutes, { prefix: '/api/materials' });
  await app.register(ledgerPeriodsRoutes, { prefix: '/api/ledger' });
  await app.register(boardRoutes, { prefix: '/api/board' });
  await app.register(productionRoutes, { prefix: '/api/production' });
  await app.register(castingRoutes, { prefix: '/api/casting' });
  await app.register(stockRoutes, { prefix: '/api/stock' });
  await app.register(stockPiecesRoutes, { prefix: '/api/stock' });
  await app.register(stockExportsRoutes, { prefix: '/api/stock' });
  await app.register(entriesRoutes, { prefix: '/api/entries' });
  await app.register(stonesRoutes, { prefix: '/api/stones' });
  await app.register(salesRoutes, { prefix: '/api/sales' });
  await app.register(invoicesRoutes, { prefix: '/api/sales' });
  await app.register(salesExportsRoutes, { prefix: '/api/sales' });
  await app.register(oldGoldRoutes, { prefix: '/api/sales' });
  await app.register(reportsRoutes, { prefix: '/api/reports' });
  await app.register(setupRoutes, { prefix: '/api' });
  await app.register(importsRoutes, { prefix: '/api/imports' });
  // The figures of each role's home (`/`).
  await app.register(castingHomeFiguresRoutes, { prefix: '/api/casting' });
  await app.register(entryHomeFiguresRoutes, { prefix: '/api/entries' });
  await app.register(salesHomeFiguresRoutes, { prefix: '/api/sales' });
  await app.register(stockHomeFiguresRoutes, { prefix: '/api/stock' });
  await installWebPages(app);
  return app;
}
