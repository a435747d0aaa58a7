import type { RequestHandler } from 'express';
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
 */
export function securityHeaders(directives: Directives = {}): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...LOCKED, ...directives } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
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
