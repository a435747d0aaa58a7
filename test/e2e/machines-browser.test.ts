import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../support/app';
import { loopbackBrowser } from '../support/browser';
import { api } from '../support/http';
import { pauseAndResumeRun } from '../support/paused-run';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

describe('the machine view at /machines in a real browser', () => {
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
    ({ browser, page, requested } = await loopbackBrowser('machines', { width: 1400, height: 1000 }));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('when an engineer signs in with an API key, then every machine is drawn with the counts the API reports, offline', async () => {
    await page.goto(`${app.rootUrl}/machines`);
    await page.fill('#key', ws.readKey);
    await page.click('#signin button[type=submit]');
    await page.locator('body[data-ready=true]').waitFor();

    const machines = (await api(app.baseUrl, 'GET', '/machines', { key: ws.readKey })).body.data as Array<{ name: string; counts: Record<string, number> }>;
    expect(machines.length).toBeGreaterThanOrEqual(5);
    for (const machine of machines) {
      await expect(page.locator(`#machine-${machine.name} svg`).count(), machine.name).resolves.toBe(1);
      for (const [state, count] of Object.entries(machine.counts)) {
        const label = await page.locator(`#machine-${machine.name} g#state-${machine.name}-${state} text`).allTextContents();
        expect(label, `${machine.name}.${state}`).toEqual([state, String(count)]);
      }
    }
    await expect(page.locator('#machine-run svg').innerHTML()).resolves.toContain('RESUME [resumableByClient] ×1');
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
