import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { api, errorCode } from '../../support/http';
import { cliJson as json, type CliResult, expectCleanFailure as expectCleanExit, runTracker, runTrackerInProcess } from '../../support/tracker-cli';

const PUBLIC_BASE_URL = 'https://tracker.example.com';

// The cases that spawn the command start a Node process each; CI machines have two cores.
vi.setConfig({ testTimeout: 120_000 });

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let web: AppOnDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  web = await startAppOnDatabase(db.orm);
});
afterAll(async () => {
  await web?.close();
  await db?.drop();
});

const env = () => ({ DATABASE_URL: db.url, PUBLIC_BASE_URL });
/** Runs the `tracker` command against this file's database, in this process (test/support/tracker-cli.ts). */
const tracker = (...args: string[]) => runTrackerInProcess(args, env());
/** Runs the real `tracker` binary (dist/cli.js) against this file's database. */
const spawned = (...args: string[]) => runTracker(args, env());

/** A clean failure that also prints nothing on stdout. */
function expectCleanFailure(result: CliResult, message: RegExp): void {
  expectCleanExit(result, message);
  expect(result.stdout).toBe('');
}

async function createWorkspaceWithKey(name: string, scope: 'read' | 'write' = 'write') {
  const ws = json<{ id: string; slug: string }>(await tracker('admin', 'workspace', 'create', '--name', name, '--json'));
  const key = json<{ key: string; prefix: string }>(
    await tracker('admin', 'key', 'create', '--workspace', ws.slug, '--scope', scope, '--json'),
  );
  return { ...ws, key: key.key, prefix: key.prefix };
}

describe('tracker admin workspace create', () => {
  // Through the binary: its exit code, stdout and stderr are those of a real process.
  it('when a workspace is created with --json, then it prints its id and slug', async () => {
    const result = await spawned('admin', 'workspace', 'create', '--name', 'Globex Corporation', '--json');

    const ws = json(result);
    expect(ws.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(ws).toMatchObject({ name: 'Globex Corporation', slug: 'globex-corporation', status: 'active' });
    expect(result.stderr).toBe('');
  });

  it('when the workspace list is asked for people, then it prints readable lines', async () => {
    await tracker('admin', 'workspace', 'create', '--name', 'Listed Co', '--json');

    const result = await tracker('admin', 'workspace', 'list');

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^slug\s+listed-co$/m);
  });
});

describe('tracker admin key', () => {
  it('when a write key is created, then it authenticates against the API with read and write scopes', async () => {
    const ws = json<{ id: string; slug: string }>(
      await tracker('admin', 'workspace', 'create', '--name', 'Key Holder', '--json'),
    );

    const created = json<{ key: string; prefix: string; scopes: string[]; workspace_id: string }>(
      await tracker('admin', 'key', 'create', '--workspace', ws.slug, '--scope', 'write', '--json'),
    );

    expect(created.key).toMatch(/^trk_/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    expect(created).toMatchObject({ scopes: ['read', 'write'], workspace_id: ws.id });
    const me = await api(web.baseUrl, 'GET', '/me', { key: created.key });
    expect(me.status).toBe(200);
    expect(me.body.workspace).toEqual({ id: ws.id, name: 'Key Holder', slug: ws.slug });
    expect(me.body.auth).toEqual({ via: 'api_key', scopes: ['read', 'write'], user_id: null });
    const patched = await api(web.baseUrl, 'PATCH', '/settings', { key: created.key, body: { chat_dm_owners: true } });
    expect(patched.status).toBe(200);
  });

  it('when a read key is created, then it reads but cannot write', async () => {
    const ws = await createWorkspaceWithKey('Reader Co', 'read');

    const read = await api(web.baseUrl, 'GET', '/settings', { key: ws.key });
    const write = await api(web.baseUrl, 'PATCH', '/settings', { key: ws.key, body: { name: 'Nope' } });

    expect(read.status).toBe(200);
    expect(write.status).toBe(403);
    expect(errorCode(write)).toBe('forbidden');
  });

  it('when a key is revoked by its prefix, then the API answers 401', async () => {
    const ws = await createWorkspaceWithKey('Revoker Co');
    expect((await api(web.baseUrl, 'GET', '/me', { key: ws.key })).status).toBe(200);

    const revoked = json<{ id: string; revoked_at: string }>(await tracker('admin', 'key', 'revoke', ws.prefix, '--json'));

    expect(typeof revoked.revoked_at).toBe('string');
    const me = await api(web.baseUrl, 'GET', '/me', { key: ws.key });
    expect(me.status).toBe(401);
    expect(errorCode(me)).toBe('unauthorized');
  });
});

describe('tracker admin credits grant', () => {
  it('when credits are granted and corrected, then GET /credits shows the new balance', async () => {
    const ws = await createWorkspaceWithKey('Credit Co');

    const granted = json<{ workspace_id: string; balance: number }>(
      await tracker('admin', 'credits', 'grant', '--workspace', ws.slug, '--amount', '250', '--note', 'pilot', '--json'),
    );
    expect(granted).toEqual({ workspace_id: ws.id, balance: 250 });
    expect((await api(web.baseUrl, 'GET', '/credits', { key: ws.key })).body.balance).toBe(250);

    const corrected = json(await tracker('admin', 'credits', 'grant', '--workspace', ws.id, '--amount', '-50', '--correction', '--json'));

    expect(corrected).toEqual({ workspace_id: ws.id, balance: 200 });
    const credits = await api(web.baseUrl, 'GET', '/credits', { key: ws.key });
    expect(credits.status).toBe(200);
    expect(credits.body.balance).toBe(200);
  });

  it('when a correction would take the balance below zero, then it fails cleanly and nothing changes', async () => {
    const ws = await createWorkspaceWithKey('Overdraft Co');

    const result = await tracker('admin', 'credits', 'grant', '--workspace', ws.slug, '--amount', '-1', '--correction');

    expectCleanFailure(result, /amount: the balance cannot go below zero/);
    expect((await api(web.baseUrl, 'GET', '/credits', { key: ws.key })).body.balance).toBe(0);
  });
});

describe('tracker admin workspace suspend', () => {
  it('when a workspace is suspended, then its key gets 403 workspace_suspended until it is unsuspended', async () => {
    const ws = await createWorkspaceWithKey('Suspended Co');

    const suspended = json(await tracker('admin', 'workspace', 'suspend', ws.slug, '--json'));

    expect(suspended).toMatchObject({ id: ws.id, status: 'suspended' });
    const refused = await api(web.baseUrl, 'GET', '/me', { key: ws.key });
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('workspace_suspended');

    const restored = json(await tracker('admin', 'workspace', 'unsuspend', ws.id, '--json'));

    expect(restored).toMatchObject({ id: ws.id, status: 'active' });
    expect((await api(web.baseUrl, 'GET', '/me', { key: ws.key })).status).toBe(200);
  });
});

describe('tracker admin user invite', () => {
  it('when a user is invited, then an invite_url on the public base URL is printed', async () => {
    const ws = await createWorkspaceWithKey('Inviting Co');

    const invitation = json<{ email: string; workspace_id: string; invite_token: string; invite_url: string }>(
      await tracker('admin', 'user', 'invite', '--workspace', ws.slug, '--email', 'Ada@Example.COM', '--json'),
    );

    expect(invitation.email).toBe('ada@example.com');
    expect(invitation.workspace_id).toBe(ws.id);
    expect(invitation.invite_token.length).toBeGreaterThan(20);
    expect(invitation.invite_url).toBe(`${PUBLIC_BASE_URL}/invite/${invitation.invite_token}`);
  });

  it('when the invitation is printed for people, then the invite_url line is there', async () => {
    const ws = await createWorkspaceWithKey('Plain Output Co');

    const result = await tracker('admin', 'user', 'invite', '--workspace', ws.slug, '--email', 'grace@example.com');

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^invite_url\\s+${PUBLIC_BASE_URL}/invite/\\S+$`, 'm'));
  });
});

describe('tracker admin: bad input', () => {
  it.each([
    ['an unknown workspace for a key', ['admin', 'key', 'create', '--workspace', 'no-such-co', '--scope', 'write'], /no-such-co/],
    ['an unknown workspace for credits', ['admin', 'credits', 'grant', '--workspace', 'no-such-co', '--amount', '5'], /no-such-co/],
    ['an unknown workspace to suspend', ['admin', 'workspace', 'suspend', 'no-such-co'], /no-such-co/],
    ['an unknown workspace to invite to', ['admin', 'user', 'invite', '--workspace', 'no-such-co', '--email', 'a@b.co'], /no-such-co/],
    ['amount "abc"', ['admin', 'credits', 'grant', '--workspace', 'any', '--amount', 'abc'], /--amount.*abc.*whole number/s],
    ['amount "1.5"', ['admin', 'credits', 'grant', '--workspace', 'any', '--amount', '1.5'], /whole number/],
    ['scope "admin"', ['admin', 'key', 'create', '--workspace', 'any', '--scope', 'admin'], /admin.*(read|write)/s],
    ['no --name for a workspace', ['admin', 'workspace', 'create'], /--name/],
    ['an invalid email', ['admin', 'user', 'invite', '--workspace', 'any', '--email', 'not-an-email'], /email: not a valid email address/],
    ['an unknown key prefix', ['admin', 'key', 'revoke', 'trk_nothing1'], /API key/],
    ['an unknown command', ['admin', 'workspace', 'explode'], /unknown command/],
  ])('when given %s, then it exits non-zero with a clear message and no stack trace', async (label, args, message) => {
    // The unknown command goes through the binary: commander's own usage error and exit code in a real process.
    const result = await (label === 'an unknown command' ? spawned : tracker)(...args);

    expectCleanFailure(result, message);
  });
});
