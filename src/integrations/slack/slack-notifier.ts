import type * as SlackWebApi from '@slack/web-api';
import type { ChatPostMessageArguments } from '@slack/web-api';

import { ChatCallError, type ChatNotifier, type PlayAlert } from '../../core/ports/chat-notifier';
import { lazyPackage } from '../../shared/lazy-package';
import type { PlayMessage } from './play-message';

/** The official client, loaded when a notifier is first made (about half a CPU second that most processes never need). */
const slack = lazyPackage<typeof SlackWebApi>('@slack/web-api');

/** Slack's Web API base; a stand-in in tests (`slackApiUrl` must end with a slash). */
export const SLACK_API_URL = 'https://slack.com/api/';

/** Platform errors that no retry fixes: configuration or permission problems a person must solve. */
const PERMANENT = new Set([
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'invalid_auth',
  'not_authed',
  'account_inactive',
  'token_revoked',
  'token_expired',
  'missing_scope',
  'no_permission',
  'users_not_found',
  'user_not_found',
  'user_disabled',
  'cannot_dm_bot',
  'invalid_blocks',
  'msg_too_long',
  'restricted_action',
]);

interface SlackErrorLike {
  code?: string;
  data?: { error?: string };
  retryAfter?: number;
  statusCode?: number;
  message?: string;
}

function describe(err: unknown, method: string): ChatCallError {
  const e = (err ?? {}) as SlackErrorLike;
  const { ErrorCode } = slack();
  switch (e.code) {
    case ErrorCode.PlatformError: {
      const code = e.data?.error ?? 'unknown_error';
      return new ChatCallError(`Slack ${method} answered ${code}`, code, !PERMANENT.has(code));
    }
    case ErrorCode.RateLimitedError:
      return new ChatCallError(`Slack ${method} is rate limited`, 'ratelimited', true, (e.retryAfter ?? 30) * 1000);
    case ErrorCode.HTTPError:
      return new ChatCallError(`Slack ${method} failed with HTTP ${e.statusCode ?? '?'}`, `http_${e.statusCode ?? 0}`, true);
    case ErrorCode.RequestError:
      return new ChatCallError(`Slack could not be reached for ${method}: ${e.message ?? 'request error'}`, 'request_error', true);
    default:
      return new ChatCallError(`Slack ${method} failed: ${e.message ?? String(err)}`, 'unknown', true);
  }
}

/**
 * Slack through the official `@slack/web-api` client. Rate-limited calls are not retried
 * inside the client (`rejectRateLimitedCalls`): the caller reschedules at `Retry-After`,
 * so one busy workspace never holds a worker.
 */
/**
 * The play message's module, loaded at the first play posted: it names titles and companies as a person would
 * (`displayTitle`, `companyDisplayName`), and the title classifier behind them costs every process that builds the
 * services a quarter of a CPU second at start-up, while only a notification uses it (docs/decisions.md,
 * "Detection round 33 (speed34)").
 */
const playMessage = async (alert: PlayAlert, link: string): Promise<PlayMessage> => (await import('./play-message')).playMessage(alert, link);

export function slackNotifier(options: { token: string; apiUrl?: string; timeoutMs?: number }): ChatNotifier {
  const { LogLevel, WebClient } = slack();
  const client = new WebClient(options.token, {
    slackApiUrl: options.apiUrl ?? SLACK_API_URL,
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 0 },
    timeout: options.timeoutMs ?? 10_000,
    logLevel: LogLevel.ERROR,
  });
  const call = async <T>(method: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      throw describe(err, method);
    }
  };
  const post = async (channel: string, message: PlayMessage) => {
    const args: ChatPostMessageArguments = { channel, text: message.text, blocks: message.blocks, unfurl_links: false };
    const res = await call('chat.postMessage', () => client.chat.postMessage(args));
    return { channel: res.channel ?? channel, ts: res.ts ?? '' };
  };
  return {
    postToChannel: async (channel: string, alert: PlayAlert, link: string) => post(channel, await playMessage(alert, link)),
    postNotice: (channel: string, text: string) => post(channel, { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] }),
    async postToUserByEmail(email, alert, link) {
      const found = await call('users.lookupByEmail', () => client.users.lookupByEmail({ email }));
      const user = found.user?.id;
      if (!user) throw new ChatCallError(`Slack has no user with email ${email}`, 'users_not_found', false);
      const opened = await call('conversations.open', () => client.conversations.open({ users: user }));
      const channel = opened.channel?.id;
      if (!channel) throw new ChatCallError('Slack conversations.open returned no channel', 'no_channel', true);
      return { user, ...(await post(channel, await playMessage(alert, link))) };
    },
  };
}
