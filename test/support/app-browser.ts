/**
 * The customer's app (src/app) in Chromium: accessibility checks with axe-core and screenshots
 * at the desktop and phone widths, written to test/artifacts/ (not committed).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
export const WIDTHS = [1280, 390] as const;

/**
 * The serious and critical axe violations on the page as it is now, one line each (rule, impact, where).
 * Every rule runs in the page itself (`axe.run`, the builder's legacy mode): the default splits the run
 * into `runPartial` per frame and `finishRun` in a new blank page of the context, which costs a page
 * (a renderer) per check and only matters for cross-origin frames, which legacy mode skips (same-origin
 * frames it still checks). The app has none, and a page that ever has one fails here, so nothing goes
 * unchecked (docs/decisions.md, "Test suite speed"). `resultTypes: ['violations']`: axe still runs every rule on
 * every element, but builds selectors and details only for the violations (one node of each other result type),
 * which are all this reads.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().filter((frame) => new URL(frame.url(), page.url()).origin !== origin).map((frame) => frame.url());
  if (foreign.length > 0) throw new Error(`axe in legacy mode would not check the cross-origin frames ${foreign.join(', ')}`);
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/**
 * Full-page screenshots of the page at each width (test/artifacts/app-<name>-<width>.png), then `atWidth` at that
 * width (a check that needs the same viewport, without resizing the page again); the viewport returns to the first width.
 */
export async function screenshots(page: Page, name: string, atWidth?: (width: number) => Promise<void>): Promise<string[]> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const files: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const file = path.join(ARTIFACTS, `app-${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
    await atWidth?.(width);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  return files;
}

/** Opens one of the app's pages by its navigation link, as a person would, and waits for its heading. */
export async function openPage(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}
