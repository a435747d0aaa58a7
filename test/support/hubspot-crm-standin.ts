import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express, { type Request, type Response } from 'express';

/**
 * A local stand-in for HubSpot's CRM write API, speaking its wire format for exactly the
 * endpoints the official client (`@hubspot/api-client`) calls during a write-back:
 *   POST  /crm/v3/objects/{contacts|companies|notes}            create (201)
 *   PATCH /crm/v3/objects/{contacts|companies}/{id}             update (200; 404 OBJECT_NOT_FOUND)
 *   POST  /crm/v3/objects/{contacts|companies}/search           search (filterGroups, EQ case-insensitive)
 *   PUT   /crm/v4/objects/{from}/{id}/associations/default/{to}/{id}   default association (200)
 *   GET   /crm/v3/owners/{ownerId}                             an owner (for DM lookups)
 * Bearer check (401 INVALID_AUTHENTICATION), unknown properties refused (400
 * VALIDATION_ERROR / PROPERTY_DOESNT_EXIST, as a portal without the property would),
 * duplicate contact emails refused (409 CONFLICT), and injectable failures. Every request
 * is logged so tests can pin the paths the client really sends.
 */
export interface CrmObject {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  associations: Array<{ type: string; id: string }>;
}

export interface CrmRequest {
  method: string;
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- request bodies, inspected loosely
  body: any;
  status: number;
}

export interface HubSpotCrmStandin {
  baseUrl: string;
  requests: CrmRequest[];
  objects: Record<'contacts' | 'companies' | 'notes', Map<string, CrmObject>>;
  /** Adds a record as if it existed in the portal; returns its id. */
  seed(type: 'contacts' | 'companies', properties: Record<string, string>): string;
  /** Requests matching `when` answer with `status` (HubSpot's error body) until cleared. */
  failWhen(when: ((req: { method: string; path: string; body: unknown }) => boolean) | null, status?: number): void;
  close(): Promise<void>;
}

const KNOWN: Record<string, Set<string>> = {
  contacts: new Set(['firstname', 'lastname', 'email', 'jobtitle', 'company', 'hs_linkedin_url', 'hubspot_owner_id', 'job_change_detected']),
  companies: new Set(['name', 'domain']),
  notes: new Set(['hs_timestamp', 'hs_note_body']),
};
const TYPE_NAME: Record<string, string> = { contact: 'contacts', company: 'companies', contacts: 'contacts', companies: 'companies' };

export async function startHubSpotCrmStandin(options: {
  token: string;
  owners?: Array<{ id: string; email: string; firstName: string; lastName: string }>;
}): Promise<HubSpotCrmStandin> {
  const requests: CrmRequest[] = [];
  const objects = { contacts: new Map<string, CrmObject>(), companies: new Map<string, CrmObject>(), notes: new Map<string, CrmObject>() };
  let nextId = 5000;
  let failure: { when: (req: { method: string; path: string; body: unknown }) => boolean; status: number } | null = null;

  const now = () => new Date().toISOString();
  const create = (type: keyof typeof objects, properties: Record<string, string>): CrmObject => {
    const id = String(++nextId);
    const at = now();
    const obj: CrmObject = {
      id,
      properties: { ...properties, hs_object_id: id, createdate: at, lastmodifieddate: at },
      createdAt: at,
      updatedAt: at,
      archived: false,
      associations: [],
    };
    objects[type].set(id, obj);
    return obj;
  };
  const wire = (o: CrmObject) => ({ id: o.id, properties: o.properties, createdAt: o.createdAt, updatedAt: o.updatedAt, archived: o.archived });
  const error = (res: Response, status: number, category: string, message: string, extra: Record<string, unknown> = {}) =>
    res.status(status).json({ status: 'error', message, correlationId: randomUUID(), category, ...extra });
  const badProperties = (type: string, props: Record<string, unknown>) => Object.keys(props).filter((k) => !KNOWN[type]?.has(k));

  const app = express();
  app.use(express.json());
  app.use((req: Request, res: Response, next) => {
    res.on('finish', () => requests.push({ method: req.method, path: req.path, body: req.body, status: res.statusCode }));
    if (req.get('authorization') !== `Bearer ${options.token}`) {
      return error(res, 401, 'INVALID_AUTHENTICATION', 'Authentication credentials not found.');
    }
    if (failure?.when({ method: req.method, path: req.path, body: req.body })) {
      if (failure.status === 429) {
        return error(res, 429, 'RATE_LIMITS', 'You have reached your secondly limit.', { policyName: 'SECONDLY' });
      }
      return error(res, failure.status, 'INTERNAL_ERROR', 'internal error');
    }
    next();
  });

  app.post('/crm/v3/objects/:type/search', (req: Request, res: Response) => {
    const store = objects[req.params.type as keyof typeof objects];
    if (!store) return error(res, 404, 'OBJECT_NOT_FOUND', 'unknown object type');
    const groups = (req.body?.filterGroups ?? []) as Array<{ filters: Array<{ propertyName: string; operator: string; value: string }> }>;
    const matches = [...store.values()].filter((o) =>
      groups.some((g) =>
        g.filters.every((f) => f.operator === 'EQ' && (o.properties[f.propertyName] ?? '').toLowerCase() === String(f.value).toLowerCase()),
      ),
    );
    const limit = Number(req.body?.limit ?? 10);
    res.json({ total: matches.length, results: matches.slice(0, limit).map(wire) });
  });

  app.post('/crm/v3/objects/:type', (req: Request, res: Response) => {
    const type = req.params.type as keyof typeof objects;
    if (!objects[type]) return error(res, 404, 'OBJECT_NOT_FOUND', 'unknown object type');
    const props = (req.body?.properties ?? {}) as Record<string, string>;
    const bad = badProperties(type, props);
    if (bad.length > 0) {
      return error(res, 400, 'VALIDATION_ERROR', `Property values were not valid: ${bad.map((b) => `Property "${b}" does not exist`).join(', ')}`);
    }
    if (type === 'contacts' && props.email) {
      const dup = [...objects.contacts.values()].find((c) => c.properties.email?.toLowerCase() === props.email!.toLowerCase());
      if (dup) return error(res, 409, 'CONFLICT', `Contact already exists. Existing ID: ${dup.id}`);
    }
    const obj = create(type, props);
    for (const a of (req.body?.associations ?? []) as Array<{ to: { id: string } }>) obj.associations.push({ type: 'contact', id: a.to.id });
    res.status(201).json(wire(obj));
  });

  app.patch('/crm/v3/objects/:type/:id', (req: Request, res: Response) => {
    const type = req.params.type as keyof typeof objects;
    const obj = objects[type]?.get(String(req.params.id));
    if (!obj) return error(res, 404, 'OBJECT_NOT_FOUND', 'resource not found');
    const props = (req.body?.properties ?? {}) as Record<string, string>;
    const bad = badProperties(type, props);
    if (bad.length > 0) return error(res, 400, 'VALIDATION_ERROR', `Property values were not valid: ${bad.join(', ')}`);
    Object.assign(obj.properties, props, { lastmodifieddate: now() });
    obj.updatedAt = now();
    res.json(wire(obj));
  });

  app.put('/crm/v4/objects/:from/:fromId/associations/default/:to/:toId', (req: Request, res: Response) => {
    const from = objects[TYPE_NAME[String(req.params.from)] as 'contacts' | 'companies']?.get(String(req.params.fromId));
    const to = objects[TYPE_NAME[String(req.params.to)] as 'contacts' | 'companies']?.get(String(req.params.toId));
    if (!from || !to) return error(res, 404, 'OBJECT_NOT_FOUND', 'resource not found');
    from.associations.push({ type: String(req.params.to), id: to.id });
    to.associations.push({ type: String(req.params.from), id: from.id });
    const at = now();
    res.json({
      status: 'COMPLETE',
      results: [
        { from: { id: from.id }, to: { id: to.id }, associationSpec: { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 279 } },
      ],
      startedAt: at,
      completedAt: at,
    });
  });

  app.get('/crm/v3/owners/:id', (req: Request, res: Response) => {
    const owner = options.owners?.find((o) => o.id === req.params.id);
    if (!owner) return error(res, 404, 'OBJECT_NOT_FOUND', 'owner not found');
    const at = now();
    res.json({ ...owner, type: 'PERSON', userId: Number(owner.id) + 1000, createdAt: at, updatedAt: at, archived: false });
  });

  app.use((req: Request, res: Response) => error(res, 404, 'OBJECT_NOT_FOUND', `no route ${req.method} ${req.path}`));

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    objects,
    seed: (type, properties) => create(type, properties).id,
    failWhen(when, status = 502) {
      failure = when ? { when, status } : null;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
