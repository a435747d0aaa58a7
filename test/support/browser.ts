import { existsSync } from 'node:fs';

import { type Browser, chromium, type Page } from 'playwright-core';

/**
 * Debian's `chromium-headless-shell`: the same Chromium build as the `chromium` package (Blink, V8, the
 * same version) without the desktop browser around it, which Playwright also uses for headless runs. A
 * launch, a page and a screenshot cost 2.2 CPU s against 3.0 for `chromium --headless`, and the first-day
 * file 3.5 CPU s less (docs/decisions.md, "Test suite speed").
 */
export const CHROMIUM = '/usr/bin/chromium-headless-shell';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

/** Chromium, or a message with the command that installs it. */
export async function launchChromium(what: string): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: the ${what} browser test needs Debian's chromium-headless-shell. Install it with: apt-get install -y chromium-headless-shell`);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

/**
 * Chromium with one page whose every request is recorded in `requested`; any request
 * that would leave loopback is refused before it is sent.
 */
export async function loopbackBrowser(
  what: string,
  viewport?: { width: number; height: number },
  options: { permissions?: string[] } = {},
): Promise<{ browser: Browser; page: Page; requested: string[] }> {
  const browser = await launchChromium(what);
  const requested: string[] = [];
  const page = await loopbackPage(browser, requested, viewport, options);
  return { browser, page, requested };
}

/** Another page of its own context (its own cookies) in `browser`, whose requests are recorded and kept on loopback the same way. */
export async function loopbackPage(browser: Browser, requested: string[], viewport?: { width: number; height: number }, options: { permissions?: string[] } = {}): Promise<Page> {
  // A context of its own, then its page (axe-core's Playwright builder needs a page made this way).
  const context = await browser.newContext({ ...(viewport ? { viewport } : {}), ...options });
  const page = await context.newPage();
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    requested.push(url.href);
    return url.hostname === '127.0.0.1' ? route.continue() : route.abort();
  });
  return page;
}
