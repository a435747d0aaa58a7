import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import pkg from '../../../package.json' with { type: 'json' };
import { buildProgram } from '../../../src/cli/program';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { api } from '../../support/http';
import { countOf } from '../../support/sql';
import { cliJson as json, expectCleanFailure, runTracker, runTrackerInProcess, TRACKER_BIN } from '../../support/tracker-cli';

// The --version case starts Node with tsx; CI machines have two cores.
vi.setConfig({ testTimeout: 120_000 });

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let web: AppOnDatabase;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  web = await startAppOnDatabase(db.orm);
  dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-cli-'));
});
afterAll(async () => {
  await web?.close();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The `tracker` command in this process (test/support/tracker-cli.ts); admin-cli.test.ts spawns the binary. */
const tracker = (...args: string[]) => runTrackerInProcess(args, { DATABASE_URL: db.url, TRACKER_DATA_DIR: dataDir });

/** Row counts of every table an admin command writes. */
async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['workspaces', 'workspace_settings', 'api_keys', 'users', 'credit_ledger', 'integrations']) {
    out[table] = await countOf(db, `select count(*) as n from ${table}`);
  }
  return out;
}

/** Runs a command that must fail, and checks that no table changed. */
async function expectRefusedWithNothingWritten(args: string[], message: RegExp): Promise<void> {
  const before = await counts();
  const result = await tracker(...args);
  expectCleanFailure(result, message);
  expect(await counts()).toEqual(before);
}

describe('tracker --version', () => {
  // Through the bin npm links (tsx loads every command's module, as any command would); the
  // other CLI tests run the same sources built (test/support/tracker-cli.ts).
  it('when asked for --version, then it prints the package version', async () => {
    const result = await runTracker(['--version'], {}, { entry: TRACKER_BIN });

    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(pkg.version);
  });
});

describe('tracker --json', () => {
  it('when the command tree is walked, then every command that runs takes --json', () => {
    const leaves = (command: Command, names: string[]): Array<[string, Command]> =>
      command.commands.length ? command.commands.flatMap((sub) => leaves(sub, [...names, sub.name()])) : [[names.join(' '), command]];
    const commands = leaves(buildProgram(), []);

    expect(commands.length).toBeGreaterThan(20);
    expect(commands.filter(([, command]) => !command.options.some((o) => o.long === '--json')).map(([name]) => name)).toEqual([]);
  });
});

describe('tracker admin: validated before anything is written', () => {
  it('when the timezone is unknown, then it exits non-zero naming the timezone and no workspace exists', async () => {
    await expectRefusedWithNothingWritten(
      ['admin', 'workspace', 'create', '--name', 'Mars Base', '--timezone', 'Mars/Olympus'],
      /timezone: unknown timezone "Mars\/Olympus"/,
    );
    const list = await tracker('admin', 'workspace', 'list', '--json');
    expect(json<Array<{ slug: string }>>(list).map((w) => w.slug)).not.toContain('mars-base');
  });

  it('when a workspace is created with a timezone, then its settings exist and /me and /settings answer 200', async () => {
    const ws = json<{ id: string; slug: string }>(
      await tracker('admin', 'workspace', 'create', '--name', 'Berlin Desk', '--timezone', 'Europe/Berlin', '--json'),
    );
    const key = json<{ key: string }>(await tracker('admin', 'key', 'create', '--workspace', ws.slug, '--scope', 'read', '--json'));

    expect((await api(web.baseUrl, 'GET', '/me', { key: key.key })).status).toBe(200);
    const settings = await api(web.baseUrl, 'GET', '/settings', { key: key.key });
    expect(settings.status).toBe(200);
    expect(settings.body.timezone).toBe('Europe/Berlin');
  });

  it('when the slug is taken, then it exits non-zero with slug_taken and nothing is written', async () => {
    json(await tracker('admin', 'workspace', 'create', '--name', 'First Taker', '--slug', 'taken', '--json'));

    await expectRefusedWithNothingWritten(['admin', 'workspace', 'create', '--name', 'Second Taker', '--slug', 'taken'], /slug taken is taken/);
  });

  it('when the slug made from the name is taken and no --slug is given, then it exits non-zero naming --slug and nothing is written', async () => {
    json(await tracker('admin', 'workspace', 'create', '--name', 'Name Clash', '--json'));

    await expectRefusedWithNothingWritten(['admin', 'workspace', 'create', '--name', 'Name Clash'], /slug name-clash \(made from the name\) is taken: pass --slug/);
    const chosen = json<{ slug: string }>(await tracker('admin', 'workspace', 'create', '--name', 'Name Clash', '--slug', 'name-clash-eu', '--json'));
    expect(chosen.slug).toBe('name-clash-eu');
  });

  it.each([
    ['zero', '0', /amount: a non-zero whole number/, []],
    ['exponent notation', '1e3', /whole number/, []],
    ['a huge amount', '100000001', /amount: a non-zero whole number/, []],
    ['a negative amount without --correction', '-5', /--amount -5 would lower the balance: pass --correction/, []],
    ['an overdraft', '-5', /balance cannot go below zero/, ['--correction']],
  ])('when credits are granted with %s, then it exits non-zero and the ledger is unchanged', async (label, amount, message, extra) => {
    const ws = json<{ slug: string }>(await tracker('admin', 'workspace', 'create', '--name', `Ledger ${label}`, '--json'));

    await expectRefusedWithNothingWritten(['admin', 'credits', 'grant', '--workspace', ws.slug, '--amount', amount, ...extra], message);
  });

  it.each([
    ['an invalid email', ['admin', 'user', 'invite', '--workspace', 'nowhere', '--email', 'not-an-email'], /email: not a valid email address/],
    ['an unknown workspace to invite to', ['admin', 'user', 'invite', '--workspace', 'nowhere', '--email', 'a@b.co'], /nowhere/],
    ['an unknown workspace for a key', ['admin', 'key', 'create', '--workspace', 'nowhere', '--scope', 'read'], /nowhere/],
    ['an unknown workspace for credits', ['admin', 'credits', 'grant', '--workspace', 'nowhere', '--amount', '5'], /nowhere/],
    ['an unknown workspace for Slack', ['integrations', 'slack', 'set', '--workspace', 'nowhere', '--token', 'xoxb-1', '--channel', 'C1'], /nowhere/],
    ['a blank workspace name', ['admin', 'workspace', 'create', '--name', '   '], /name: required/],
  ])('when given %s, then it exits non-zero and nothing is written', async (_label, args, message) => {
    await expectRefusedWithNothingWritten(args, message);
  });
});

describe('tracker output', () => {
  it('when Slack is set without --api-url, then no line says undefined', async () => {
    json(await tracker('admin', 'workspace', 'create', '--name', 'Chatty', '--json'));

    const result = await tracker('integrations', 'slack', 'set', '--workspace', 'chatty', '--token', 'xoxb-123456', '--channel', 'C042');

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^channel\s+C042$/m);
    expect(result.stdout).not.toMatch(/undefined/);
  });

  it('when PORT is set and nothing else, then invite_url uses it instead of localhost:8080', async () => {
    json(await tracker('admin', 'workspace', 'create', '--name', 'Ported', '--json'));

    const result = await runTrackerInProcess(['admin', 'user', 'invite', '--workspace', 'ported', '--email', 'bo@example.com', '--json'], {
      DATABASE_URL: db.url,
      TRACKER_DATA_DIR: dataDir,
      PORT: '9090',
    });

    expect(json<{ invite_url: string }>(result).invite_url).toMatch(/^http:\/\/127\.0\.0\.1:9090\/invite\/\S+$/);
  });
});
