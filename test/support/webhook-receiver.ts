import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A webhook receiver on loopback that records every request (raw body, headers) and answers
 * as told: a status, after a delay; it can go down (port closed: connection refused) and
 * come back up on the same port.
 */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- delivery bodies are inspected loosely
  body: any;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** Status to answer (default 204), optionally with a body. */
  respond(status: number, body?: string): void;
  /** Wait this long before answering (a slow receiver). */
  delay(ms: number): void;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(options: { path?: string; port?: number } = {}): Promise<WebhookReceiver> {
  const path = options.path ?? '/hooks';
  let status = 204;
  let answer = '';
  let delayMs = 0;
  const requests: ReceivedRequest[] = [];
  let server: Server | undefined;

  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const s = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let body: unknown = raw;
          try {
            body = JSON.parse(raw);
          } catch {
            // keep the text
          }
          requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw, body, at: Date.now() });
          const reply = () => {
            res.statusCode = status;
            res.end(answer);
          };
          if (delayMs > 0) setTimeout(reply, delayMs);
          else reply();
        });
      });
      s.keepAliveTimeout = 60_000;
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve(s));
    });

  server = await listen(options.port ?? 0);
  const port = (server.address() as AddressInfo).port;
  const down = async () => {
    if (!server) return;
    const s = server;
    server = undefined;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  return {
    url: `http://127.0.0.1:${port}${path}`,
    port,
    requests,
    respond(s, body = '') {
      status = s;
      answer = body;
    },
    delay(ms) {
      delayMs = ms;
    },
    down,
    async up() {
      if (!server) server = await listen(port);
    },
    close: down,
  };
}
