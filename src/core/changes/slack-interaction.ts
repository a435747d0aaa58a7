import { createHmac, timingSafeEqual } from 'node:crypto';

import { z } from 'zod';

import { CHANGE_VERDICTS } from '../../domain/vocabulary';
import { DomainError, NotFoundError, ValidationError } from '../../shared/errors';
import type { Services } from '../context';
import { em as fork } from '../context';
import { loadIntegration } from '../notifications/integrations.service';
import type { ChangeFeedback } from './feedback.schema';
import { giveFeedback } from './feedback.service';

/** Slack's replay window: a request whose timestamp is further than this from now is refused. */
export const SLACK_TIMESTAMP_WINDOW_S = 5 * 60;

/** The action id prefix of the verdict buttons in a chat alert: `change_feedback:<verdict>`, value the change id. */
export const FEEDBACK_ACTION_PREFIX = 'change_feedback:';

export class SlackSignatureError extends DomainError {
  constructor(message: string) {
    super(401, 'invalid_signature', message);
  }
}

/**
 * Slack's signing-secret scheme (api.slack.com/authentication/verifying-requests-from-slack):
 * `v0=` + hex HMAC-SHA256 of `v0:<X-Slack-Request-Timestamp>:<raw body>` under the app's signing
 * secret, compared in constant time; a timestamp more than five minutes from now is refused (a
 * replayed request).
 */
export function verifySlackSignature(secret: string, headers: { timestamp?: string; signature?: string }, rawBody: Buffer, nowMs: number): void {
  const ts = headers.timestamp ?? '';
  if (!/^\d{1,12}$/.test(ts)) throw new SlackSignatureError('X-Slack-Request-Timestamp is missing or not a number');
  if (Math.abs(nowMs / 1000 - Number(ts)) > SLACK_TIMESTAMP_WINDOW_S) throw new SlackSignatureError('X-Slack-Request-Timestamp is outside the five-minute window');
  const expected = Buffer.from(`v0=${createHmac('sha256', secret).update(`v0:${ts}:`).update(rawBody).digest('hex')}`);
  const given = Buffer.from(headers.signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new SlackSignatureError('X-Slack-Signature does not match');
}

const VerdictActionSchema = z.object({
  action_id: z.enum(CHANGE_VERDICTS.map((v) => `${FEEDBACK_ACTION_PREFIX}${v}`) as [string, ...string[]]),
  value: z.uuid(),
});

/** The parts of a `block_actions` payload a verdict button needs. */
const BlockActionsSchema = z.object({
  type: z.literal('block_actions'),
  team: z.object({ id: z.string().min(1).max(64) }),
  user: z.object({ id: z.string().min(1).max(64) }),
  actions: z.array(VerdictActionSchema).length(1),
});

function parsePayload(rawBody: Buffer): z.infer<typeof BlockActionsSchema> {
  const form = new URLSearchParams(rawBody.toString('utf8'));
  let json: unknown;
  try {
    json = JSON.parse(form.get('payload') ?? '');
  } catch {
    throw new ValidationError('The body holds no JSON payload field', [{ path: 'payload', message: 'expected payload=<JSON>' }]);
  }
  const parsed = BlockActionsSchema.safeParse(json);
  if (!parsed.success) {
    throw new ValidationError('Not a verdict button action', parsed.error.issues.map((i) => ({ path: ['payload', ...i.path].join('.'), message: i.message })));
  }
  return parsed.data;
}

/**
 * A verdict button pressed in a chat alert (Slack interactivity, POST /slack/interactions/{workspace}):
 * verified with the workspace's Slack signing secret before anything is read, then recorded as the
 * Slack user's verdict (`slack:<team id>:<user id>`). An unknown workspace and one without a signing
 * secret answer the same 404 (no request URL; which of the two is not told); a bad signature is 401 and a payload that is not a verdict button 400, both
 * changing nothing.
 */
export async function verdictFromSlack(
  services: Services,
  workspaceId: string,
  headers: { timestamp?: string; signature?: string },
  rawBody: Buffer,
): Promise<ChangeFeedback> {
  if (!z.uuid().safeParse(workspaceId).success) throw new NotFoundError('Slack request URL', 'No Slack request URL for this workspace');
  const slack = await loadIntegration(services, fork(services), workspaceId, 'slack');
  if (!slack?.signing_secret) throw new NotFoundError('Slack request URL', 'No Slack request URL for this workspace');
  verifySlackSignature(slack.signing_secret, headers, rawBody, services.wallClock.now().getTime());
  const payload = parsePayload(rawBody);
  const action = payload.actions[0]!;
  const verdict = action.action_id.slice(FEEDBACK_ACTION_PREFIX.length) as (typeof CHANGE_VERDICTS)[number];
  return giveFeedback(services, workspaceId, action.value, { verdict }, `slack:${payload.team.id}:${payload.user.id}`);
}
