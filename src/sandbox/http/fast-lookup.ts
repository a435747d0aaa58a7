/**
 * The provider's hot route, `GET /v1/people/lookup?profile=…`, served without Express.
 *
 * Every check of a run is one lookup, so Express's per-request work (router walk,
 * request/response prototypes, query and body parsers, `res.json`'s freshness and
 * ETag steps) was a third of the sandbox's CPU per check. This listener answers the
 * plain form of that request itself, with the same guard (`admitProviderRequest`), the
 * same body (`toProviderPerson`) and the same headers as the Express route; anything
 * else — another method or path, a request body, a latency fault, a `profile`
 * parameter the route would refuse — goes to the Express app untouched, so every
 * validation and error answer stays Express's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';

import { lookupProfileOrOverlay } from '../world/finder/finder-world';
import { parseProfileRef } from '../world/people-store';
import type { SandboxWorld } from '../world/world';
import { errorBody, type HttpError } from './errors';
import { admitProviderRequest, type ProviderGuardDeps } from './provider-guard';
import { toProviderPerson } from './serialize';

const LOOKUP_PATH = '/v1/people/lookup';
/** The route's own limit on `profile` (provider-routes.ts lookupQuery). */
const MAX_PROFILE_LENGTH = 2048;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The `profile` the Express route would accept, or undefined when Express must answer. */
export function plainLookupProfile(req: IncomingMessage, deps: Pick<ProviderGuardDeps, 'faults'>): string | undefined {
  if (req.method !== 'GET' || deps.faults.config.latency_ms > 0) return undefined;
  const url = req.url ?? '';
  if (!url.startsWith(LOOKUP_PATH) || url.charCodeAt(LOOKUP_PATH.length) !== 63 /* ? */) return undefined;
  // A body would go through express.json first (which may answer 400/413).
  const h = req.headers;
  if (h['content-type'] !== undefined || h['transfer-encoding'] !== undefined || (h['content-length'] !== undefined && h['content-length'] !== '0')) return undefined;
  const query = url.slice(LOOKUP_PATH.length + 1);
  if (query.includes('#')) return undefined;
  const raw = parseQuery(query).profile;
  if (typeof raw !== 'string') return undefined;
  const profile = raw.trim();
  if (profile.length === 0 || profile.length > MAX_PROFILE_LENGTH || !parseProfileRef(profile)) return undefined;
  return profile;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  const text = JSON.stringify(body);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

function sendError(res: ServerResponse, error: HttpError, headers: Record<string, string>): void {
  sendJson(res, error.status, errorBody(error.code, error.message, error.details), { ...headers, ...error.headers });
}

/** A request listener that serves plain lookups itself and hands everything else to `app`. */
export function withFastLookup(app: Listener, world: SandboxWorld, deps: ProviderGuardDeps): Listener {
  return (req, res) => {
    const profile = plainLookupProfile(req, deps);
    if (profile === undefined) return app(req, res);
    deps.stats.recordRequest();
    const headers: Record<string, string> = {};
    const error = admitProviderRequest(deps, req.headers.authorization, (name, value) => void (headers[name] = value));
    if (error) return sendError(res, error, headers);
    const person = lookupProfileOrOverlay(world, profile);
    if (!person) return sendJson(res, 404, errorBody('not_found', 'No profile found for this reference'), headers);
    sendJson(res, 200, toProviderPerson(person, world.today), headers);
  };
}
