import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { seedWorkspace, useTestApp } from '../../support/app';

const FIXTURE = path.resolve('test/fixtures/app-dist');
/** Where `npm run build` puts the real app (APP_DIR's default). */
const BUILT = path.resolve('dist/app');

/** The CSP directives of an answer, by name. */
function policy(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(header.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));
}

function expectAppPolicy(res: Response): void {
  const csp = policy(res);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  expect(res.headers.get('content-security-policy')).not.toContain('unsafe-eval');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
}

/** `<script>` elements with a body (inline script): the CSP would block them, and the app must have none. */
const inlineScripts = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].filter((m) => m[1]!.trim() !== '');

describe('/app, served from APP_DIR', () => {
  const app = useTestApp({ env: { APP_DIR: FIXTURE } });

  it('when /app and any path below it are asked for, then index.html answers with the app CSP (no inline script) and no-cache', async () => {
    for (const p of ['/app', '/app/', '/app/plays', '/app/contacts/0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90', '/app/settings/keys?tab=1']) {
      const res = await fetch(`${app.rootUrl}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expectAppPolicy(res);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(inlineScripts(html)).toEqual([]);
    }
  });

  it('when a hashed asset is asked for, then it is served with a year-long immutable cache and the same CSP', async () => {
    const js = await fetch(`${app.rootUrl}/app/assets/index-3f9a1c2b.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectAppPolicy(js);
    const manifest = await fetch(`${app.rootUrl}/app/manifest.webmanifest`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('when a path tries to climb out of the app directory, then it is not served', async () => {
    const res = await fetch(`${app.rootUrl}/app/..%2f..%2fpackage.json`);
    expect(await res.text()).not.toContain('"dependencies"');
  });

  it('when a workspace exists with keys, then no key appears in any /app page', async () => {
    const ws = await seedWorkspace(app.services);
    for (const p of ['/app', '/app/keys', '/app/assets/index-3f9a1c2b.js']) {
      const body = await (await fetch(`${app.rootUrl}${p}`)).text();
      for (const secret of [ws.writeKey, ws.readKey, 'trk_', 'trs_']) expect(body).not.toContain(secret);
    }
  });
});

describe('/app without a built app', () => {
  const app = useTestApp({ env: { APP_DIR: path.resolve('test/fixtures/no-such-app-build') } });

  it('when the directory is missing, then /app answers a plain page saying the app is not built (503, never a 500)', async () => {
    for (const p of ['/app', '/app/plays']) {
      const res = await fetch(`${app.rootUrl}${p}`);
      expect(res.status).toBe(503);
      expectAppPolicy(res);
      expect(await res.text()).toContain('The app is not built');
    }
  });
});

describe.skipIf(!existsSync(path.join(BUILT, 'index.html')))('the built app (dist/app)', () => {
  it('when its index.html is read, then it has no inline script and loads scripts only from /app', () => {
    const html = readFileSync(path.join(BUILT, 'index.html'), 'utf8');
    expect(inlineScripts(html)).toEqual([]);
    for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)) expect(m[1]).toMatch(/^\/app\//);
  });
});
