import { type Request, type Response, Router } from 'express';
import type { z } from 'zod';

import { noteApiKeyUse } from '../core/auth/api-keys';
import type { Caller, Services } from '../core/context';
import { meChanged } from '../core/me/me-cache';
import type { Scope } from '../domain/vocabulary';
import {
  DomainError,
  type FieldIssue,
  MethodNotAllowedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../shared/errors';
import { unstorableTextIssues } from '../shared/unstorable-text';
import { authorise } from './auth';
import { JSON_TYPES } from './json-body';
import type { Metrics } from './metrics';
import type { RateLimits } from './rate-limit';
import { ANONYMOUS, expressPath, requiredScope, type RouteDef } from './route-table';
import { sendJson } from './send-json';
import { toFieldIssues } from './zod-issues';

export interface RouterDeps {
  services: Services;
  rateLimits: RateLimits;
  metrics: Metrics;
  /** Check every response against its declared schema (tests and development). */
  validateResponses: boolean;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, prefix: string, issues: FieldIssue[]): unknown {
  if (!schema) return undefined;
  // One rule for every field: text PostgreSQL cannot store (NUL, lone surrogates) and absurd
  // nesting are refused before the schema walks the value or a query sees it.
  const unstorable = unstorableTextIssues(value, prefix === 'body' ? '' : prefix);
  if (unstorable.length) {
    issues.push(...unstorable);
    return undefined;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  issues.push(...toFieldIssues(parsed.error, prefix === 'body' ? undefined : prefix));
  return undefined;
}

/** A body on the wire (a positive Content-Length, or chunked with a declared type) that is not JSON. */
function sendsNonJsonBody(req: Request): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  const chunked = req.headers['transfer-encoding'] !== undefined && req.headers['content-type'] !== undefined;
  if (!(length > 0 || chunked)) return false;
  return !req.is(JSON_TYPES);
}

/** Known paths answer other methods with 405 and `Allow` (OPTIONS keeps Express's own answer). */
function addMethodNotAllowed(router: Router, routes: RouteDef[]): void {
  const methodsByPath = new Map<string, string[]>();
  for (const def of routes) {
    const methods = methodsByPath.get(def.path) ?? [];
    methods.push(...(def.method === 'get' ? ['GET', 'HEAD'] : [def.method.toUpperCase()]));
    methodsByPath.set(def.path, methods);
  }
  for (const [path, allowed] of methodsByPath) {
    router.all(expressPath(path), (req, _res, next) => {
      if (req.method === 'OPTIONS') return next();
      throw new MethodNotAllowedError(req.method, `/v1${path}`, allowed);
    });
  }
}

/** One point of the workspace's read or write budget (sessions, keys and tokens together); an API key's use is noted. */
async function consumeQuota(deps: RouterDeps, caller: Caller, scope: Scope, res: Response): Promise<void> {
  try {
    const quota = await deps.rateLimits.consume(caller.workspaceId, scope);
    // setHeader, not Express's res.set: an object goes through res.set once per key, each name lowercased twice.
    res.setHeader('X-RateLimit-Limit', String(quota.limit));
    res.setHeader('X-RateLimit-Remaining', String(quota.remaining));
  } catch (err) {
    if (err instanceof DomainError && err.status === 429) deps.metrics.rateLimited.inc({ kind: scope });
    throw err;
  }
  if (caller.via === 'api_key') noteApiKeyUse(deps.services, caller.credentialId);
}

/** Turns the declarative table into Express routes: auth, scope, rate limit, parse, call, respond. */
export function buildRouter(routes: RouteDef[], deps: RouterDeps): Router {
  const router = Router();
  for (const def of routes) {
    const scope = requiredScope(def.method);
    router[def.method](expressPath(def.path), async (req: Request, res: Response) => {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        deps.metrics.httpDuration.observe({ method: def.method, route: def.path, status: String(res.statusCode) }, seconds);
      });
      const { caller, session } = def.access === 'public' ? { caller: ANONYMOUS, session: undefined } : await authorise(deps.services, req, scope, def.access);
      if (def.access !== 'public') await consumeQuota(deps, caller, scope, res);
      if (def.body && sendsNonJsonBody(req)) throw new UnsupportedMediaTypeError();
      const issues: FieldIssue[] = [];
      const params = parsePart(def.params, req.params, 'params', issues);
      const query = parsePart(def.query, req.query ?? {}, 'query', issues);
      let rawBody: unknown = req.body;
      if (def.body && rawBody === undefined) {
        if (def.bodyOptional) rawBody = {};
        else issues.push({ path: '', message: 'a JSON body is required (Content-Type: application/json)' });
      }
      const body = def.body && rawBody !== undefined ? parsePart(def.body, rawBody, 'body', issues) : undefined;
      if (issues.length) throw new ValidationError('The request is invalid', issues);

      const result = await def.handler({ services: deps.services, caller, params, query, body, req, session });
      // A write may change what GET /me shows (settings, credits): this gateway's next GET /me reads it.
      if (scope === 'write' && def.access !== 'public') meChanged(deps.services.orm, caller.workspaceId);
      const spec = def.responses[result.status];
      if (deps.validateResponses) {
        if (!spec) throw new Error(`${def.operationId} answered ${result.status}, which its route does not declare`);
        if (spec.schema) {
          const checked = spec.schema.safeParse(result.body);
          if (!checked.success) {
            throw new Error(`${def.operationId} response drifted from its schema: ${checked.error.message}`);
          }
        }
      }
      if (result.headers) res.set(result.headers);
      if (result.body === undefined) res.status(result.status).end();
      else sendJson(req, res, result.status, result.body);
    });
  }
  addMethodNotAllowed(router, routes);
  return router;
}
