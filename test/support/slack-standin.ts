import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express, { type Request, type Response } from 'express';

/**
 * A local stand-in for Slack's Web API, speaking its wire format for the methods the service
 * calls through `@slack/web-api`: `POST /api/<method>` with a form-encoded (the client's
 * default) or JSON body and `Authorization: Bearer <token>`, always answering HTTP 200 with
 * `{ ok: true, ... }` or `{ ok: false, error }`, except a rate limit: HTTP 429 with
 * `Retry-After`. Methods: chat.postMessage, users.lookupByEmail, conversations.open.
 * Every call is logged.
 */
export interface SlackCall {
  method: string;
  token: string | null;
  contentType: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- arguments as Slack received them
  args: Record<string, any>;
}

export interface SlackMessage {
  channel: string;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Block Kit JSON, inspected loosely
  blocks: any[];
  ts: string;
}

export interface SlackStandin {
  /** For `slackApiUrl` (ends with a slash). */
  apiUrl: string;
  calls: SlackCall[];
  messages: SlackMessage[];
  /** Answer the next `count` calls with 429 and this Retry-After (seconds). */
  rateLimitNext(count: number, retryAfterSeconds: number): void;
  close(): Promise<void>;
}

export async function startSlackStandin(options: {
  token: string;
  /** Channel ids and names the bot may post to. */
  channels: string[];
  /** email → Slack user id. */
  users: Record<string, string>;
}): Promise<SlackStandin> {
  const calls: SlackCall[] = [];
  const messages: SlackMessage[] = [];
  const dms = new Set<string>();
  let limited = 0;
  let retryAfter = 1;
  let ts = 1_700_000_000;

  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.use(express.json());
  app.post('/api/:method', (req: Request, res: Response) => {
    const method = String(req.params.method);
    const args = { ...(req.body as Record<string, unknown>) };
    const bearer = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? (typeof args.token === 'string' ? args.token : null);
    calls.push({ method, token: bearer, contentType: req.get('content-type') ?? '', args });
    if (limited > 0) {
      limited--;
      res.status(429).set('Retry-After', String(retryAfter)).json({ ok: false, error: 'ratelimited' });
      return;
    }
    const fail = (error: string) => res.json({ ok: false, error });
    if (bearer === null) return fail('not_authed');
    if (bearer !== options.token) return fail('invalid_auth');
    switch (method) {
      case 'chat.postMessage': {
        const channel = String(args.channel ?? '');
        if (!options.channels.includes(channel) && !dms.has(channel)) return fail('channel_not_found');
        const blocks = typeof args.blocks === 'string' ? JSON.parse(args.blocks) : (args.blocks ?? []);
        if (!args.text && blocks.length === 0) return fail('no_text');
        const message = { channel, text: String(args.text ?? ''), blocks, ts: `${++ts}.000100` };
        messages.push(message);
        return res.json({ ok: true, channel, ts: message.ts, message: { type: 'message', text: message.text, blocks, ts: message.ts } });
      }
      case 'users.lookupByEmail': {
        const id = options.users[String(args.email ?? '').toLowerCase()];
        if (!id) return fail('users_not_found');
        return res.json({ ok: true, user: { id, name: String(args.email).split('@')[0], profile: { email: args.email } } });
      }
      case 'conversations.open': {
        const users = String(args.users ?? '');
        if (!Object.values(options.users).includes(users)) return fail('user_not_found');
        const id = `D${users}`;
        dms.add(id);
        return res.json({ ok: true, channel: { id } });
      }
      default:
        return fail('unknown_method');
    }
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/`,
    calls,
    messages,
    rateLimitNext(count, seconds) {
      limited = count;
      retryAfter = seconds;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
