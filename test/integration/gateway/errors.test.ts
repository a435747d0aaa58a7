import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadEnv } from '../../../src/config/env';
import { createServices } from '../../../src/core/services';
import { startGateway } from '../../../src/runtime/gateway';
import { ManualClock } from '../../../src/shared/clock';
import { createLogger } from '../../../src/shared/logger';
import { HIGH_RATE_LIMITS, type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { createTestDatabase } from '../../support/database';
import { api, errorCode } from '../../support/http';
import { countOf } from '../../support/sql';
import { rawEnvelope, rawHttp } from './errors-raw';

let app: TestApp;
let ws: SeededWorkspace;

beforeAll(async () => {
  app = await startTestApp({ env: HIGH_RATE_LIMITS });
  ws = await seedWorkspace(app.services, { name: 'Demo Workspace' });
});
afterAll(() => app.close());

const get = (path: string) => api(app.baseUrl, 'GET', path, { key: ws.readKey });
const send = (method: string, path: string, body: unknown, headers?: Record<string, string>) =>
  api(app.baseUrl, method, path, { key: ws.writeKey, body, headers });

/** Sends raw bytes as the body (fetch would re-encode a string as UTF-8). */
async function sendBytes(method: string, path: string, bytes: Buffer, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${ws.writeKey}`, 'content-type': 'application/json', ...headers },
    body: bytes,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { error: { code: string; details?: unknown } } };
}

async function settingsName(): Promise<string> {
  return (await get('/settings')).body.name as string;
}

describe('malformed percent-encoding in a path id', () => {
  it.each(['%ZZ', '%FF%FE', '%E0%A4%A', '%'])('when GET /contacts/%s, then 400 validation_error naming the path', async (id) => {
    const res = await get(`/contacts/${id}`);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
    expect(res.body.error.details).toEqual([{ path: 'params', message: expect.stringMatching(/percent-encoding/) }]);
  });

  it('when a write targets a malformed id, then 400 and nothing is deleted', async () => {
    const res = await api(app.baseUrl, 'DELETE', '/webhooks/%ZZ', { key: ws.writeKey });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
  });
});

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['q', '/contacts?q=%00'],
    ['owner', '/contacts?owner=%00'],
    ['q', '/plays?q=a%00b'],
  ])('when the query %s holds a NUL byte, then 400 validation_error naming it', async (field, path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
    expect(res.body.error.details).toEqual([{ path: `query.${field}`, message: expect.stringMatching(/NUL/) }]);
  });

  it.each([
    ['NUL', 'Demo\u0000Workspace'],
    ['lone surrogate', 'Demo \ud800 Workspace'],
    ['trailing lone surrogate', 'Demo Workspace \udc00'],
  ])('when PATCH /settings names the workspace with a %s, then 400 naming `name` and the name is unchanged', async (_kind, name) => {
    const res = await send('PATCH', '/settings', { name });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
    expect(res.body.error.details).toEqual([{ path: 'name', message: expect.any(String) }]);
    expect(await settingsName()).toBe('Demo Workspace');
  });

  it('when a name holds astral characters (valid surrogate pairs), accents and CJK, then it is saved exactly', async () => {
    const name = 'Zoë 🦄 北京 𝔘𝔫𝔦';
    const res = await send('PATCH', '/settings', { name });
    expect(res.status).toBe(200);
    expect(await settingsName()).toBe(name);
    expect((await send('PATCH', '/settings', { name: 'Demo Workspace' })).status).toBe(200);
  });

  it('when an ICP industry holds a NUL byte, then 400 naming it and the ICP is unchanged', async () => {
    const before = (await get('/icp')).body;
    const res = await send('PUT', '/icp', { account: { industries: { any: ['Software', 'Bad\u0000Industry'] } } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ path: 'account.industries.any.1', message: expect.stringMatching(/NUL/) }]);
    expect((await get('/icp')).body).toEqual(before);
  });

  it('when a contact field or a custom value holds a NUL byte, then 400 naming it and no contact or import is created', async () => {
    const contactsBefore = await countOf(app.services, 'select count(*) as n from contacts');
    const importsBefore = await countOf(app.services, 'select count(*) as n from imports');
    const contact = { first_name: 'Ada\u0000', last_name: 'Lovelace', company: 'Analytical', social_url: 'https://www.linkedin.com/in/ada' };
    const res = await send('POST', '/contacts', { contacts: [contact, { ...contact, first_name: 'Ada', custom: { k: 'v\u0000' } }] });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'contacts.0.first_name', message: expect.stringMatching(/NUL/) },
        { path: 'contacts.1.custom.k', message: expect.stringMatching(/NUL/) },
      ]),
    );
    expect(await countOf(app.services, 'select count(*) as n from contacts')).toBe(contactsBefore);
    expect(await countOf(app.services, 'select count(*) as n from imports')).toBe(importsBefore);
  });

  it('when a field name holds a NUL byte, then 400 naming the field', async () => {
    const res = await send('PATCH', '/settings', { 'na\u0000me': 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toMatch(/field name/);
  });

  it('when a body nests deeper than 32 levels, then 400 naming where', async () => {
    const deep = JSON.parse('['.repeat(100) + ']'.repeat(100)) as unknown;
    const res = await send('PATCH', '/settings', { name: 'x', alert_play_types: deep });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toMatch(/nested deeper than 32/);
    expect(await settingsName()).toBe('Demo Workspace');
  });
});

describe('bodies that are not UTF-8 JSON', () => {
  it('when a JSON body holds invalid UTF-8 bytes, then 400 validation_error and the name is not saved', async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"Demo Workspace'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const res = await sendBytes('PATCH', '/settings', bytes);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(await settingsName()).toBe('Demo Workspace');
  });

  it('when a JSON body holds an encoded surrogate (CESU-8), then 400', async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]);
    expect((await sendBytes('PATCH', '/settings', bytes)).status).toBe(400);
  });

  it.each([
    ['POST', '/contacts', 'text/plain'],
    ['PATCH', '/settings', 'text/plain'],
    ['PUT', '/icp', 'application/x-www-form-urlencoded'],
    ['POST', '/runs', 'application/xml'],
    ['PATCH', '/settings', 'application/json; charset=utf-16'],
    ['PATCH', '/settings', 'application/json; charset=latin1'],
  ])('when %s %s sends a body as %s, then 415 unsupported_media_type', async (method, path, type) => {
    const res = await send(method, path, '{"name":"x"}', { 'content-type': type });
    expect(res.status).toBe(415);
    expect(errorCode(res)).toBe('unsupported_media_type');
  });

  it('when a required body is missing, then 400 validation_error (not 415)', async () => {
    const res = await api(app.baseUrl, 'PATCH', '/settings', { key: ws.writeKey });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
  });

  it('when the body is larger than the limit, then 413 payload_too_large', async () => {
    const res = await send('POST', '/contacts', JSON.stringify({ contacts: [{ notes: 'x'.repeat(6 * 1024 * 1024) }] }));
    expect(res.status).toBe(413);
    expect(errorCode(res)).toBe('payload_too_large');
  });

  it('when the body claims gzip but is not, then 400 validation_error', async () => {
    const res = await send('PATCH', '/settings', '{"name":"x"}', { 'content-encoding': 'gzip' });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
  });

  it('when the body claims an unknown encoding, then 415', async () => {
    const res = await send('PATCH', '/settings', '{"name":"x"}', { 'content-encoding': 'zstd-custom' });
    expect(res.status).toBe(415);
    expect(errorCode(res)).toBe('unsupported_media_type');
  });

  it('when a body has a __proto__ key, then 400 unknown field and nothing is polluted', async () => {
    const res = await send('PATCH', '/settings', '{"__proto__":{"polluted":true},"name":"x"}');
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual({ path: '__proto__', message: 'unknown field' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('when a body is an array where an object is expected, then 400', async () => {
    const res = await send('PATCH', '/settings', '[{"name":"x"}]');
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
  });
});

describe('numbers, dates and repeated parameters', () => {
  it.each(['page=1e400', 'page=1e20', 'page=1&page=2', 'page_size=-1', 'page=abc'])(
    'when GET /contacts?%s, then 400 validation_error naming query.page*',
    async (qs) => {
      const res = await get(`/contacts?${qs}`);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].path).toMatch(/^query\.page/);
    },
  );

  it.each(['/changes?since=2026-02-31T00:00:00Z', '/plays?since=2026-02-31', '/contacts?updated_since=tomorrow'])(
    'when %s, then 400 validation_error',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(errorCode(res)).toBe('validation_error');
    },
  );

  it.each([
    '/contacts?updated_since=0000-01-01T00:00:00Z',
    '/contacts?updated_since=9999-12-31T23:59:59-23:59',
    '/changes?since=0000-12-31T23:59:59-01:00',
    '/plays?since=0000-01-01',
  ])('when %s (a date PostgreSQL cannot take), then 400 validation_error', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toMatch(/between 0001-01-01 and 9999-12-31/);
  });

  it('when an account or a contact company has more employees than the column holds, then the row is kept with a warning and no count, not a 500', async () => {
    const accounts = await send('POST', '/accounts', { accounts: [{ name: 'Huge Co', employees: 10_000_000_000 }, { name: 'Huge Two', employees: '99999999999' }] });
    expect(accounts.status).toBe(202);
    expect(accounts.body.accounts_rejected).toEqual([]);
    expect(accounts.body.accounts_warnings).toEqual([
      { index: 0, field: 'employees', message: expect.stringContaining('employee count is too large') },
      { index: 1, field: 'employees', message: expect.stringContaining('employee count is too large') },
    ]);
    const contact = { first_name: 'Big', last_name: 'Co', company: 'Huge Three', company_size: '5000000k', social_url: 'https://www.linkedin.com/in/big-co' };
    const contacts = await send('POST', '/contacts', { contacts: [contact] });
    expect(contacts.status).toBe(202);
    expect(contacts.body.rejected).toEqual([]);
    expect(contacts.body.warnings).toEqual([{ index: 0, field: 'company_size', message: expect.stringContaining('employee count is too large') }]);
  });

  it('when PATCH /settings sends an unknown timezone or refresh_day 1e400, then 400 and nothing changes', async () => {
    expect((await send('PATCH', '/settings', { timezone: 'Mars/Olympus' })).status).toBe(400);
    expect((await send('PATCH', '/settings', '{"refresh_day":1e400}')).status).toBe(400);
    expect((await get('/settings')).body.timezone).toBe('UTC');
  });

  it('when a name is longer than its column allows, then 400 naming it', async () => {
    const res = await send('PATCH', '/settings', { name: 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('name');
  });

  it('when a uuid is sent in upper case, then it names the same resource', async () => {
    const contact = { first_name: 'Upper', last_name: 'Case', company: 'Acme', social_url: 'https://www.linkedin.com/in/upper-case' };
    const upsert = await send('POST', '/contacts', { contacts: [contact] });
    expect(upsert.status).toBe(202);
    const id = upsert.body.import_id as string;
    const res = await get(`/imports/${id.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(id);
  });
});

describe('methods', () => {
  it('when a known path gets a method it does not support, then 405 method_not_allowed with Allow', async () => {
    const res = await api(app.baseUrl, 'PUT', '/settings', { key: ws.writeKey, body: {} });
    expect(res.status).toBe(405);
    expect(errorCode(res)).toBe('method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, HEAD, PATCH');
  });

  it('when the method is unsupported and no credential is sent, then still 405 (the route table is public)', async () => {
    const res = await api(app.baseUrl, 'DELETE', '/me', { key: null });
    expect(res.status).toBe(405);
  });

  it('when an unknown path is requested, then 404 not_found in the envelope', async () => {
    const res = await get('/no-such-thing');
    expect(res.status).toBe(404);
    expect(errorCode(res)).toBe('not_found');
  });

  it('when HEAD /settings, then 200 with no body; when OPTIONS, then 200 with Allow', async () => {
    const head = await fetch(`${app.baseUrl}/settings`, { method: 'HEAD', headers: { authorization: `Bearer ${ws.readKey}` } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const options = await fetch(`${app.baseUrl}/settings`, { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('GET, HEAD, PATCH');
  });
});

describe("errors raised by Node's HTTP parser", () => {
  it('when the URL is longer than the header limit, then 431 with the envelope and Connection: close', async () => {
    const res = await rawHttp(app.rootUrl, `GET /v1/contacts?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(rawEnvelope(res).code).toBe('request_header_fields_too_large');
  });

  it('when a keep-alive connection that already had an answer sends an oversized request, then it still gets the 431 envelope', async () => {
    const res = await rawHttp(
      app.rootUrl,
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\nGET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toContain('request_header_fields_too_large');
  });

  it('when the request line is not HTTP, then 400 bad_request with the envelope', async () => {
    const res = await rawHttp(app.rootUrl, 'GARBAGE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(rawEnvelope(res).code).toBe('bad_request');
  });

  it('when Content-Length promises 5 bytes and the client closes with none, then 400 bad_request with the envelope and nothing changes', async () => {
    const res = await rawHttp(
      app.rootUrl,
      `PATCH /v1/settings HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${ws.writeKey}\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{}`,
    );
    expect(res.status).toBe(400);
    expect(res.headers.connection).toBe('close');
    expect(rawEnvelope(res).code).toBe('bad_request');
    expect(await settingsName()).toBe('Demo Workspace');
  });

  it('when the production server (startGateway) gets an oversized header, then 431 with the envelope', async () => {
    const db = await createTestDatabase();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' });
    const services = createServices({ orm: db.orm, env, log: createLogger('silent'), clock: new ManualClock(new Date()) });
    const gateway = await startGateway(services);
    try {
      const res = await rawHttp(gateway.rootUrl, `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`);
      expect(res.status).toBe(431);
      expect(rawEnvelope(res).code).toBe('request_header_fields_too_large');
    } finally {
      await gateway.close();
      await db.drop();
    }
  });
});
