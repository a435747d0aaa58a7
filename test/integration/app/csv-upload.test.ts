import { beforeAll, describe, expect, it, vi } from 'vitest';

import { HIGH_RATE_LIMITS, type SeededWorkspace, seedWorkspace, useTestApp } from '../../support/app';
import { signedInAs } from '../../support/app-session';
import { api, type ApiResponse, errorCode } from '../../support/http';
import { countOf } from '../../support/sql';

// Sign-in is a real scrypt check: slow on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

/** A low bulk threshold, so one file here takes the bulk path and another the batches. */
const app = useTestApp({ env: { ...HIGH_RATE_LIMITS, BULK_IMPORT_MIN_ROWS: '50' } });
let ws: SeededWorkspace;

const HEADER = 'First Name,Last Name,Company,Title,Email,LinkedIn URL';
const FILE = [
  HEADER,
  'Maya,Okafor,Northwind Analytics,Director of Sales,maya@northwind.example,https://www.linkedin.com/in/maya-okafor',
  'Li,Wei,Initech,VP Sales,li@initech.example,https://www.linkedin.com/in/li-wei',
  'Nobody,,,,not-an-email,',
].join('\n');

function upload(body: string | Buffer, query = '', key = ws.writeKey, type = 'text/csv'): Promise<ApiResponse> {
  return fetch(`${app.baseUrl}/imports/csv${query}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': type }, body })
    .then(async (res) => ({ status: res.status, headers: res.headers, body: await res.json() }));
}

const contacts = () => countOf(app, `select count(*) as n from contacts where workspace_id = ?`, [ws.id]);

beforeAll(async () => {
  ws = await seedWorkspace(app.services);
});

describe('POST /imports/csv', () => {
  let preview: ApiResponse;

  it('when a CSV is posted without confirmation, then the server\'s mapping, sample and rejected rows with their lines come back and nothing is imported', async () => {
    preview = await upload(FILE, '?file_name=team.csv');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ file_name: 'team.csv', rows: 3, invalid: 1, confirmation: expect.any(String) });
    expect(preview.body.rejected.map((r: { line: number }) => r.line)).toEqual([4]);
    expect(preview.body.mapping.find((m: { column: string }) => m.column === 'Email')).toMatchObject({ fields: ['email'], ignored: false });
    expect(preview.body.sample[0]).toMatchObject({ first_name: 'Maya', company: 'Northwind Analytics' });
    expect(await contacts()).toBe(0);
    expect((await api(app.baseUrl, 'GET', `/imports/${preview.body.import_id}`, { key: ws.readKey })).body.status).toBe('previewed');
  });

  it('when a different file comes with that confirmation, then 409 confirmation_mismatch and nothing is imported', async () => {
    const other = await upload(`${FILE}\nExtra,Person,Globex,CEO,extra@globex.example,`, `?confirmation=${preview.body.confirmation}`);
    expect(other.status).toBe(409);
    expect(errorCode(other)).toBe('confirmation_mismatch');
    expect((await upload(FILE, '?confirmation=not-a-confirmation')).status).toBe(409);
    expect(await contacts()).toBe(0);
  });

  it('when the same file comes back with the confirmation, then exactly the previewed rows are imported under the previewed import', async () => {
    const commit = await upload(FILE, `?file_name=team.csv&confirmation=${preview.body.confirmation}`);
    expect(commit.status, JSON.stringify(commit.body)).toBe(200);
    expect(commit.body).toMatchObject({ import_id: preview.body.import_id, status: 'committed', rows: 3, accepted: 2 });
    expect(commit.body.rejected.map((r: { line: number }) => r.line)).toEqual([4]);
    expect(await contacts()).toBe(2);
    const names = (await api(app.baseUrl, 'GET', '/contacts', { key: ws.readKey })).body.data.map((c: { last_name: string }) => c.last_name).sort();
    expect(names).toEqual(['Okafor', 'Wei']);
    expect((await api(app.baseUrl, 'GET', `/imports/${preview.body.import_id}`, { key: ws.readKey })).body.status).toBe('committed');

    const again = await upload(FILE, `?confirmation=${preview.body.confirmation}`);
    expect(again.status).toBe(409);
    expect(errorCode(again)).toBe('preview_gone');
    expect(await contacts()).toBe(2);
  });

  it('when the file has BULK_IMPORT_MIN_ROWS rows or more, then the commit takes the bulk path and imports every previewed row', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => `Bulk${i},Person,Bulk Co ${i},Engineer,bulk${i}@bulk.example,https://www.linkedin.com/in/bulk-person-${i}`);
    const file = [HEADER, ...rows].join('\n');
    const first = await upload(file);
    expect(first.body).toMatchObject({ rows: 60, invalid: 0 });
    const commit = await upload(file, `?confirmation=${first.body.confirmation}`);
    expect(commit.status, JSON.stringify(commit.body)).toBe(200);
    expect(commit.body).toMatchObject({ accepted: 60, batches: [{ import_id: first.body.import_id, rows: 60, status: 'committed' }] });
    expect(await contacts()).toBe(62);
  });

  it('when the body is not CSV text or is empty, then 400 in the envelope and nothing changes', async () => {
    const before = await contacts();
    for (const [body, type] of [[Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0xff, 0xfe, 0, 1]), 'text/csv'], ['', 'text/csv'], [JSON.stringify({ csv: FILE }), 'application/json']] as const) {
      const res = await upload(body, '', ws.writeKey, type);
      expect(res.status, type).toBe(400);
      expect(errorCode(res)).toBe('validation_error');
    }
    expect(await contacts()).toBe(before);
  });

  it('when the file is larger than the documented 10 MB, then 413 payload_too_large in the envelope', async () => {
    const big = `${HEADER}\n${'x'.repeat(10 * 1024 * 1024)}`;
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(errorCode(res)).toBe('payload_too_large');
  });

  it('when a member uploads, then 403; an admin session with its CSRF token previews', async () => {
    const member = await signedInAs(app, ws.id, 'member');
    const refused = await fetch(`${app.baseUrl}/imports/csv`, { method: 'POST', headers: { cookie: member.cookie, 'x-csrf-token': member.csrf, 'content-type': 'text/csv' }, body: FILE });
    expect(refused.status).toBe(403);
    const admin = await signedInAs(app, ws.id, 'admin');
    const ok = await fetch(`${app.baseUrl}/imports/csv`, { method: 'POST', headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, 'content-type': 'text/csv' }, body: FILE });
    expect(ok.status).toBe(200);
  });
});
