import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express, { type Request, type Response } from 'express';

/**
 * A local stand-in for HubSpot's CRM v3 API, speaking its wire format for exactly the
 * endpoints the official client calls during an import:
 *   GET /crm/v3/owners/?limit&after&archived
 *   GET /crm/v3/objects/{deals|companies|contacts}?limit&after&properties&associations&archived
 * Bearer token check (401 with HubSpot's error body), cursor paging (`paging.next.after`),
 * and injectable 429s (HubSpot's rate-limit body) or 5xx for the next N calls. Every
 * request is logged, so tests can pin the paths the client really sends.
 */

export interface StandinOwner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  archived?: boolean;
}

export interface StandinObject {
  id: string;
  properties: Record<string, string | null>;
  associations?: { companies?: string[]; contacts?: string[] };
}

export interface StandinData {
  owners: StandinOwner[];
  deals: StandinObject[];
  companies: StandinObject[];
  contacts: StandinObject[];
}

export interface StandinRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  status: number;
}

export interface HubSpotStandin {
  baseUrl: string;
  requests: StandinRequest[];
  /** Answer the next `count` calls with a 429 (HubSpot's per-second limit body) or a 502. */
  failNext(count: number, kind?: 'rate_limit' | 'server_error'): void;
  close(): Promise<void>;
}

const OBJECT_TYPES = new Set(['deals', 'companies', 'contacts']);
const SINGULAR: Record<string, string> = { deals: 'deal', companies: 'company', contacts: 'contact' };
const ALWAYS: Record<string, string[]> = {
  deals: ['createdate', 'hs_lastmodifieddate', 'hs_object_id'],
  companies: ['createdate', 'hs_lastmodifieddate', 'hs_object_id'],
  contacts: ['createdate', 'lastmodifieddate', 'hs_object_id'],
};
const CREATED = '2025-01-15T09:30:00.000Z';
const UPDATED = '2026-02-20T16:45:12.345Z';

function list(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
}

function error(res: Response, status: number, body: Record<string, unknown>) {
  res.status(status).json({ status: 'error', correlationId: randomUUID(), ...body });
}

export async function startHubSpotStandin(options: {
  token: string;
  data: StandinData;
  /** Largest page served, to exercise paging with small data sets (HubSpot's is 100). */
  pageSize?: number;
}): Promise<HubSpotStandin> {
  const requests: StandinRequest[] = [];
  let failures: Array<'rate_limit' | 'server_error'> = [];
  let baseUrl = '';
  const app = express();

  app.use((req, res, next) => {
    const entry: StandinRequest = { method: req.method, path: req.path, query: { ...req.query }, status: 0 };
    requests.push(entry);
    res.on('finish', () => (entry.status = res.statusCode));
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return error(res, 401, {
        message:
          'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
        category: 'INVALID_AUTHENTICATION',
      });
    }
    const failure = failures.shift();
    if (failure === 'rate_limit') {
      return error(res, 429, {
        message: 'You have reached your secondly limit.',
        errorType: 'RATE_LIMIT',
        policyName: 'SECONDLY',
        groupName: 'publicapi:private-app:standin',
      });
    }
    if (failure === 'server_error') return error(res, 502, { message: 'Bad gateway', category: 'INTERNAL_ERROR' });
    next();
  });

  const page = <T>(req: Request, items: T[], render: (item: T) => unknown) => {
    const limit = Math.min(Math.max(Number(req.query.limit) || 10, 1), 100, options.pageSize ?? 100);
    const offset = Number(req.query.after ?? 0) || 0;
    const slice = items.slice(offset, offset + limit);
    const next = offset + limit < items.length ? String(offset + limit) : null;
    return {
      results: slice.map(render),
      ...(next
        ? { paging: { next: { after: next, link: `${baseUrl}${req.path}?limit=${limit}&after=${next}` } } }
        : {}),
    };
  };

  app.get('/crm/v3/owners', (req, res) => {
    const archived = req.query.archived === 'true';
    const owners = options.data.owners.filter((o) => (o.archived ?? false) === archived);
    res.json(
      page(req, owners, (o) => ({
        id: o.id,
        email: o.email,
        type: 'PERSON',
        firstName: o.firstName,
        lastName: o.lastName,
        userId: Number(o.id) + 1000,
        userIdIncludingInactive: Number(o.id) + 1000,
        createdAt: CREATED,
        updatedAt: UPDATED,
        archived,
        teams: [],
      })),
    );
  });

  app.get('/crm/v3/objects/:type', (req, res) => {
    const type = String(req.params.type);
    if (!OBJECT_TYPES.has(type)) return error(res, 404, { message: `Unable to infer object type from: ${type}`, category: 'OBJECT_NOT_FOUND' });
    const wanted = new Set([...ALWAYS[type]!, ...list(req.query.properties)]);
    const associations = list(req.query.associations);
    const objects = options.data[type as 'deals' | 'companies' | 'contacts'];
    res.json(
      page(req, objects, (o) => {
        const bag: Record<string, string | null> = { createdate: CREATED, hs_lastmodifieddate: UPDATED, lastmodifieddate: UPDATED, hs_object_id: o.id, ...o.properties };
        const properties = Object.fromEntries([...wanted].filter((k) => k in bag).map((k) => [k, bag[k] ?? null]));
        const linked: Record<string, unknown> = {};
        for (const target of associations) {
          const ids = o.associations?.[target as 'companies' | 'contacts'] ?? [];
          if (ids.length === 0) continue;
          const label = `${SINGULAR[type]}_to_${SINGULAR[target] ?? target}`;
          // HubSpot lists the primary association twice: labelled and unlabelled.
          linked[target] = {
            results: [{ id: ids[0], type: label }, ...ids.map((id) => ({ id, type: `${label}_unlabeled` }))],
          };
        }
        return {
          id: o.id,
          properties,
          createdAt: CREATED,
          updatedAt: UPDATED,
          archived: false,
          ...(Object.keys(linked).length > 0 ? { associations: linked } : {}),
        };
      }),
    );
  });

  app.use((req, res) => error(res, 404, { message: `No route for ${req.method} ${req.path}`, category: 'OBJECT_NOT_FOUND' }));

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    requests,
    failNext(count, kind = 'rate_limit') {
      failures = [...failures, ...Array.from({ length: count }, () => kind)];
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
