import type { Server } from 'node:http';

import express, { type Express, type Router } from 'express';

import type { GatewayConfig } from '../config/env';
import type { Services } from '../core/context';
import { databaseReachable } from '../core/health/database-health';
import { CSV_UPLOAD_LIMIT_BYTES } from '../core/imports/csv-upload';
import { answerClientErrors } from '../shared/http/client-errors';
import { admission, SHED_MIN_REQUESTS_PER_TURN, shedOldRequests } from './admission';
import { appRouter } from './app-page';
import { buildRouter } from './build-router';
import { docsRouter } from './docs-page';
import { errorHandler, notFoundHandler } from './errors';
import { csvBody, jsonBody, SMALL_JSON_BODY_LIMIT, SMALL_JSON_BODY_PATHS } from './json-body';
import { machinesRouter } from './machines-view/machines-page';
import type { Metrics } from './metrics';
import { buildOpenApiDocument } from './openapi';
import type { RateLimits } from './rate-limit';
import type { RouteDef } from './route-table';
import { routes as allRoutes } from './routes';
import { CSV_UPLOAD_PATH } from './routes/csv-upload.routes';
import { salesforceCallback } from './salesforce-callback';
import { securityHeaders } from './security-headers';
import { mountSlackInteractions } from './slack-interactions';

export interface AppOptions {
  services: Services;
  /** The gateway section of the configuration (TRUST_PROXY, BODY_LIMIT, load shedding). */
  config: Pick<GatewayConfig, 'TRUST_PROXY' | 'BODY_LIMIT' | 'HTTP_MAX_IN_FLIGHT' | 'HTTP_QUEUE_TIMEOUT_MS' | 'HTTP_MAX_REQUEST_AGE_MS'> & Partial<Pick<GatewayConfig, 'APP_DIR'>>;
  rateLimits: RateLimits;
  metrics: Metrics;
  routes?: RouteDef[];
  /** Routers mounted at the root before the 404 handler (the MCP server and OAuth endpoints). */
  mount?: (app: Express) => void;
}

export function createApp(options: AppOptions): Express {
  const { services, metrics } = options;
  const routes = options.routes ?? allRoutes;
  const app = express();
  app.disable('x-powered-by');
  // No ETag on JSON answers: Express would hash every body (SHA-1) and parse the request's validators
  // for a 304 no client of this per-workspace, changing data uses; without it a small body is also
  // sent as the string it is, not copied into a Buffer first (issue #25: GET /me's CPU per request).
  // Static files (the app, /docs) keep their own validators (serve-static's ETag and Last-Modified).
  app.set('etag', false);
  app.set('trust proxy', options.config.TRUST_PROXY);
  app.set('query parser', 'simple');
  // Every answer: nosniff, no framing, no referrer, a CSP that loads nothing (HTML pages widen it for themselves).
  app.use(securityHeaders());
  // Overload: a request that has waited too long before the loop could read it is answered 503 at once (not the probes).
  app.use(shedOldRequests({ maxAgeMs: options.config.HTTP_MAX_REQUEST_AGE_MS, minRequestsPerTurn: SHED_MIN_REQUESTS_PER_TURN }, () => metrics.shed.inc({ reason: 'age' })));
  app.use(SMALL_JSON_BODY_PATHS, jsonBody(SMALL_JSON_BODY_LIMIT));
  app.use(jsonBody(options.config.BODY_LIMIT));
  app.use(`/v1${CSV_UPLOAD_PATH}`, csvBody(CSV_UPLOAD_LIMIT_BYTES));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    // A database that does not answer within 2 s (a black-holed connection) counts as unreachable.
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 2_000).unref());
    if (await Promise.race([databaseReachable(services), timeout])) res.json({ status: 'ready' });
    else res.status(503).json({ error: { code: 'not_ready', message: 'The database is not reachable' } });
  });
  // Everything below (the API, MCP, OAuth, the pages) takes a turn; the probes above never wait.
  app.use(
    admission({
      maxInFlight: options.config.HTTP_MAX_IN_FLIGHT,
      queueTimeoutMs: options.config.HTTP_QUEUE_TIMEOUT_MS,
      onShed: () => metrics.shed.inc({ reason: 'queue' }),
    }),
  );

  let document: unknown;
  app.get('/v1/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument(routes);
    res.json(document);
  });
  app.use('/docs', docsRouter('/v1/openapi.json'));
  app.use('/machines', machinesRouter());
  app.use('/app', appRouter(options.config.APP_DIR ?? 'dist/app'));
  app.get('/integrations/salesforce/callback', salesforceCallback(services));
  mountSlackInteractions(app, services);

  const v1: Router = buildRouter(routes, {
    services,
    rateLimits: options.rateLimits,
    metrics,
    validateResponses: services.env.NODE_ENV !== 'production',
  });
  app.use('/v1', v1);
  options.mount?.(app);
  app.use(notFoundHandler);
  app.use(errorHandler(services.log));
  // A server made by app.listen also answers what Node's HTTP parser refuses with the envelope.
  const listen = app.listen.bind(app) as (...args: unknown[]) => Server;
  app.listen = ((...args: unknown[]) => answerClientErrors(listen(...args))) as typeof app.listen;
  return app;
}
