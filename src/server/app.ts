import { createRoute } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { publicAppConfig } from '../shared/app-config.ts';
import { healthSchema } from '../shared/schemas/api.ts';
import { loadSession } from './auth/auth.middleware.ts';
import { authRoutes } from './auth/auth.routes.ts';
import type { Auth } from './auth/auth.ts';
import { bibleLibraryRoutes } from './bible/bible-library.routes.ts';
import { BibleLibrary } from './bible/bible-library.service.ts';
import { bibleRoutes } from './bible/bible.routes.ts';
import type { BibleService } from './bible/bible.service.ts';
import { AiEngine } from './ai/ai-engine.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { ChatService } from './chat/chat.service.ts';
import { historyRoutes } from './chat/history.routes.ts';
import { ChatHistory } from './chat/history.service.ts';
import type { AppConfig } from './config.ts';
import { creditRoutes } from './credits/credits.routes.ts';
import { CreditService } from './credits/credits.service.ts';
import { pingDatabase, type DatabaseHandle } from './db/database.ts';
import { clientAddress, withClientAddress } from './http/client-address.ts';
import { errorBody, jsonError } from './http/errors.ts';
import { requestLogging } from './http/request-context.ts';
import { addSecurityHeaders, securityHeaders } from './http/security-headers.ts';
import { createRouter } from './http/router.ts';
import type { AppEnv } from './http/types.ts';
import type { Logger } from './infra/logger.ts';
import { Metrics, mayReadMetrics } from './infra/metrics.ts';
import { preferencesRoutes } from './preferences/preferences.routes.ts';
import { profileRoutes } from './profiles/profiles.routes.ts';
import { bootScript } from './web/boot-script.ts';
import { mountClientApp } from './web/client-app.ts';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  auth: Auth;
  bible: BibleService;
  logger: Logger;
  /** Serve the built React app (off in API tests, which have no build). */
  serveClient?: boolean;
  /** The clock of the sign-in protection and the credits (tests move it). */
  now?: () => number;
  /** The credit service; built from the database and configuration when not given. */
  credits?: CreditService;
  /** The chat; built (with the configured AI engine) when not given. */
  chat?: ChatService;
  /** The metrics served at /metrics; a fresh registry (without process metrics) when not given. */
  metrics?: Metrics;
}

const healthRoute = createRoute({
  method: 'get',
  path: '/healthz',
  tags: ['operations'],
  summary: 'Liveness and database reachability, for load balancers and orchestrators',
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: healthSchema } } },
    503: { description: 'The database cannot be reached', content: { 'application/json': { schema: healthSchema } } },
  },
});

/**
 * Builds the whole HTTP application from its dependencies; nothing here is a module-level
 * singleton, so tests build as many apps as they like against their own databases.
 */
export function createApp({ config, database, auth, bible, logger, serveClient = true, now, credits, chat, metrics = new Metrics() }: AppDependencies) {
  const creditService = credits ?? new CreditService({ db: database.db, engine: database.engine, config: config.credits, now });
  const chatService =
    chat ??
    new ChatService({
      db: database.db,
      credits: creditService,
      ai: new AiEngine({ db: database.db, bible, config, logger, metrics }),
      appName: config.appName,
      logger,
      now,
      metrics,
    });
  const startedAt = Date.now();
  const app = createRouter<AppEnv>();

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', requestLogging(logger));
  app.use('*', securityHeaders());
  app.use('*', metrics.httpMiddleware());

  app.onError((error, c) => {
    if (error instanceof HTTPException) return jsonError(c, error.status, 'http_error', error.message);
    c.var.logger.error({ err: error }, 'unhandled error');
    return jsonError(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
  });

  app.openapi(healthRoute, async (c) => {
    const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
    try {
      await pingDatabase(database.db);
      return c.json({ status: 'ok' as const, database: 'ok' as const, uptimeSeconds }, 200);
    } catch (error) {
      c.var.logger.error({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'degraded' as const, database: 'unreachable' as const, uptimeSeconds }, 503);
    }
  });

  app.get('/metrics', async (c) => {
    const allowed = mayReadMetrics({ token: config.metricsToken, authorization: c.req.header('authorization'), address: clientAddress(c, config.trustProxy) });
    if (!allowed) return jsonError(c, 403, 'forbidden', 'Metrics are only for the operator.');
    const { contentType, body } = await metrics.render();
    c.header('Content-Type', contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(body);
  });

  const boot = bootScript(publicAppConfig(config.appName));
  app.get('/app-boot.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(boot);
  });

  const routes = app
    .route('/api/auth', authRoutes({ auth, db: database.db, engine: database.engine, config, now }))
    .on(['GET', 'POST'], '/api/auth/*', async (c) => addSecurityHeaders(await auth.handler(withClientAddress(c, config.trustProxy)), c.req.path))
    // Public and the same for everyone: mounted before the session is read, so a chapter costs no database query.
    .route('/api/bible', bibleRoutes(bible))
    .use('/api/*', loadSession(auth))
    .route('/api/preferences', preferencesRoutes(database.db))
    .route('/api/profile', profileRoutes(database.db))
    .route('/api/bible', bibleLibraryRoutes(new BibleLibrary(database.db, bible)))
    .route('/api/credits', creditRoutes(creditService))
    .route('/api/chat', chatRoutes(chatService))
    .route('/api/chat', historyRoutes(new ChatHistory(database.db, config.appName), chatService));

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${config.appName} API`,
      version: '1',
      description:
        'The JSON API behind the web client. Every route validates its input with the zod schemas this document is generated from. Sign-in lives under /api/auth (Better Auth).',
    },
  });

  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}.`), 404));
  if (serveClient) mountClientApp(app as never, config.staticDir, logger);
  app.notFound((c) => jsonError(c, 404, 'not_found', 'Not found.'));
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
