import { createRequire } from 'node:module';
import path from 'node:path';

import express, { type Router } from 'express';

import { DOCS_PAGE_POLICY, securityHeaders } from './security-headers';

const require = createRequire(import.meta.url);

/** The API reference page, served with Swagger UI's bundle from the package so it works offline. */
export function docsRouter(openapiUrl: string): Router {
  const assets = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const router = express.Router();
  router.use(securityHeaders(DOCS_PAGE_POLICY));
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Job-change tracking API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script></body></html>`;
  // validatorUrl: null stops Swagger UI from sending the document's URL to validator.swagger.io.
  const init = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(openapiUrl)}, dom_id: '#ui', deepLinking: true, validatorUrl: null });`;
  router.get('/', (_req, res) => {
    res.type('html').send(page);
  });
  router.get('/init.js', (_req, res) => {
    res.type('application/javascript').send(init);
  });
  router.use('/assets', express.static(assets, { index: false, maxAge: '1d' }));
  return router;
}
