/**
 * Issue #23's first day in the customer's app, in Chromium over real processes (`npm start`'s
 * tree: gateway, sandbox, checker, scheduler on an embedded PostgreSQL, started from the bundle,
 * `node dist/main.js`, as the image runs it: what is shown is the app, not tsx); every request that
 * would leave loopback is refused and fails the test. Each page is checked with axe-core and
 * photographed at 1280 and 390 px (test/artifacts/app-*.png).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { openPage, screenshots, seriousViolations, WIDTHS } from '../support/app-browser';
import { loopbackBrowser, loopbackPage } from '../support/browser';
import { api, sandboxAdmin } from '../support/http';
import { type HubSpotStandin, startHubSpotStandin } from '../support/hubspot-standin';
import { type Demo, type NpmStart, readDemo, startNpmStart, stopNpmStart } from '../support/npm-start';
import { freePort } from '../support/processes';
import { type SlackStandin, startSlackStandin } from '../support/slack-standin';
import { runTrackerInProcess } from '../support/tracker-cli';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 480_000 });

const ADMIN = { email: 'dana@acme.example', password: 'a long first-day passphrase 7' };
const MEMBER = { email: 'sam@acme.example', password: 'another long passphrase 42' };
const SLACK_TOKEN = 'xoxb-1111-2222-firstdaystandinslack';
const HUBSPOT_TOKEN = 'pat-na1-11111111-2222-3333-4444-firstdayhubs';

/**
 * How much faster than by default the tree follows the sandbox's clock (TEST_CLOCK_POLL_MS 200 ms, not 1 s) and how much
 * shorter `demo advance`'s own pauses are (2.5 s after a clock move → 0.5 s, its polls of the run 1 s → 0.2 s): the CLI
 * still waits two and a half of the tree's clock reads after each move, as it does against a default `npm start`. The
 * advance's own output and waits against a default tree are e2e/start.test.ts's and cli/demo-cli.test.ts's to show;
 * here it only moves the world before the app is looked at (docs/decisions.md, "Test suite speed, round 40").
 */
const CLOCK_SPEEDUP = 5;

/** The navigation links a member sees, with each page's heading. */
const MEMBER_PAGES = [
  ['Plays', 'Plays'],
  ['Contacts', 'Contacts'],
  ['Review queue', 'Review queue'],
  ['Runs', 'Runs'],
  ['Settings and ICP', 'Settings and ICP'],
  ['Credits and usage', 'Credits and usage'],
] as const;

let dataDir: string;
let env: Record<string, string>;
let service: NpmStart;
let demo: Demo;
let browser: Browser;
let page: Page;
let requested: string[] = [];
let memberPage: Page | undefined;
/** The member's invitation, asked of the CLI while the admin's later steps run. */
let memberInvite: Promise<string> | undefined;
let slack: SlackStandin;
let hubspot: HubSpotStandin;
const seen: Record<string, string[]> = {};

/**
 * `tracker admin user invite` in this process (runCli, the binary's command tree, on the tree's data directory): the
 * spawned binary against an npm start data directory is test/integration/cli/startup-failures.test.ts's; here it would
 * only add a Node start of 2-3 CPU s per invitation (docs/decisions.md, "Test suite speed, round 39").
 */
async function invite(email: string, role: 'admin' | 'member'): Promise<string> {
  const result = await runTrackerInProcess(['admin', 'user', 'invite', '--workspace', demo.workspace_id, '--email', email, '--role', role, '--json'], env);
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { invite_url: string }).invite_url;
}

/** The invitation link's page: choose a password (twice). */
async function setPassword(on: Page, inviteUrl: string, password: string): Promise<void> {
  await on.goto(inviteUrl);
  const fields = on.locator('input[type=password]');
  await fields.nth(0).fill(password);
  await fields.nth(1).fill(password);
  await on.locator('form button[type=submit], form input[type=submit]').first().click();
  await on.getByText(/password (is )?set/i).first().waitFor();
}

async function signIn(on: Page, who: { email: string; password: string }): Promise<void> {
  await on.goto(`${service.rootUrl}/app/`);
  await on.getByLabel('Email').fill(who.email);
  await on.getByLabel('Password').fill(who.password);
  await on.getByRole('button', { name: 'Sign in' }).click();
  await on.getByRole('heading', { level: 1, name: 'Plays' }).waitFor();
}

/** Presses Tab (or Shift+Tab) until the focused element's text or label is `name`; fails after 80 steps. */
async function tabTo(on: Page, name: string, direction: 'forward' | 'backward' = 'forward'): Promise<void> {
  for (let step = 0; step < 80; step++) {
    await on.keyboard.press(direction === 'forward' ? 'Tab' : 'Shift+Tab');
    const focused = String(await on.evaluate("(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim()"));
    if (focused === name) return;
  }
  throw new Error(`${name} was not reached with the keyboard`);
}

/** Waits until no part of the page says it is loading. */
async function settled(on: Page): Promise<void> {
  await expect.poll(async () => on.locator('main .state[role=status]').count(), { timeout: 30_000, interval: 100 }).toBe(0);
}

/** What sticks out past the right edge of a 390 px screen (the page would scroll sideways): up to three elements. */
const SIDEWAYS = `(() => document.documentElement.scrollWidth <= innerWidth ? [] :
  [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1)
    .slice(-3).map((e) => e.tagName.toLowerCase() + ' ' + (e.textContent ?? '').trim().slice(0, 40)))()`;

/** axe, the two screenshots, and nothing wider than a phone; findings are collected and asserted at the end. */
async function check(name: string, on: Page = page): Promise<void> {
  const found = await seriousViolations(on);
  await screenshots(on, name, async (width) => {
    if (width !== WIDTHS[1]) return;
    const sideways = (await on.evaluate(SIDEWAYS)) as string[];
    if (sideways.length > 0) found.push(`scrolls sideways at ${width} px: ${sideways.join('; ')}`);
  });
  seen[name] = found;
}

/** Contacts without a profile URL whose name several sandbox people share: the finder proposes candidates and sends them to review. */
async function csvOfNamesakes(): Promise<string> {
  type Groups = { data: Array<{ people: Array<{ id: string; overlay?: boolean }> }> };
  type Person = { first_name: string; last_name: string; positions: Array<{ company: string; is_current: boolean }> };
  const groups = await sandboxAdmin<Groups>(demo.sandbox_url, 'GET', '/admin/finder/namesakes?limit=6');
  const lines = ['First Name,Last Name,Company,Job Title'];
  for (const group of groups.data) {
    const original = group.people.find((p) => !p.overlay);
    if (!original) continue;
    const person = await sandboxAdmin<Person>(demo.sandbox_url, 'GET', `/admin/finder/people/${original.id}`);
    const current = person.positions.find((p) => p.is_current);
    if (current) lines.push([person.first_name, person.last_name, current.company, 'Head of Sales'].map((v) => `"${v.replace(/"/g, '""')}"`).join(','));
  }
  return lines.join('\n') + '\n';
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-app-'));
  chmodSync(dataDir, 0o755);
  const pgPort = String(await freePort());
  env = { TRACKER_DATA_DIR: dataDir, TRACKER_PG_PORT: pgPort };
  // Loopback stand-ins for the Slack Web API and HubSpot, as the service's SLACK_API_URL / HUBSPOT_API_URL.
  slack = await startSlackStandin({ token: SLACK_TOKEN, channels: ['C0ALERTS'], users: {} });
  hubspot = await startHubSpotStandin({ token: HUBSPOT_TOKEN, data: { owners: [{ id: '1', email: 'dana@acme.example', firstName: 'Dana', lastName: 'W' }], deals: [], companies: [], contacts: [] } });
  // PROVIDER_RATE_PER_SECOND: the sandbox answers as fast as the tree can check; at the default 50 a second (a real
  // provider's quota) the baseline, the refresh and the run after `demo advance` waited ≥ 10 s each on the limiter.
  // TEST_CLOCK_POLL_MS: the tree reads the sandbox's clock CLOCK_SPEEDUP times as often as by default, and `demo advance`
  // waits CLOCK_SPEEDUP times less for it (below): the same proportion of the CLI's waits to the tree's clock reads.
  const rate = { PROVIDER_RATE_PER_SECOND: '1000', TEST_CLOCK_POLL_MS: String(1000 / CLOCK_SPEEDUP) };
  // Chromium starts while the tree does (the file mostly waits); whichever fails, afterAll stops the other.
  const [started, launched] = await Promise.allSettled([
    startNpmStart(dataDir, { TRACKER_PG_PORT: pgPort, FINDER_EVERY_MS: '500', SLACK_API_URL: slack.apiUrl, HUBSPOT_API_URL: hubspot.baseUrl, ...rate }, 'bundle'),
    loopbackBrowser('app', { width: 1280, height: 900 }, { permissions: ['clipboard-read', 'clipboard-write'] }),
  ]);
  if (started.status === 'fulfilled') service = started.value;
  if (launched.status === 'fulfilled') ({ browser, page, requested } = launched.value);
  for (const result of [started, launched]) if (result.status === 'rejected') throw result.reason;
  demo = readDemo(dataDir);
});

// A failed step leaves a picture of the page as it was (test/artifacts/app-failed-*.png).
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    await screenshots(page, `failed-${task.name.slice(0, 40).replace(/\W+/g, '-')}`).catch(() => undefined);
  });
});

afterAll(async () => {
  await browser?.close();
  if (service) await stopNpmStart(service.child, dataDir);
  await slack?.close();
  await hubspot?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a customer's first day in the app (issue #23)", () => {
  it('when an invited admin sets a password and signs in, then the plays inbox is the landing page and npm start printed the app first', async () => {
    expect(service.output()).toMatch(new RegExp(`App\\s+${service.rootUrl.replace(/[.:/]/g, '\\$&')}/app/`));
    await setPassword(page, await invite(ADMIN.email, 'admin'), ADMIN.password);
    await signIn(page, ADMIN);
    await check('inbox-empty');
  });

  it('when the admin creates an API key in the app, then the key is shown once and works against GET /v1/me', async () => {
    await openPage(page, 'API keys', 'API keys');
    await page.getByLabel('Name').fill('First-day script');
    await page.getByLabel('Scope').selectOption('write');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('shown-once').textContent())!.trim();
    const me = await api(demo.base_url, 'GET', '/me', { key });
    expect(me.status).toBe(200);
    expect(me.body.auth.scopes).toEqual(['read', 'write']);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByRole('table', { name: 'API keys' }).textContent()).resolves.toContain('First-day script');
    await expect(page.content()).resolves.not.toContain(key);
    await check('api-keys');
  });

  it('when the finder is switched on and the ICP edited, then the preview counts what would fit before it is saved as a new version', async () => {
    await openPage(page, 'Settings and ICP', 'Settings and ICP');
    // The profile finder is off by default: the CSV's contacts without a URL go to it (and some to review).
    await page.getByLabel('Find missing profile URLs').check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    const before = await page.getByLabel(/^Contact rules/).inputValue();
    const rules = { ...(JSON.parse(before) as object), seniority: ['vp', 'director', 'c_level'] };
    await page.getByLabel(/^Contact rules/).fill(JSON.stringify(rules, null, 2));
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('icp-preview').textContent()).resolves.toMatch(/\d+ of \d+ accounts and \d+ of \d+ contacts would fit/);
    await page.getByRole('button', { name: 'Save ICP' }).click();
    await page.getByText('ICP saved.').waitFor();
    await expect(page.getByText(/Contact rules \(version 2/).count()).resolves.toBe(1);
    await check('settings');
  });

  it('when a CSV is chosen, then the server previews its mapping and rejected rows, and only the confirmation imports them', async () => {
    await openPage(page, 'Contacts', 'Contacts');
    const csv = await csvOfNamesakes();
    const rows = csv.trim().split('\n').length - 1;
    expect(rows).toBeGreaterThan(1);
    // One row without a company: the server's preview names its line (the header is line 1) and why.
    const file = `${csv}"Nadia","Nocompany","","Head of Sales"\n`;
    const previewed = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/imports/csv');
    await page.locator('input[type=file]').setInputFiles({ name: 'first-day.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    const preview = (await (await previewed).json()) as { rows: number; invalid: number; confirmation: string };
    expect(preview).toMatchObject({ rows: rows + 1, invalid: 1 });
    await page.getByRole('table', { name: 'The first rows as they will be imported' }).waitFor();
    await expect(page.getByText(`first-day.csv: ${rows + 1} rows, read as a plain export; ${rows} to import, 1 rejected.`).count()).resolves.toBe(1);
    await expect(page.getByRole('list', { name: 'How the columns are read' }).textContent()).resolves.toContain('First Name → first_name');
    await expect(page.getByRole('list', { name: 'Rows that will be rejected' }).textContent()).resolves.toMatch(new RegExp(`^Line ${rows + 2}: company`));
    await check('csv-preview');
    // The commit is the same file with the preview's signed confirmation.
    const committed = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).searchParams.get('confirmation') === preview.confirmation);
    await page.getByRole('button', { name: `Import ${rows} contacts` }).click();
    expect((await committed).postData()).toBe(file);
    await page.getByText(`Imported ${rows} contacts; 1 row rejected.`).waitFor();
    await check('contacts');
  });

  it('when a refresh is started after its estimate, then the confirmation names the credits and the run is watched to the end', async () => {
    await openPage(page, 'Runs', 'Runs');
    // The imported profiles' baseline runs first (the app offers no second run meanwhile); after it every profile was
    // checked within the day, so the refresh re-checks them (force), one credit each.
    const force = page.getByLabel(/Also re-check the \d+ profiles/);
    await force.waitFor({ timeout: 180_000 });
    await page.getByText(/A refresh costs \d+ credits/).waitFor();
    await force.check();
    await page.getByRole('button', { name: /Start a refresh/ }).click();
    const confirm = page.getByRole('group', { name: 'Confirm the refresh' });
    const [, credits, profiles] = /Spend up to (\d+) credits on checking (\d+) profiles/.exec((await confirm.textContent()) ?? '') ?? [];
    expect(Number(credits)).toBeGreaterThan(0);
    expect(credits).toBe(profiles);
    await confirm.getByRole('button', { name: `Yes, spend ${credits} credits` }).click();
    await page.locator('li.run[data-kind=manual][data-status=completed]').first().waitFor({ timeout: 180_000 });
    await expect(page.locator('li.run[data-kind=manual]').first().textContent()).resolves.toContain(`Progress: ${profiles} of ${profiles} profiles checked`);
    await check('runs');
  });

  it('when the sandbox clock moves 90 days, then plays show in the inbox; an opener is copied and a play marked contacted, offering only the moves its machine allows', async () => {
    const advanced = await runTrackerInProcess(['demo', 'advance', '--days', '90', '--json'], env, { shortWaits: CLOCK_SPEEDUP });
    expect(advanced.code, advanced.stderr).toBe(0);
    await openPage(page, 'Plays', 'Plays');
    const top = page.getByRole('list', { name: 'Plays' }).locator('article').first();
    await top.waitFor();
    // The same play throughout, wherever its new status would sort it.
    const first = page.locator(`article[data-play-id="${await top.getAttribute('data-play-id')}"]`);
    const opener = (await first.locator('blockquote.opener').textContent())!;
    await first.getByRole('button', { name: 'Copy opener' }).click();
    await first.getByRole('button', { name: 'Copied' }).waitFor();
    await expect(page.evaluate('navigator.clipboard.readText()')).resolves.toBe(opener);

    const status = first.getByLabel('Status');
    await status.selectOption('contacted');
    await first.locator('.badge.status-contacted').waitFor();
    const offered = await first.getByLabel('Status').locator('option').allTextContents();
    expect(offered, 'open is behind contacted: the machine refuses it').not.toContain('open');
    expect(offered).toEqual(expect.arrayContaining(['contacted', 'replied', 'meeting', 'not relevant']));
    await check('inbox');
  });

  it('when only the keyboard is used, then the navigation and a play\'s actions are reached with Tab and worked with Enter and Space', async () => {
    memberInvite = invite(MEMBER.email, 'member');
    memberInvite.catch(() => undefined); // awaited (and failed) by the member's step
    // A fresh load, so the keyboard starts at the top of the page.
    await page.goto(`${service.rootUrl}/app/#/plays`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Plays' }).waitFor();
    await tabTo(page, 'Runs');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Runs' }).waitFor();
    await tabTo(page, 'Plays', 'backward');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Plays' }).waitFor();
    await tabTo(page, 'Show evidence');
    await page.keyboard.press('Space');
    await page.locator('.evidence').first().waitFor();
    await tabTo(page, 'Copy opener', 'backward');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Copied' }).first().waitFor();
  });

  it('when a contact waits in the review queue, then its candidates are side by side and one is confirmed', async () => {
    await openPage(page, 'Review queue', 'Review queue');
    const item = page.getByRole('list', { name: 'Contacts to review' }).locator(':scope > li').first();
    await item.waitFor({ timeout: 120_000 });
    await check('review');
    const confirm = item.getByRole('button', { name: /^Confirm / }).first();
    const label = (await confirm.getAttribute('aria-label'))!;
    await confirm.click();
    await expect.poll(async () => page.getByRole('button', { name: label }).count(), { timeout: 20_000 }).toBe(0);
  });

  it('when the usage page is read, then the balance, this month and a bar chart of credits per day show', async () => {
    const balance = async () => ((await api(demo.base_url, 'GET', '/credits', { key: demo.read_api_key })).body as { balance: number }).balance;
    const before = await balance();
    await openPage(page, 'Credits and usage', 'Credits and usage');
    // The chart of GET /credits/usage: a bar for each day that spent credits (the refresh above, the ones the clock moved through).
    await page.getByRole('img', { name: /^Credits spent per day, last 30 days/ }).locator('rect').first().waitFor();
    const shown = (await page.getByText('Credits left').locator('..').textContent()) ?? '';
    const after = await balance();
    // The runs the clock started may still be spending while the page loads (a full run saw 3035 shown, 3034 read just
    // after): the page shows the balance of a moment between the two reads.
    const shownBalance = Number(/Credits left\s*([\d,.\s]+)/.exec(shown)?.[1]?.replace(/\D/g, ''));
    expect(shownBalance, shown).toBeGreaterThanOrEqual(after);
    expect(shownBalance, shown).toBeLessThanOrEqual(before);
    await check('usage');
  });

  it('when the admin connects Slack and HubSpot on the Integrations page, then each test reaches its stand-in, no token is shown back, and disconnecting asks first', async () => {
    await openPage(page, 'Integrations', 'Integrations');
    await check('integrations');
    const slackCard = page.getByRole('region', { name: 'Slack', exact: true });
    // A token Slack would not take: the envelope's message and the field, from the API.
    await slackCard.getByLabel('Bot token (xoxb-…)').fill('not-a-slack-token');
    await slackCard.getByLabel(/^Alert channel/).fill('C0ALERTS');
    await slackCard.getByRole('button', { name: 'Connect Slack', exact: true }).click();
    await expect(slackCard.getByRole('alert').textContent()).resolves.toContain('a Slack bot token starts with xoxb-');
    await slackCard.getByLabel('Bot token (xoxb-…)').fill(SLACK_TOKEN);
    await slackCard.getByLabel(/^Owners for direct messages/).fill('Dana Whitfield = dana@acme.example');
    await slackCard.getByRole('button', { name: 'Connect Slack', exact: true }).click();
    await expect(slackCard.getByTestId('slack-connection').textContent()).resolves.toMatch(/^Connected: token xoxb-…\w+, alerts in C0ALERTS, 1 owner for direct messages/);
    await slackCard.getByRole('button', { name: 'Test Slack' }).click();
    await slackCard.getByText('Test passed: Posted a test message in C0ALERTS').waitFor();
    expect(slack.messages.map((m) => m.channel + ' ' + m.text)).toContainEqual(expect.stringMatching(/^C0ALERTS Test from the job-change tracker/));

    const hubspotCard = page.getByRole('region', { name: 'HubSpot', exact: true });
    await hubspotCard.getByLabel('Private app access token').fill(HUBSPOT_TOKEN);
    await hubspotCard.getByRole('button', { name: 'Connect HubSpot', exact: true }).click();
    await hubspotCard.getByRole('button', { name: 'Test HubSpot' }).click();
    await hubspotCard.getByText('Test passed: Reached HubSpot with the token: 1 owner read').waitFor();
    expect(hubspot.requests.filter((r) => r.path.startsWith('/crm/v3/owners')).map((r) => r.status)).toContain(200);
    // Salesforce is not set up on this service: the envelope's message, not a broken page.
    await page.getByRole('button', { name: 'Connect Salesforce', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Salesforce', exact: true }).getByRole('alert').textContent()).resolves.toContain('No Salesforce connected app');
    const shown = await page.content();
    expect(shown).not.toContain(SLACK_TOKEN);
    expect(shown).not.toContain(HUBSPOT_TOKEN);
    await check('integrations-connected');

    await slackCard.getByRole('button', { name: 'Disconnect Slack' }).click();
    const confirm = slackCard.getByRole('group', { name: /^Disconnect Slack\?/ });
    await confirm.getByRole('button', { name: 'Yes, disconnect Slack' }).click();
    await slackCard.getByRole('button', { name: 'Connect Slack', exact: true }).waitFor();
    expect((await api(demo.base_url, 'GET', '/integrations/slack', { key: demo.read_api_key })).status).toBe(404);
    expect((await api(demo.base_url, 'GET', '/integrations/hubspot', { key: demo.read_api_key })).status).toBe(200);
  });

  it('when a member signs in, then the app shows no API keys or integrations and the API refuses them those operations', async () => {
    const member = await loopbackPage(browser, requested, { width: 1280, height: 900 });
    await setPassword(member, await (memberInvite ?? invite(MEMBER.email, 'member')), MEMBER.password);
    await member.goto(`${service.rootUrl}/app/`);
    await member.getByRole('heading', { level: 1, name: /^Sign in/ }).waitFor();
    await check('sign-in', member);
    await signIn(member, MEMBER);
    const nav = await member.getByRole('navigation', { name: 'Main' }).textContent();
    expect(nav).not.toContain('API keys');
    expect(nav).not.toContain('Integrations');
    const refused = await member.evaluate(async () =>
      Promise.all(['/v1/api-keys', '/v1/integrations/slack', '/v1/integrations/hubspot'].map(async (path) => (await fetch(path, { credentials: 'same-origin' })).status)),
    );
    expect(refused).toEqual([403, 403, 403]);
    // A write with the member's own CSRF token: refused as a member's, not as a forged request.
    const connect = await member.evaluate(async () => {
      const { csrf_token } = (await (await fetch('/v1/session', { credentials: 'same-origin' })).json()) as { csrf_token: string };
      const body = JSON.stringify({ token: 'xoxb-a-member-trying-this', channel: 'C0ALERTS' });
      const res = await fetch('/v1/integrations/slack', { method: 'PUT', credentials: 'same-origin', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf_token }, body });
      return { status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code };
    });
    expect(connect).toEqual({ status: 403, code: 'forbidden' });
    memberPage = member;
  });

  it('when the member opens every page of the navigation, then each passes axe and is photographed', async () => {
    for (const [link, heading] of MEMBER_PAGES) {
      await openPage(memberPage!, link, heading);
      await settled(memberPage!);
      await check(`member-${link.toLowerCase().replace(/\W+/g, '-')}`, memberPage!);
    }
    await memberPage!.close();
  });

  it('when a contact with a job change is opened, then its detail shows the positions, the change with its evidence and the journal', async () => {
    await page.goto(`${service.rootUrl}/app/#/contacts?status=moved`);
    await page.getByRole('table', { name: 'Contacts' }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 2, name: 'Positions' }).waitFor();
    await settled(page);
    await expect(page.locator('.evidence').count()).resolves.toBeGreaterThan(0);
    await check('contact-detail');
  });

  it('then no page has a serious or critical accessibility violation or scrolls sideways on a phone, and nothing left loopback', () => {
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((name) => [name, []])));
    expect(requested.filter((href) => new URL(href).hostname !== '127.0.0.1')).toEqual([]);
  });
});
