import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { MACHINES } from '../../machines';
import type { Caller } from '../../src/core/context';
import { bulkImport } from '../../src/core/imports/bulk-import';
import { inTransaction } from '../../src/core/transaction';
import { type ContactRef, transitionContacts } from '../../src/core/transitions/contact-tracking-transition';
import { type Json, type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../support/app';
import { loopbackBrowser, loopbackPage } from '../support/browser';
import { api } from '../support/http';
import { pauseAndResumeRun } from '../support/paused-run';
import { sqlOn } from '../support/sql';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

// One server and browser for the file: every test reads the same workspace.
let app: TestApp;
let ws: SeededWorkspace;
let browser: Browser;
let page: Page;
let runId: string;
let requested: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  ws = await seedWorkspace(app.services, { name: 'Viewer Co', credits: 100 });
  runId = await pauseAndResumeRun(app.services, app.baseUrl, ws.id, ws.writeKey);
  await singleAndSetBasedMoves(app, ws);
  ({ browser, page, requested } = await loopbackBrowser('machines', { width: 1400, height: 1000 }));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the machine view at /machines in a real browser', () => {
  it('when an engineer signs in with an API key, then every machine is drawn with the counts the API reports, offline', async () => {
    await signIn(page, app, ws);

    const machines = (await api(app.baseUrl, 'GET', '/machines', { key: ws.readKey })).body.data as Array<{ name: string; counts: Record<string, number> }>;
    expect(machines.length).toBeGreaterThanOrEqual(5);
    for (const machine of machines) {
      await expect(page.locator(`#machine-${machine.name} svg`).count(), machine.name).resolves.toBe(1);
      for (const [state, count] of Object.entries(machine.counts)) {
        const label = await page.locator(`#machine-${machine.name} g#state-${machine.name}-${state} text`).allTextContents();
        expect(label, `${machine.name}.${state}`).toEqual([state, String(count)]);
      }
    }
    await expect(page.locator('#edge-run-paused-running').innerHTML()).resolves.toContain('RESUME [resumableByClient] ×1');
    expect(requested.length).toBeGreaterThan(3);
    expect(requested.filter((href) => new URL(href).hostname !== '127.0.0.1')).toEqual([]);
    expect(await page.evaluate('sessionStorage.length')).toBe(1);
  });

  it('when the id of a run that paused and resumed is looked up, then its path is drawn with each step and timestamp', async () => {
    await page.selectOption('#lookup-machine', 'run');
    await page.fill('#lookup-id', runId);
    await page.click('#lookup button[type=submit]');
    await page.locator('#path[data-ready=true] svg').waitFor();

    const steps = await page.locator('#path li').allTextContents();
    expect(steps.map((s) => s.replace(/^\S+ /, '').replace(/api_key:[\w-]+$/, 'api_key'))).toEqual([
      '(created) —CREATE→ queued by api_key',
      'queued —START→ running by scheduler',
      'running —PAUSE→ paused by scheduler',
      'paused —RESUME→ running by api_key',
    ]);
    const svg = await page.locator('#path svg').innerHTML();
    for (const text of [/1\. CREATE/, /2\. START/, /3\. PAUSE/, /4\. RESUME/]) expect(svg).toMatch(text);
    expect(svg).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ/);

    mkdirSync(ARTIFACTS, { recursive: true });
    const file = path.join(ARTIFACTS, 'machines.png');
    await page.screenshot({ path: file, fullPage: true });
    expect(statSync(file).size).toBeGreaterThan(10_000);
    expect(requested.filter((href) => new URL(href).hostname !== '127.0.0.1')).toEqual([]);
  });
});

async function signIn(page: Page, app: TestApp, ws: SeededWorkspace): Promise<void> {
  await page.goto(`${app.rootUrl}/machines`);
  // A tab that signed in before keeps its key (sessionStorage) and loads at once.
  if (await page.locator('#key').isVisible()) {
    await page.fill('#key', ws.readKey);
    await page.click('#signin button[type=submit]');
  }
  await page.locator('body[data-ready=true]').waitFor();
}

const callerOf = (workspaceId: string): Caller => ({ workspaceId, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'test' });
const person = (i: number, social: boolean) => ({
  first_name: `P${i}`,
  last_name: 'Lee',
  company: 'Acme',
  email: `p${i}@acme.com`,
  crm_id: `c${i}`,
  ...(social ? { social_url: `https://www.linkedin.com/in/p${i}-lee` } : {}),
});

/**
 * A known mix of moves of contact_tracking, written every way the service writes them: a bulk
 * import (COPY of new contacts and their creating rows: 4 with a profile URL, 2 without), an API
 * import (one insert for the lot: 1 with, 2 without), a second bulk import that brings the URLs
 * of the first one's 2 (a set-based SOCIAL_URL_IMPORTED), single PATCHes (a URL by hand, an
 * exclusion, an exclusion again) and a batch of checks finding other names (NAME_MISMATCH for
 * 2 contacts in one statement).
 */
async function singleAndSetBasedMoves(app: TestApp, ws: SeededWorkspace): Promise<void> {
  const bulk = (rows: Array<ReturnType<typeof person>>) =>
    bulkImport(app.services, callerOf(ws.id), rows.map((input, ref) => ({ kind: 'contact' as const, ref, input })), { source: 'crm', crmProvider: 'hubspot' });
  await bulk([0, 1, 2, 3].map((i) => person(i, true)).concat([4, 5].map((i) => person(i, false))));
  const small = await api(app.baseUrl, 'POST', '/contacts', { key: ws.writeKey, body: { contacts: [person(6, true), person(7, false), person(8, false)] } });
  expect(small.body.status, JSON.stringify(small.body)).toBe('committed');
  await bulk([4, 5].map((i) => person(i, true)));
  const sql = sqlOn(app);
  const idOf = async (email: string) => ((await sql('select id from contacts where workspace_id = ? and email = ?', [ws.id, email])) as Array<{ id: string }>)[0]!.id;
  const patch = async (email: string, body: object) => {
    const res = await api(app.baseUrl, 'PATCH', `/contacts/${await idOf(email)}`, { key: ws.writeKey, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  await patch('p7@acme.com', { social_url: 'https://www.linkedin.com/in/p7-lee' });
  await patch('p0@acme.com', { tracking: 'excluded' });
  await patch('p0@acme.com', { tracking: 'excluded' });
  const mismatched: ContactRef[] = [];
  for (const email of ['p1@acme.com', 'p2@acme.com']) mismatched.push({ id: await idOf(email), workspace_id: ws.id, tracking_status: 'tracked' });
  await inTransaction(app.services, (em) => transitionContacts(em, mismatched.map((contact) => ({ contact, event: { type: 'NAME_MISMATCH' } })), 'system', app.clock.now()));
}

type EdgeCounts = { created: number; taken: Record<string, number> };

/** The journal's rows of one machine as moves: creations, and each accepted row on its edge (a creating row that is not CREATE leaves the initial state). */
async function journalMoves(app: TestApp, workspaceId: string, machine: string, initial: string): Promise<EdgeCounts> {
  const rows = (await sqlOn(app)(
    `select coalesce(from_status, ?) as from_status, event, to_status, (from_status is null) as creating, count(*)::int as n
       from transitions where workspace_id = ? and resource = ? and not refused group by 1, 2, 3, 4`,
    [initial, workspaceId, machine],
  )) as Array<{ from_status: string; event: string; to_status: string; creating: boolean; n: number }>;
  const counts: EdgeCounts = { created: 0, taken: {} };
  for (const r of rows) {
    if (r.creating) counts.created += r.n;
    if (r.creating && r.event === 'CREATE') continue;
    const key = `${r.from_status}|${r.event}|${r.to_status}`;
    counts.taken[key] = (counts.taken[key] ?? 0) + r.n;
  }
  return counts;
}

/** What the page draws for one machine: "created ×n" on the start arrow, "EVENT [guard] ×n" per line of each edge's label. */
async function drawnMoves(page: Page, machine: string): Promise<EdgeCounts> {
  const edges = await page.locator(`#machine-${machine} g.edge`).evaluateAll((groups) =>
    groups.map((g) => ({ id: g.id, lines: [...g.querySelectorAll('text')].map((t) => t.textContent ?? '') })),
  );
  const counts: EdgeCounts = { created: 0, taken: {} };
  for (const { id, lines } of edges) {
    const [kind, , from, to] = id.split('-');
    if (kind !== 'edge') continue;
    for (const line of lines) {
      const [, event, n] = /^(\S+)(?: \[[^\]]*\])?(?: ×(\d+))?$/.exec(line) ?? [];
      if (!event) throw new Error(`${id}: unreadable label line "${line}"`);
      if (from === 'start') counts.created = Number(n ?? 0);
      else if (n) counts.taken[`${from}|${event}|${to}`] = Number(n);
    }
  }
  return counts;
}

/** Every pair of label boxes of one drawing that intersect (by more than half a pixel), as text. */
function overlappingLabels(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((svgs) =>
    svgs.flatMap((svg) => {
      const boxes = [...svg.querySelectorAll('text')].map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }));
      const hits: string[] = [];
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
          const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
          if (x > 0.5 && y > 0.5) hits.push(`${svg.closest('[id]')?.id}: "${a.text}" × "${b.text}"`);
        }
      }
      return hits;
    }),
  );
}

/** The smallest label of the page's drawings, in CSS pixels as rendered. */
function smallestLabelPx(page: Page): Promise<number> {
  return page.locator('.graph svg').evaluateAll((svgs) =>
    Math.min(...svgs.flatMap((svg) => [...svg.querySelectorAll('text')].map((t) => Number(t.getAttribute('font-size')) * (svg as unknown as { getScreenCTM(): { a: number } }).getScreenCTM().a))),
  );
}

describe('the machine view: counts from the journal, labels apart, a phone-width page', () => {
  it('when single and set-based moves are journalled, then the page shows each edge as often as the journal has it and every state adds up', async () => {
    await signIn(page, app, ws);
    for (const { name } of MACHINES) {
      const detail = (await api(app.baseUrl, 'GET', `/machines/${name}`, { key: ws.readKey })).body;
      const journal = await journalMoves(app, ws.id, name, detail.initial);
      const drawn = await drawnMoves(page, name);
      expect(drawn, name).toEqual(journal);
      expect({ created: detail.created, taken: Object.fromEntries(detail.taken.map((e: Json) => [`${e.from}|${e.event}|${e.to}`, e.count])) }, name).toEqual(journal);
      // Each state: created into the initial state + moves in - moves out = its live count.
      const net = Object.fromEntries(detail.states.map((s: string) => [s, s === detail.initial ? journal.created : 0]));
      for (const [key, n] of Object.entries(journal.taken)) {
        const [from, , to] = key.split('|');
        net[from!] -= n;
        net[to!] += n;
      }
      expect(net, name).toEqual(detail.counts);
    }
    const contacts = await journalMoves(app, ws.id, 'contact_tracking', 'needs_social');
    expect(contacts.created).toBe(9);
    expect(contacts.taken).toMatchObject({
      'needs_social|SOCIAL_URL_IMPORTED|tracked': 7,
      'needs_social|SOCIAL_URL_ACCEPTED|tracked': 1,
      'tracked|EXCLUDE|excluded': 1,
      'excluded|EXCLUDE|excluded': 1,
      'tracked|NAME_MISMATCH|pending_review': 2,
    });
  });

  it.each([1280, 390])('when the view is opened %i px wide, then no two labels overlap, the page does not scroll sideways and labels stay readable', async (width) => {
    const narrow = await loopbackPage(browser, requested, { width, height: 900 });
    await signIn(narrow, app, ws);
    await narrow.selectOption('#lookup-machine', 'run');
    await narrow.fill('#lookup-id', runId);
    await narrow.click('#lookup button[type=submit]');
    await narrow.locator('#path[data-ready=true] svg').waitFor();

    await expect(overlappingLabels(narrow, '.graph svg')).resolves.toEqual([]);
    const { scrollWidth, innerWidth } = (await narrow.evaluate('({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })')) as {
      scrollWidth: number;
      innerWidth: number;
    };
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    expect(await smallestLabelPx(narrow)).toBeGreaterThanOrEqual(9.5);

    mkdirSync(ARTIFACTS, { recursive: true });
    const file = path.join(ARTIFACTS, `machines-${width}.png`);
    await narrow.screenshot({ path: file, fullPage: true });
    expect(statSync(file).size).toBeGreaterThan(10_000);
    await narrow.context().close();
  });
});
