import type { RequestHandler } from 'express';

import type { Services } from '../core/context';
import { completeSalesforceConnect } from '../core/notifications/salesforce-connect';
import { DomainError } from '../shared/errors';

function page(title: string, text: string): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head>` +
    `<body><h1 id="result">${esc(title)}</h1><p>${esc(text)}</p></body></html>`;
}

/**
 * `GET /integrations/salesforce/callback`: where the org's login page sends the browser back
 * (code and state; the sealed state names the workspace, so no credential is needed). Answers a
 * page saying whether Salesforce is connected; a bad or expired state is a 400 page.
 */
export function salesforceCallback(services: Services): RequestHandler {
  return async (req, res) => {
    const q = req.query as Record<string, unknown>;
    const text = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : undefined);
    try {
      const view = await completeSalesforceConnect(services, { code: text('code'), state: text('state'), error: text('error'), error_description: text('error_description') });
      res.type('html').send(page('Salesforce connected', `The workspace now reads and writes ${view.instance_url}. You can close this window.`));
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      res.status(err.status).type('html').send(page('Salesforce was not connected', err.message));
    }
  };
}
