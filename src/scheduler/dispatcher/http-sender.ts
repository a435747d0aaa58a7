import { EventEmitter } from 'node:events';
import { isIP } from 'node:net';

import { Agent, request } from 'undici';

import { classifyAddress, describeKind, guardedLookup, type Resolve, urlHost } from '../../core/webhooks/url-guard';

export interface SendResult {
  ok: boolean;
  /** HTTP status, or null when no response came. */
  status: number | null;
  error: string | null;
}

export interface WebhookSender {
  send(url: string, headers: Record<string, string>, body: string): Promise<SendResult>;
  close(): Promise<void>;
}

export interface SenderOptions {
  allowLoopback: boolean;
  timeoutMs: number;
  /** Keep-alive connections per receiver origin. */
  connectionsPerOrigin: number;
  resolve?: Resolve;
}

const SNIPPET = 300;

function describeError(err: unknown, timeoutMs: number, timedOut: boolean): string {
  if (timedOut) return `timeout: no response within ${timeoutMs / 1000} s`;
  const e = err as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const code = e.code ?? e.cause?.code;
  switch (code) {
    case 'EBLOCKEDADDRESS':
      return `refused: ${e.message}`;
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'connection reset by the receiver';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `DNS lookup failed (${code})`;
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'timeout: could not connect';
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return `timeout: no response within ${timeoutMs / 1000} s`;
    default:
      return `${code ?? e.name ?? 'error'}: ${e.message ?? String(err)}`.slice(0, 300);
  }
}

async function readSnippet(body: AsyncIterable<Buffer>): Promise<string> {
  let text = '';
  for await (const chunk of body) {
    text += chunk.toString('utf8');
    if (text.length >= SNIPPET) break;
  }
  return text.slice(0, SNIPPET).replace(/\s+/g, ' ').trim();
}

/** Why a receiver URL is refused before connecting (scheme, an IP literal's kind), or null. */
function precheck(url: URL, allowLoopback: boolean, httpAllowed: boolean): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `refused: ${url.protocol} is not https`;
  if (url.protocol === 'http:' && !httpAllowed) return 'refused: http is not allowed (https only)';
  const host = urlHost(url);
  if (!isIP(host)) return null;
  const kind = classifyAddress(host);
  if (url.protocol === 'http:' && kind !== 'loopback') return `refused: http is allowed only for loopback receivers (${host})`;
  if (kind !== null && !(allowLoopback && kind === 'loopback')) {
    return `refused: ${host} is ${describeKind(kind)}; webhook receivers must be reachable on the public internet`;
  }
  return null;
}

type Target = { url: URL; refused: null } | { url: null; refused: string };

/** Each endpoint URL parsed and checked once (the address itself is checked at every connection). */
function targetCache(check: (url: URL) => string | null): (raw: string) => Target {
  const targets = new Map<string, Target>();
  return (raw) => {
    let target = targets.get(raw);
    if (!target) {
      let url: URL | null = null;
      try {
        url = new URL(raw);
      } catch {
        // refused below
      }
      const refused = url ? check(url) : 'refused: not a valid URL';
      target = url && !refused ? { url, refused: null } : { url: null, refused: refused ?? 'refused' };
      if (targets.size >= 10_000) targets.clear();
      targets.set(raw, target);
    }
    return target;
  };
}

/**
 * POSTs deliveries over keep-alive connections. Every connection resolves its host through
 * {@link guardedLookup} — resolve, check, and dial exactly the checked address — so a
 * rebinding DNS answer cannot reach a private address; IP-literal hosts (which skip the
 * lookup) are checked here. http is used only for loopback receivers, and only when
 * WEBHOOKS_ALLOW_LOOPBACK is set. Redirects are not followed. Success is a 2xx within the
 * time-out, which covers connecting, the answer and its body.
 */
export function createWebhookSender(options: SenderOptions): WebhookSender {
  const agentFor = (loopbackOnly: boolean) =>
    new Agent({
      connections: options.connectionsPerOrigin,
      keepAliveTimeout: 30_000,
      connect: {
        timeout: options.timeoutMs,
        lookup: guardedLookup({ allowLoopback: options.allowLoopback, loopbackOnly, resolve: options.resolve }) as never,
      },
    });
  const https = agentFor(false);
  const http = options.allowLoopback ? agentFor(true) : null;

  const targetOf = targetCache((url) => precheck(url, options.allowLoopback, http !== null));

  return {
    async send(raw, headers, body) {
      const target = targetOf(raw);
      if (target.url === null) return { ok: false, status: null, error: target.refused };
      const { url } = target;
      // An EventEmitter as the abort signal: undici accepts one, and it costs far less than an AbortController.
      const signal = new EventEmitter();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        signal.emit('abort');
      }, options.timeoutMs);
      try {
        const res = await request(url, {
          method: 'POST',
          headers,
          body,
          dispatcher: url.protocol === 'http:' ? (http ?? undefined) : https,
          signal,
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
        });
        if (res.statusCode >= 200 && res.statusCode < 300) {
          await res.body.dump({ limit: 64 * 1024 });
          return { ok: true, status: res.statusCode, error: null };
        }
        const snippet = await readSnippet(res.body).catch(() => '');
        return { ok: false, status: res.statusCode, error: `HTTP ${res.statusCode}${snippet ? `: ${snippet}` : ''}` };
      } catch (err) {
        return { ok: false, status: null, error: describeError(err, options.timeoutMs, timedOut) };
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await Promise.all([https.close(), http?.close()]);
    },
  };
}
