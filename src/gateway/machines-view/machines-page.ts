import { createRequire } from 'node:module';
import path from 'node:path';

import express, { type Router } from 'express';

import { MACHINES_PAGE_POLICY, securityHeaders } from '../security-headers';
import { VIEW_SCRIPT } from './view-script';

const require = createRequire(import.meta.url);

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lifecycle machines</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 80rem; padding: 1rem 2rem; color: #1d2330; }
  header { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
  .machine, #path { border-top: 1px solid #d5d9e2; padding: .5rem 0; }
  .graph { overflow-x: auto; }
  .graph svg { max-width: 100%; height: auto; }
  .refused { color: #c0392b; }
  input, select, button { font: inherit; padding: .3rem .5rem; max-width: 100%; box-sizing: border-box; }
  #path li { overflow-wrap: anywhere; }
  @media (max-width: 600px) { body { padding: .5rem .75rem; } }
</style></head>
<body>
<h1>Lifecycle machines</h1>
<form id="signin"><label>API key (read scope is enough) <input id="key" type="password" autocomplete="off" required></label>
<button type="submit">Sign in</button>
<p>The key stays in this tab (sessionStorage) and is sent to this server only.</p></form>
<div id="view" hidden>
<header>
  <label>Edges over the last <select id="window"><option>1h</option><option selected>24h</option><option>7d</option><option>30d</option></select></label>
  <form id="lookup"><select id="lookup-machine"></select> <input id="lookup-id" placeholder="id (UUID)" size="38" required>
  <button type="submit">Draw its path</button></form>
  <button id="signout" type="button">Sign out</button>
</header>
<p id="status"></p>
<div id="path"></div>
<div id="machines"></div>
</div>
<script src="/machines/assets/viz-global.js"></script>
<script src="/machines/view.js"></script>
</body></html>`;

/** The machine view at /machines: the page, its script and the Graphviz bundle, all from this server. */
export function machinesRouter(): Router {
  // The package exports only its entry points; `viz-global.js` (the browser build) sits beside them in dist/.
  const assets = path.dirname(require.resolve('@viz-js/viz'));
  const router = express.Router();
  // Only this origin: the page, its script, Graphviz's WebAssembly and the JSON API.
  router.use(securityHeaders(MACHINES_PAGE_POLICY));
  router.get('/', (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get('/view.js', (_req, res) => {
    res.type('application/javascript').send(VIEW_SCRIPT);
  });
  router.use('/assets', express.static(assets, { index: false, maxAge: '1d' }));
  return router;
}
