import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startTestApp, type TestApp } from '../support/app';
import { loopbackBrowser } from '../support/browser';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe('the API reference at /docs in a real browser', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let requested: string[] = [];
  const screenshots = mkdtempSync(path.join(os.tmpdir(), 'docs-browser-'));

  beforeAll(async () => {
    app = await startTestApp();
    ({ browser, page, requested } = await loopbackBrowser('docs'));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Opens /docs and expands POST /contacts; returns its operation block. */
  async function openUpsertContacts() {
    await page.goto(`${app.rootUrl}/docs`);
    const block = page.locator('#operations-Contacts-upsertContacts');
    await block.locator('.opblock-summary').first().click();
    await block.locator('.opblock-body').waitFor();
    return block;
  }

  it('when POST /contacts is expanded, then its request body shows typed contact rows, not additionalProp1', async () => {
    const block = await openUpsertContacts();

    const example = await block.locator('.opblock-section-request-body .highlight-code').first().innerText();
    expect(example).toContain('"company"');
    expect(example).toContain('"social_url"');
    expect(example).toContain('Northwind Analytics');
    expect(example).not.toContain('additionalProp');

    await block.locator('.opblock-section-request-body [data-name="model"]').first().click();
    const model = block.locator('.opblock-section-request-body .model-box').first();
    await model.waitFor();
    await expandAll(model);
    const schema = await model.innerText();
    expect(schema).toContain('ContactInput');
    expect(schema).toContain('company');
    expect(schema).toContain('social_url');
    expect(schema).toContain('company_size');
    expect(schema).not.toContain('additionalProp');

    const file = path.join(screenshots, 'post-contacts.png');
    await block.screenshot({ path: file });
    expect(statSync(file).size).toBeGreaterThan(10_000);
  });

  it('when the page and the document were loaded, then no request left loopback', () => {
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([]);
  });
});

/**
 * Swagger UI's JSON Schema 2020-12 view folds nested schemas; "Expand all" opens a subtree (folds may reveal more).
 * Clicked in the page (DOM clicks), since a button inside a subtree that is still folded is not "visible" to a
 * pointer click and the locator would wait for it.
 */
async function expandAll(model: ReturnType<Page['locator']>): Promise<void> {
  for (let round = 0; round < 8; round += 1) {
    const clicked = await model.evaluate((root) => {
      // Runs in the page; typed structurally since the project's lib has no DOM types.
      const page = root as unknown as { querySelectorAll(s: string): Iterable<{ textContent: string | null; click(): void }> };
      const buttons = [...page.querySelectorAll('button.json-schema-2020-12-expand-deep-button')].filter((b) =>
        (b.textContent ?? '').includes('Expand all'),
      );
      for (const b of buttons) b.click();
      return buttons.length;
    });
    if (clicked === 0) return;
    await model.page().waitForTimeout(50);
  }
}
