import express, { type Express } from 'express';

import { verdictFromSlack } from '../core/changes/slack-interaction';
import type { Services } from '../core/context';

/** Slack interactivity payloads are small form posts (a few kilobytes). */
const SLACK_BODY_LIMIT = '64kb';

/**
 * The Slack app's interactivity request URL, one per workspace: POST /slack/interactions/{workspace id}
 * with Slack's form-encoded `payload`. The raw bytes are kept for the signature check; the verdict
 * buttons of chat alerts land here (src/core/changes/slack-interaction.ts).
 */
export function mountSlackInteractions(app: Express, services: Services): void {
  app.post(
    '/slack/interactions/:workspace',
    express.raw({ type: () => true, limit: SLACK_BODY_LIMIT }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const headers = { timestamp: req.get('x-slack-request-timestamp'), signature: req.get('x-slack-signature') };
      const feedback = await verdictFromSlack(services, String(req.params.workspace), headers, body);
      res.status(200).json({ ok: true, verdict: feedback.verdict, change_id: feedback.change_id });
    },
  );
}
