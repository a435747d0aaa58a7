import { createHash, randomBytes, verify } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express, { type Request, type Response } from 'express';

import { parseSoql, runSoql, SoqlError } from './salesforce-soql';
import { bulkResultsCsv, type StandinRecord } from './salesforce-standin-records';

export type { StandinRecord } from './salesforce-standin-records';

/**
 * A local stand-in for a Salesforce org, speaking the wire formats jsforce 3 uses (read from
 * jsforce's src/oauth2.ts, connection.ts, http-api.ts and api/bulk2.ts, and Salesforce's REST
 * and Bulk API 2.0 references):
 *
 *   GET  /services/oauth2/authorize            the login page (HTML form), POST it to log in → 302 redirect_uri?code&state
 *   POST /services/oauth2/token                authorization_code (+ PKCE code_verifier), refresh_token, JWT bearer
 *   POST /services/oauth2/revoke               revoke a refresh or access token
 *   GET  /services/data/vNN.N/query?q=SOQL     records with `done` and `nextRecordsUrl` paging
 *   GET  /services/data/vNN.N/query/{locator}  the next page
 *   GET  /services/data/vNN.N/sobjects/{type}/deleted?start&end   getDeleted
 *   GET|PATCH /services/data/vNN.N/sobjects/{type}/{id}, POST …/sobjects/{type}
 *   PATCH /services/data/vNN.N/sobjects/{type}/{extIdField}/{value}   upsert (201 created, 200 updated)
 *   POST|PATCH /services/data/vNN.N/composite/sobjects[/{type}/{extIdField}]   sObject collections (≤ 200)
 *   POST /services/data/vNN.N/composite        composite (≤ 25 subrequests)
 *   POST|GET|DELETE /services/data/vNN.N/jobs/query[/{id}[/results]]   Bulk API 2.0 query jobs, CSV with Sforce-Locator
 *
 * Every API answer carries `Sforce-Limit-Info: api-usage=N/LIMIT`; past the limit every call is
 * 403 REQUEST_LIMIT_EXCEEDED. Bearer tokens are checked (401 INVALID_SESSION_ID), error bodies are
 * Salesforce's `[{ message, errorCode, fields }]`, fields the profile may not edit fail per record
 * with INVALID_FIELD_FOR_INSERT_UPDATE. Test hooks expire tokens, revoke refresh tokens and inject
 * failures. Every API request is logged.
 */
export interface SalesforceRequest {
  method: string;
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies, inspected loosely
  body: any;
  status: number;
}

export interface SalesforceStandinOptions {
  clientId: string;
  clientSecret?: string;
  users?: Array<{ username: string; password: string; name: string; email: string }>;
  /** Daily API request allowance (Sforce-Limit-Info's second number). */
  apiLimit?: number;
  /** Records per REST query page (Salesforce: 2,000). */
  queryPageSize?: number;
  /** Records per Bulk API 2.0 results page when the client gives no maxRecords. */
  bulkPageSize?: number;
  /** Public key (PEM) of the connected app's certificate, for the JWT bearer flow. */
  jwtPublicKey?: string;
}

export interface SalesforceStandin {
  url: string;
  requests: SalesforceRequest[];
  records: Map<string, Map<string, StandinRecord>>;
  deleted: Array<{ type: string; id: string; deletedDate: string }>;
  /** Fields the integration user's profile may not edit, as `Object.Field`. */
  readOnlyFields: Set<string>;
  apiUsage(): { used: number; limit: number };
  setApiUsage(used: number, limit?: number): void;
  seed(type: string, fields: Record<string, unknown>): string;
  update(type: string, id: string, fields: Record<string, unknown>): void;
  remove(type: string, id: string): void;
  all(type: string): StandinRecord[];
  /** The next `times` API requests matching `when` answer `status` with `body`. */
  failNext(times: number, status: number, body: unknown, when?: (req: { method: string; path: string }) => boolean): void;
  expireAccessTokens(): void;
  revokeRefreshTokens(): void;
  close(): Promise<void>;
}

const ID_PREFIX: Record<string, string> = { Account: '001', Contact: '003', Opportunity: '006', User: '005', Task: '00T' };
const LIMIT_ERROR = [{ message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' }];

interface Failure {
  times: number;
  status: number;
  body: unknown;
  when?: (req: { method: string; path: string }) => boolean;
}

interface Result {
  status: number;
  body: unknown;
}

function sfError(status: number, errorCode: string, message: string, fields: string[] = []): Result {
  return { status, body: [{ message, errorCode, fields }] };
}

export async function startSalesforceStandin(options: SalesforceStandinOptions): Promise<SalesforceStandin> {
  const state = new OrgState(options);
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.use(express.json({ limit: '20mb' }));
  oauthRoutes(app, state);
  app.use('/services/data/:version', (req, res, next) => state.guard(req, res, next));
  dataRoutes(app, state);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get url() {
      return state.url;
    },
    requests: state.requests,
    records: state.records,
    deleted: state.deleted,
    readOnlyFields: state.readOnlyFields,
    apiUsage: () => ({ used: state.used, limit: state.limit }),
    setApiUsage(used, limit) {
      state.used = used;
      if (limit !== undefined) state.limit = limit;
    },
    seed: (type, fields) => state.create(type, fields).Id,
    update: (type, id, fields) => state.write(type, id, fields),
    remove: (type, id) => state.remove(type, id),
    all: (type) => [...(state.records.get(type)?.values() ?? [])],
    failNext: (times, status, body, when) => state.failures.push({ times, status, body, when }),
    expireAccessTokens: () => state.accessTokens.clear(),
    revokeRefreshTokens: () => state.refreshTokens.clear(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

class OrgState {
  url = '';
  requests: SalesforceRequest[] = [];
  records = new Map<string, Map<string, StandinRecord>>();
  deleted: Array<{ type: string; id: string; deletedDate: string }> = [];
  readOnlyFields = new Set<string>();
  failures: Failure[] = [];
  accessTokens = new Set<string>();
  refreshTokens = new Set<string>();
  codes = new Map<string, { challenge: string | null; redirectUri: string; username: string }>();
  queryCursors = new Map<string, { rows: StandinRecord[]; fields: string[]; type: string }>();
  jobs = new Map<string, { rows: StandinRecord[]; fields: string[]; object: string; checks: number }>();
  used = 0;
  limit: number;
  private seq = 0;

  constructor(readonly options: SalesforceStandinOptions) {
    this.limit = options.apiLimit ?? 100_000;
    for (const u of options.users ?? []) {
      const [first, ...rest] = u.name.split(' ');
      this.create('User', { Username: u.username, Name: u.name, FirstName: first, LastName: rest.join(' '), Email: u.email, IsActive: true });
    }
  }

  /** SystemModstamp as Salesforce writes it (`2026-11-26T10:00:00.123+0000`); records written in one millisecond share it. */
  stamp(): string {
    return new Date().toISOString().replace('Z', '+0000');
  }

  newId(type: string): string {
    this.seq += 1;
    return `${ID_PREFIX[type] ?? 'a0X'}${String(this.seq).padStart(12, '0')}AAA`;
  }

  table(type: string): Map<string, StandinRecord> {
    let t = this.records.get(type);
    if (!t) this.records.set(type, (t = new Map()));
    return t;
  }

  create(type: string, fields: Record<string, unknown>): StandinRecord {
    const id = this.newId(type);
    const now = this.stamp();
    const record: StandinRecord = { Id: id, CreatedDate: now, ...fields, SystemModstamp: now, LastModifiedDate: now };
    this.table(type).set(id, record);
    return record;
  }

  write(type: string, id: string, fields: Record<string, unknown>): void {
    const record = this.table(type).get(id);
    if (!record) throw new Error(`no ${type} ${id}`);
    const now = this.stamp();
    Object.assign(record, fields, { SystemModstamp: now, LastModifiedDate: now });
  }

  remove(type: string, id: string): void {
    if (this.table(type).delete(id)) this.deleted.push({ type, id, deletedDate: this.stamp() });
  }

  issueTokens(): { access_token: string; refresh_token: string } {
    const access = `00D000000000001!${randomBytes(24).toString('base64url')}`;
    const refresh = `5Aep${randomBytes(24).toString('base64url')}`;
    this.accessTokens.add(access);
    this.refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh };
  }

  tokenBody(tokens: { access_token: string; refresh_token?: string }, username: string): Record<string, unknown> {
    const user = [...this.table('User').values()].find((u) => u.Username === username);
    return {
      ...tokens,
      token_type: 'Bearer',
      scope: 'api refresh_token',
      instance_url: this.url,
      id: `${this.url}/id/00D000000000001AAA/${user?.Id ?? '005000000000000AAA'}`,
      issued_at: String(Date.now()),
      signature: randomBytes(16).toString('base64'),
    };
  }

  /** Counts the call, answers injected failures, the limit and the bearer check; sets Sforce-Limit-Info. */
  guard(req: Request, res: Response, next: () => void): void {
    const entry: SalesforceRequest = { method: req.method, path: req.originalUrl, body: req.body, status: 0 };
    this.requests.push(entry);
    res.on('finish', () => (entry.status = res.statusCode));
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !this.accessTokens.has(token)) {
      res.status(401).json(sfError(401, 'INVALID_SESSION_ID', 'Session expired or invalid').body);
      return;
    }
    this.used += 1;
    res.setHeader('Sforce-Limit-Info', `api-usage=${this.used}/${this.limit}`);
    const failure = this.failures.find((f) => f.times > 0 && (!f.when || f.when({ method: req.method, path: req.originalUrl })));
    if (failure) {
      failure.times -= 1;
      res.status(failure.status).json(failure.body);
      return;
    }
    if (this.used > this.limit) {
      res.status(403).json(LIMIT_ERROR);
      return;
    }
    next();
  }

  /** Field-level security and unknown-record checks for one write. */
  checkWrite(type: string, fields: Record<string, unknown>): Result | null {
    const blocked = Object.keys(fields).filter((f) => this.readOnlyFields.has(`${type}.${f}`));
    if (blocked.length === 0) return null;
    return sfError(
      400,
      'INVALID_FIELD_FOR_INSERT_UPDATE',
      `Unable to create/update fields: ${blocked.join(', ')}. Please check the security settings of this field and verify that it is read/write for your profile or permission set.`,
      blocked,
    );
  }

  createOne(type: string, fields: Record<string, unknown>): Result {
    const denied = this.checkWrite(type, fields);
    if (denied) return denied;
    const { attributes: _a, Id: _i, ...rest } = fields;
    return { status: 201, body: { id: this.create(type, rest).Id, success: true, errors: [] } };
  }

  updateOne(type: string, id: string, fields: Record<string, unknown>): Result {
    if (!this.table(type).has(id)) return sfError(404, 'NOT_FOUND', 'The requested resource does not exist');
    const { attributes: _a, Id: _i, ...rest } = fields;
    const denied = this.checkWrite(type, rest);
    if (denied) return denied;
    this.write(type, id, rest);
    return { status: 204, body: null };
  }

  upsertOne(type: string, field: string, value: string, fields: Record<string, unknown>): Result {
    const { attributes: _a, Id: _i, [field]: _f, ...rest } = fields;
    const matches = [...this.table(type).values()].filter((r) => r[field] === value);
    if (matches.length > 1) return { status: 300, body: matches.map((m) => `/services/data/v59.0/sobjects/${type}/${m.Id}`) };
    const denied = this.checkWrite(type, rest);
    if (denied) return denied;
    if (matches[0]) {
      this.write(type, matches[0].Id, rest);
      return { status: 200, body: { id: matches[0].Id, success: true, errors: [], created: false } };
    }
    const made = this.create(type, { ...rest, [field]: value });
    return { status: 201, body: { id: made.Id, success: true, errors: [], created: true } };
  }

  query(soql: string, pageSize: number): Result {
    let q;
    try {
      q = parseSoql(soql);
    } catch (err) {
      if (err instanceof SoqlError) return sfError(400, 'MALFORMED_QUERY', err.message);
      throw err;
    }
    const rows = runSoql(q, this.table(q.object).values());
    if (q.count) return { status: 200, body: { totalSize: rows.length, done: true, records: [] } };
    return this.page(`01g${randomBytes(6).toString('hex')}`, { rows, fields: q.fields, type: q.object }, 0, pageSize);
  }

  page(cursor: string, c: { rows: StandinRecord[]; fields: string[]; type: string }, offset: number, pageSize: number): Result {
    const slice = c.rows.slice(offset, offset + pageSize);
    const done = offset + pageSize >= c.rows.length;
    if (!done) this.queryCursors.set(cursor, c);
    const records = slice.map((r) => ({
      attributes: { type: c.type, url: `/services/data/v59.0/sobjects/${c.type}/${r.Id}` },
      ...Object.fromEntries(c.fields.map((f) => [f, r[f] ?? null])),
    }));
    const body: Record<string, unknown> = { totalSize: c.rows.length, done, records };
    if (!done) body.nextRecordsUrl = `/services/data/v59.0/query/${cursor}-${offset + pageSize}`;
    return { status: 200, body };
  }
}

function send(res: Response, r: Result): void {
  if (r.status === 204) res.status(204).end();
  else res.status(r.status).json(r.body);
}

function oauthRoutes(app: express.Express, state: OrgState): void {
  app.get('/services/oauth2/authorize', (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    if (q.client_id !== state.options.clientId) {
      res.status(400).type('html').send('<h1>error=invalid_client_id</h1>');
      return;
    }
    const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge', 'scope']
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k] ?? '')}">`)
      .join('');
    res.type('html').send(
      `<!doctype html><html><head><title>Login | Salesforce</title></head><body><form method="post" action="/services/oauth2/authorize">` +
        `${hidden}<label>Username <input id="username" name="username"></label>` +
        `<label>Password <input id="password" name="pw" type="password"></label>` +
        '<button id="Login" type="submit">Log In</button></form></body></html>',
    );
  });
  app.post('/services/oauth2/authorize', (req, res) => {
    const b = req.body as Record<string, string>;
    const user = (state.options.users ?? []).find((u) => u.username === b.username && u.password === b.pw);
    if (!user) {
      res.status(401).type('html').send('<p id="error">Please check your username and password.</p>');
      return;
    }
    const code = `aPrx${randomBytes(16).toString('base64url')}`;
    state.codes.set(code, { challenge: b.code_challenge || null, redirectUri: b.redirect_uri ?? '', username: user.username });
    const target = new URL(b.redirect_uri ?? '');
    target.searchParams.set('code', code);
    if (b.state) target.searchParams.set('state', b.state);
    res.redirect(302, target.toString());
  });
  app.post('/services/oauth2/token', (req, res) => {
    const r = tokenGrant(state, req.body as Record<string, string>);
    res.status(r.status).json(r.body);
  });
  app.post('/services/oauth2/revoke', (req, res) => {
    const token = (req.body as Record<string, string>).token ?? '';
    const known = state.refreshTokens.delete(token) || state.accessTokens.delete(token);
    if (known && token.startsWith('5Aep')) state.accessTokens.clear();
    if (known) res.status(200).end();
    else res.status(400).type('application/x-www-form-urlencoded').send('error=unsupported_token_type&error_description=Invalid+token');
  });
}

function invalidGrant(description: string): Result {
  return { status: 400, body: { error: 'invalid_grant', error_description: description } };
}

function tokenGrant(state: OrgState, b: Record<string, string>): Result {
  if (b.grant_type === 'urn:ietf:params:oauth:grant-type:jwt-bearer') return jwtGrant(state, b.assertion ?? '');
  if (b.client_id !== state.options.clientId) return { status: 400, body: { error: 'invalid_client_id', error_description: 'client identifier invalid' } };
  if (state.options.clientSecret && b.client_secret !== state.options.clientSecret) {
    return { status: 400, body: { error: 'invalid_client', error_description: 'invalid client credentials' } };
  }
  if (b.grant_type === 'refresh_token') {
    if (!state.refreshTokens.has(b.refresh_token ?? '')) return invalidGrant('expired access/refresh token');
    const { access_token } = state.issueTokens();
    return { status: 200, body: state.tokenBody({ access_token }, '') };
  }
  if (b.grant_type !== 'authorization_code') return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'grant type not supported' } };
  const code = state.codes.get(b.code ?? '');
  state.codes.delete(b.code ?? '');
  if (!code) return invalidGrant('invalid authorization code');
  if (code.redirectUri !== b.redirect_uri) return { status: 400, body: { error: 'redirect_uri_mismatch', error_description: 'redirect_uri must match configuration' } };
  if (code.challenge) {
    const expected = createHash('sha256').update(b.code_verifier ?? '').digest('base64url');
    if (expected !== code.challenge) return invalidGrant('invalid code verifier');
  }
  return { status: 200, body: state.tokenBody(state.issueTokens(), code.username) };
}

function jwtGrant(state: OrgState, assertion: string): Result {
  const [head, payload, signature] = assertion.split('.');
  if (!head || !payload || !signature || !state.options.jwtPublicKey) return invalidGrant('invalid assertion');
  const ok = verify('RSA-SHA256', Buffer.from(`${head}.${payload}`), state.options.jwtPublicKey, Buffer.from(signature, 'base64url'));
  if (!ok) return invalidGrant('invalid assertion');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (claims.iss !== state.options.clientId) return { status: 400, body: { error: 'invalid_client_id', error_description: 'client identifier invalid' } };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return invalidGrant('expired authorization code');
  if (claims.aud !== state.url) return invalidGrant('audience is invalid');
  const user = (state.options.users ?? []).find((u) => u.username === claims.sub);
  if (!user) return invalidGrant('user hasn\'t approved this consumer');
  const { access_token } = state.issueTokens();
  return { status: 200, body: state.tokenBody({ access_token }, user.username) };
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function collectionResults(results: Result[]): unknown[] {
  return results.map((r) => {
    if (r.status < 300) return r.body ?? { success: true, errors: [] };
    const [e] = r.body as Array<{ message: string; errorCode: string; fields: string[] }>;
    return { success: false, errors: [{ statusCode: e!.errorCode, message: e!.message, fields: e!.fields }] };
  });
}

function dataRoutes(app: express.Express, state: OrgState): void {
  const base = '/services/data/:version';
  const pageSize = state.options.queryPageSize ?? 2000;
  app.get(`${base}/query`, (req, res) => send(res, state.query(String(req.query.q ?? ''), pageSize)));
  app.get(`${base}/query/:locator`, (req, res) => {
    const m = /^(.+)-(\d+)$/.exec(String(req.params.locator));
    const cursor = m && state.queryCursors.get(m[1]!);
    if (!m || !cursor) return send(res, sfError(400, 'INVALID_QUERY_LOCATOR', 'invalid query locator'));
    send(res, state.page(m[1]!, cursor, Number(m[2]), pageSize));
  });
  app.get(`${base}/limits`, (_req, res) => res.json({ DailyApiRequests: { Max: state.limit, Remaining: state.limit - state.used } }));
  app.get(`${base}/sobjects/:type/deleted`, (req, res) => {
    const start = Date.parse(String(req.query.start));
    const end = Date.parse(String(req.query.end));
    if (!Number.isFinite(start) || !Number.isFinite(end)) return send(res, sfError(400, 'INVALID_REPLICATION_DATE', 'start and end are required'));
    const within = state.deleted.filter((d) => d.type === req.params.type && Date.parse(d.deletedDate.replace('+0000', 'Z')) >= start && Date.parse(d.deletedDate.replace('+0000', 'Z')) <= end);
    res.json({
      deletedRecords: within.map((d) => ({ id: d.id, deletedDate: d.deletedDate })),
      earliestDateAvailable: new Date(start).toISOString().replace('Z', '+0000'),
      latestDateCovered: new Date(end).toISOString().replace('Z', '+0000'),
    });
  });
  app.get(`${base}/sobjects/:type/:id`, (req, res) => {
    const r = state.table(String(req.params.type)).get(String(req.params.id));
    if (!r) return send(res, sfError(404, 'NOT_FOUND', 'The requested resource does not exist'));
    res.json({ attributes: { type: req.params.type }, ...r });
  });
  app.post(`${base}/sobjects/:type`, (req, res) => send(res, state.createOne(String(req.params.type), req.body as Record<string, unknown>)));
  app.patch(`${base}/sobjects/:type/:id`, (req, res) => send(res, state.updateOne(String(req.params.type), String(req.params.id), req.body as Record<string, unknown>)));
  app.patch(`${base}/sobjects/:type/:field/:value`, (req, res) =>
    send(res, state.upsertOne(String(req.params.type), String(req.params.field), String(req.params.value), req.body as Record<string, unknown>)),
  );
  collectionRoutes(app, state);
  bulkRoutes(app, state);
}

type CollectionBody = { allOrNone?: boolean; records?: Array<Record<string, unknown> & { attributes?: { type?: string } }> };

function collectionRoutes(app: express.Express, state: OrgState): void {
  const base = '/services/data/:version/composite';
  const tooMany = (b: CollectionBody) => (b.records?.length ?? 0) > 200;
  const limitError = sfError(400, 'EXCEEDED_ID_LIMIT', 'record limit reached. cannot submit more than 200 records into this call');
  app.post(`${base}/sobjects`, (req, res) => {
    const b = req.body as CollectionBody;
    if (tooMany(b)) return send(res, limitError);
    res.json(collectionResults((b.records ?? []).map((r) => state.createOne(r.attributes?.type ?? '', r))));
  });
  app.patch(`${base}/sobjects`, (req, res) => {
    const b = req.body as CollectionBody;
    if (tooMany(b)) return send(res, limitError);
    const results = (b.records ?? []).map((r) => state.updateOne(r.attributes?.type ?? '', String(r.Id), r));
    res.json(collectionResults(results).map((r, i) => ({ id: b.records![i]!.Id, ...(r as object) })));
  });
  app.patch(`${base}/sobjects/:type/:field`, (req, res) => {
    const b = req.body as CollectionBody;
    if (tooMany(b)) return send(res, limitError);
    const field = String(req.params.field);
    res.json(collectionResults((b.records ?? []).map((r) => state.upsertOne(String(req.params.type), field, String(r[field]), r))));
  });
  app.post(base, (req, res) => {
    const b = req.body as { allOrNone?: boolean; compositeRequest?: Array<{ method: string; url: string; referenceId: string; body?: Record<string, unknown> }> };
    const subs = b.compositeRequest ?? [];
    if (subs.length > 25) return send(res, sfError(400, 'INVALID_BATCH_REQUEST', 'limit of 25 subrequests exceeded'));
    const compositeResponse = subs.map((s) => {
      const r = compositeCall(state, s.method, s.url, s.body ?? {});
      return { body: r.body, httpHeaders: {}, httpStatusCode: r.status, referenceId: s.referenceId };
    });
    res.json({ compositeResponse });
  });
}

function compositeCall(state: OrgState, method: string, url: string, body: Record<string, unknown>): Result {
  const parts = new URL(url, 'http://x').pathname.split('/').filter(Boolean); // services data vNN sobjects Type [id | field value]
  const [type, a, b] = parts.slice(4);
  if (parts[3] !== 'sobjects' || !type) return sfError(400, 'NOT_FOUND', `unsupported composite url ${url}`);
  if (method === 'POST' && !a) return state.createOne(type, body);
  if (method === 'PATCH' && a && b) return state.upsertOne(type, a, decodeURIComponent(b), body);
  if (method === 'PATCH' && a) return state.updateOne(type, a, body);
  if (method === 'GET' && a) {
    const r = state.table(type).get(a);
    return r ? { status: 200, body: { attributes: { type }, ...r } } : sfError(404, 'NOT_FOUND', 'The requested resource does not exist');
  }
  return sfError(400, 'METHOD_NOT_ALLOWED', `${method} not allowed on ${url}`);
}

function bulkRoutes(app: express.Express, state: OrgState): void {
  const base = '/services/data/:version/jobs/query';
  const info = (id: string, job: { object: string; checks: number }, version: string) => ({
    id,
    operation: 'query',
    object: job.object,
    createdById: '005000000000001AAA',
    createdDate: new Date().toISOString(),
    systemModstamp: new Date().toISOString(),
    state: job.checks > 0 ? 'JobComplete' : 'UploadComplete',
    concurrencyMode: 'Parallel',
    contentType: 'CSV',
    apiVersion: Number(version.replace(/^v/, '')),
    lineEnding: 'LF',
    columnDelimiter: 'COMMA',
  });
  app.post(base, (req, res) => {
    const b = req.body as { operation?: string; query?: string };
    let q;
    try {
      q = parseSoql(b.query ?? '');
    } catch (err) {
      return send(res, sfError(400, 'INVALIDJOB', `Failed to process query: ${(err as Error).message}`));
    }
    const id = `750${randomBytes(6).toString('hex')}`;
    const job = { rows: runSoql(q, state.table(q.object).values()), fields: q.fields, object: q.object, checks: 0 };
    state.jobs.set(id, job);
    res.json(info(id, job, String(req.params.version)));
  });
  app.get(`${base}/:id`, (req, res) => {
    const job = state.jobs.get(String(req.params.id));
    if (!job) return send(res, sfError(404, 'NOT_FOUND', 'The requested resource does not exist'));
    job.checks += 1;
    res.json({ ...info(String(req.params.id), job, String(req.params.version)), numberRecordsProcessed: job.rows.length });
  });
  app.get(`${base}/:id/results`, (req, res) => {
    const job = state.jobs.get(String(req.params.id));
    if (!job) return send(res, sfError(404, 'NOT_FOUND', 'The requested resource does not exist'));
    const offset = Number(req.query.locator ?? 0) || 0;
    const max = Number(req.query.maxRecords ?? state.options.bulkPageSize ?? 50_000);
    const slice = job.rows.slice(offset, offset + max);
    const next = offset + max < job.rows.length ? String(offset + max) : 'null';
    res.setHeader('Sforce-Locator', next);
    res.setHeader('Sforce-NumberOfRecords', String(slice.length));
    res.type('text/csv').send(bulkResultsCsv(job.fields, slice));
  });
  app.delete(`${base}/:id`, (req, res) => {
    state.jobs.delete(String(req.params.id));
    res.status(204).end();
  });
}
