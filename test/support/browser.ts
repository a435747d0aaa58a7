import { existsSync } from 'node:fs';

import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

/**
 * Debian's Chromium with one page whose every request is recorded in `requested`; any request
 * that would leave loopback is refused before it is sent.
 */
export async function loopbackBrowser(what: string, viewport?: { width: number; height: number }): Promise<{ browser: Browser; page: Page; requested: string[] }> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: the ${what} browser test needs Debian's chromium. Install it with: apt-get install -y chromium`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const page = await browser.newPage(viewport ? { viewport } : {});
  const requested: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    requested.push(url.href);
    return url.hostname === '127.0.0.1' ? route.continue() : route.abort();
  });
  return { browser, page, requested };
}
