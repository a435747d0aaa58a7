import { existsSync } from 'node:fs';
import path from 'node:path';

import express, { type Response, type Router } from 'express';

import { APP_PAGE_POLICY, securityHeaders } from './security-headers';

/** Vite puts content-hashed files under assets/: they never change, so browsers keep them a year. */
const HASHED_ASSETS = /^\/assets\//;

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>The app is not built</title></head>
<body><h1>The app is not built</h1>
<p>This server has no built app to serve. Build it with <code>npm run build</code> (or start the service with
<code>npm start</code>, which builds it when it is missing), then reload this page. The API and its reference at
<a href="/docs">/docs</a> work without it.</p></body></html>`;

/**
 * The customer's app (a single-page app built by Vite into `dir`) under /app: its files, and
 * index.html for every other path below /app (the app routes in the browser). The CSP allows
 * scripts, styles and requests from this origin only: no inline script, nothing from elsewhere.
 * Without a built app, /app answers a page saying so (503), never a 500.
 */
export function appRouter(dir: string): Router {
  const root = path.resolve(dir);
  const index = path.join(root, 'index.html');
  const router = express.Router();
  router.use(securityHeaders(APP_PAGE_POLICY));
  router.use(
    express.static(root, {
      index: false,
      redirect: false,
      setHeaders: (res, file) => {
        const relative = `/${path.relative(root, file).split(path.sep).join('/')}`;
        res.set('Cache-Control', HASHED_ASSETS.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  const page = (_req: unknown, res: Response) => {
    if (!existsSync(index)) {
      res.status(503).type('html').set('Cache-Control', 'no-store').send(NOT_BUILT);
      return;
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(index, (err) => {
      if (err && !res.headersSent) res.status(503).type('html').send(NOT_BUILT);
    });
  };
  router.get('/', page);
  router.get('/*splat', page);
  return router;
}
