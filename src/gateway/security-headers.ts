import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

/** What every answer carries (JSON included): nothing may be loaded, framed or sniffed from it. */
const LOCKED: Directives = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * helmet's headers (nosniff, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`, HSTS, COOP/CORP …)
 * with a Content-Security-Policy that is `LOCKED` plus `directives`. No page gets `'unsafe-inline'`
 * scripts: every script is a file served by this server.
 *
 * helmet decides the headers; none of ours depends on the request (no nonces), so its middleware runs
 * once against a recording response and each request gets the recorded headers in one loop, instead of
 * helmet's thirteen chained middlewares per request (issue #25: GET /me's CPU per request).
 */
export function securityHeaders(directives: Directives = {}): RequestHandler {
  const { set, removed } = recordHeaders(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { ...LOCKED, ...directives } },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    }),
  );
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** The headers a request-independent middleware sets and removes, in its order. */
function recordHeaders(middleware: RequestHandler): { set: Array<[string, string]>; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => set.set(name, String(value)),
    removeHeader: (name: string) => {
      set.delete(name);
      removed.push(name);
    },
  };
  let done = false;
  void middleware({ headers: {} } as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('the security headers middleware did not finish synchronously');
  return { set: [...set], removed };
}

/** The API reference (Swagger UI: its bundle, its init file, inline styles, data: icons, the document). */
export const DOCS_PAGE_POLICY: Directives = {
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
};

/**
 * The customer's app (/app): scripts, styles, fonts and images from this origin only, requests to this
 * API only. No `'unsafe-inline'` anywhere: the built app has no inline script or style element.
 */
export const APP_PAGE_POLICY: Directives = {
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  formAction: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
};

/** The machine view: its script, Graphviz's WebAssembly, inline styles of the SVG, the JSON API. */
export const MACHINES_PAGE_POLICY: Directives = {
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
};
