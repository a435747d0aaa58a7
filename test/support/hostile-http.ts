import net from 'node:net';

/**
 * Raw HTTP/1.x exchanges for the transport tests: the hostile request shapes of issue #25 by
 * category, seeded byte mutations of valid requests, and a reader that splits what a server
 * sends back into responses (Content-Length or chunked) until it closes.
 */

export interface Shape {
  category: 'parser' | 'smuggling' | 'version' | 'target' | 'tls';
  name: string;
  bytes: Buffer;
}

const HOST = 'Host: 127.0.0.1\r\n';
const text = (s: string) => Buffer.from(s, 'latin1');

/** A POST whose head is given; the body follows as written. */
const post = (headers: string, body: string) => text(`POST /v1/contacts HTTP/1.1\r\n${HOST}Content-Type: application/json\r\n${headers}\r\n${body}`);

/** A TLS 1.2 ClientHello record's first bytes, as a browser sends to an https:// URL on a plain port. */
const CLIENT_HELLO = Buffer.from(
  '16030100a5010000a10303' + '00'.repeat(32) + '000020c02bc02fc02cc030cca9cca8c013c014009c009d002f0035000a0100005800000014',
  'hex',
);

/** Every hostile shape the issue names; each must be a 4xx in the envelope or a closed socket. */
export const HOSTILE_SHAPES: Shape[] = [
  { category: 'parser', name: 'invalid method token', bytes: text(`G@T /v1/me HTTP/1.1\r\n${HOST}\r\n`) },
  { category: 'parser', name: 'unknown method', bytes: text(`FROB /v1/me HTTP/1.1\r\n${HOST}\r\n`) },
  { category: 'parser', name: 'lower-case method', bytes: text(`get /healthz HTTP/1.1\r\n${HOST}\r\n`) },
  { category: 'parser', name: 'NUL in a header value', bytes: text(`GET /healthz HTTP/1.1\r\n${HOST}X-Note: a\0b\r\n\r\n`) },
  { category: 'parser', name: 'CR alone in a header value', bytes: text(`GET /healthz HTTP/1.1\r\n${HOST}X-Note: a\rb\r\n\r\n`) },
  { category: 'parser', name: 'control byte in a header name', bytes: text(`GET /healthz HTTP/1.1\r\n${HOST}X\x01Note: b\r\n\r\n`) },
  { category: 'parser', name: 'space before the colon', bytes: text(`GET /healthz HTTP/1.1\r\n${HOST}X-Note : b\r\n\r\n`) },
  { category: 'parser', name: 'no Host header', bytes: text('GET /healthz HTTP/1.1\r\n\r\n') },
  { category: 'parser', name: 'two Host headers', bytes: text(`GET /healthz HTTP/1.1\r\n${HOST}Host: evil.example\r\n\r\n`) },
  { category: 'parser', name: 'headers over the size limit', bytes: text(`GET /healthz HTTP/1.1\r\n${HOST}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`) },
  { category: 'parser', name: 'request line over the size limit', bytes: text(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\n${HOST}\r\n`) },
  { category: 'parser', name: 'obs-fold header line', bytes: text(`GET /healthz HTTP/1.1\r\n${HOST}X-Note: a\r\n b\r\n\r\n`) },
  { category: 'parser', name: 'garbage line', bytes: text('\x7f\x00\xff garbage \r\n\r\n') },
  { category: 'smuggling', name: 'Content-Length then Transfer-Encoding', bytes: post('Content-Length: 4\r\nTransfer-Encoding: chunked\r\n', '0\r\n\r\n') },
  { category: 'smuggling', name: 'Transfer-Encoding then Content-Length', bytes: post('Transfer-Encoding: chunked\r\nContent-Length: 4\r\n', '0\r\n\r\n') },
  { category: 'smuggling', name: 'two different Content-Lengths', bytes: post('Content-Length: 2\r\nContent-Length: 3\r\n', '{}x') },
  { category: 'smuggling', name: 'Content-Length list', bytes: post('Content-Length: 2, 2\r\n', '{}') },
  { category: 'smuggling', name: 'signed Content-Length', bytes: post('Content-Length: +2\r\n', '{}') },
  { category: 'smuggling', name: 'negative Content-Length', bytes: post('Content-Length: -1\r\n', '{}') },
  { category: 'smuggling', name: 'chunked not last', bytes: post('Transfer-Encoding: chunked, identity\r\n', '0\r\n\r\n') },
  { category: 'smuggling', name: 'xchunked', bytes: post('Transfer-Encoding: xchunked\r\n', '0\r\n\r\n') },
  { category: 'smuggling', name: 'Transfer-Encoding with a tab before the value and a bare LF', bytes: post('Transfer-Encoding:\tchunked\n', '0\r\n\r\n') },
  { category: 'smuggling', name: 'invalid chunk size', bytes: post('Transfer-Encoding: chunked\r\n', 'zz\r\n{}\r\n0\r\n\r\n') },
  { category: 'smuggling', name: 'chunk size overflow', bytes: post('Transfer-Encoding: chunked\r\n', 'fffffffffffffffffff\r\n{}\r\n0\r\n\r\n') },
  { category: 'smuggling', name: 'chunk extensions over the limit', bytes: post('Transfer-Encoding: chunked\r\n', `2;${'a'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`) },
  { category: 'smuggling', name: 'body shorter than Content-Length', bytes: post('Content-Length: 100\r\n', '{}') },
  { category: 'smuggling', name: 'request hidden in a GET body', bytes: text(`GET /healthz HTTP/1.1\r\n${HOST}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /metrics HTTP/1.1\r\n${HOST}\r\n`) },
  { category: 'version', name: 'HTTP/1.0', bytes: text(`GET /healthz HTTP/1.0\r\n${HOST}\r\n`) },
  { category: 'version', name: 'HTTP/1.0 with keep-alive', bytes: text(`GET /healthz HTTP/1.0\r\n${HOST}Connection: keep-alive\r\n\r\n`) },
  { category: 'version', name: 'HTTP/0.9', bytes: text('GET /healthz\r\n') },
  { category: 'version', name: 'HTTP/1.2', bytes: text(`GET /healthz HTTP/1.2\r\n${HOST}\r\n`) },
  { category: 'version', name: 'HTTP/2 preface on HTTP/1', bytes: text('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n') },
  { category: 'version', name: 'HTTP/3.0', bytes: text(`GET /healthz HTTP/3.0\r\n${HOST}\r\n`) },
  { category: 'target', name: 'absolute-form target', bytes: text(`GET http://127.0.0.1/healthz HTTP/1.1\r\n${HOST}\r\n`) },
  { category: 'target', name: 'absolute-form target for another host', bytes: text(`GET http://evil.example/v1/me HTTP/1.1\r\n${HOST}\r\n`) },
  { category: 'target', name: 'authority-form CONNECT', bytes: text(`CONNECT 127.0.0.1:22 HTTP/1.1\r\n${HOST}\r\n`) },
  { category: 'target', name: 'asterisk-form GET', bytes: text(`GET * HTTP/1.1\r\n${HOST}\r\n`) },
  { category: 'target', name: 'target without a leading slash', bytes: text(`GET healthz HTTP/1.1\r\n${HOST}\r\n`) },
  { category: 'tls', name: 'TLS ClientHello', bytes: CLIENT_HELLO },
  { category: 'tls', name: 'SSLv2-style hello', bytes: Buffer.from('802b0103010012000000100000', 'hex') },
];

/** A small deterministic generator (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SPECIAL = [0x00, 0x0d, 0x0a, 0x20, 0x3a, 0x09, 0x7f, 0xff, 0x2c, 0x3b, 0x22, 0x5c];

/** One to three seeded edits of `request`: byte flips, special bytes inserted, ranges cut or doubled, truncation. */
export function mutate(request: Buffer, rng: () => number): { bytes: Buffer; edits: string[] } {
  let bytes = Buffer.from(request);
  const edits: string[] = [];
  const count = 1 + Math.floor(rng() * 3);
  for (let i = 0; i < count; i++) {
    const at = Math.floor(rng() * bytes.length);
    const kind = Math.floor(rng() * 5);
    if (kind === 0) {
      bytes[at] = Math.floor(rng() * 256);
      edits.push(`byte ${at} = ${bytes[at]}`);
    } else if (kind === 1) {
      const b = SPECIAL[Math.floor(rng() * SPECIAL.length)]!;
      bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from([b]), bytes.subarray(at)]);
      edits.push(`insert ${b} at ${at}`);
    } else if (kind === 2) {
      const len = 1 + Math.floor(rng() * 8);
      bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + len)]);
      edits.push(`cut ${len} at ${at}`);
    } else if (kind === 3) {
      const len = 1 + Math.floor(rng() * 24);
      bytes = Buffer.concat([bytes.subarray(0, at + len), bytes.subarray(at, at + len), bytes.subarray(at + len)]);
      edits.push(`double ${len} at ${at}`);
    } else {
      bytes = bytes.subarray(0, Math.max(1, at));
      edits.push(`truncate at ${at}`);
    }
  }
  return { bytes, edits };
}

export interface ParsedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits raw response bytes into responses; stops at the first one that is incomplete or unparseable. */
export function parseResponses(raw: Buffer): { responses: ParsedResponse[]; rest: number } {
  const responses: ParsedResponse[] = [];
  let at = 0;
  while (at < raw.length) {
    const headEnd = raw.indexOf('\r\n\r\n', at);
    if (headEnd < 0) break;
    const [statusLine = '', ...lines] = raw.subarray(at, headEnd).toString('latin1').split('\r\n');
    const status = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1];
    if (!status) break;
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    let bodyStart = headEnd + 4;
    let body: Buffer;
    if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = raw.indexOf('\r\n', bodyStart);
        if (lineEnd < 0) return { responses, rest: raw.length - at };
        const size = parseInt(raw.subarray(bodyStart, lineEnd).toString('latin1'), 16);
        bodyStart = lineEnd + 2 + size + 2;
        if (size === 0) break;
        chunks.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (bodyStart + length > raw.length) break;
      body = raw.subarray(bodyStart, bodyStart + length);
      bodyStart += length;
    }
    responses.push({ status: Number(status), headers, body: body.toString('utf8') });
    at = bodyStart;
  }
  return { responses, rest: raw.length - at };
}

export interface Exchange {
  responses: ParsedResponse[];
  /** Bytes after the last whole response (a cut-off answer). */
  rest: number;
  /** How the connection ended: closed by the server, reset, or still open when we gave up. */
  end: 'closed' | 'reset' | 'hung';
}

/**
 * Opens a connection, writes each part in turn (waiting for `waitFor[i]` whole responses before
 * part i), half-closes after the last, and reads until the server closes. `hung` after `timeoutMs`.
 */
export function exchange(port: number, parts: Buffer[], options: { waitFor?: number[]; timeoutMs?: number } = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let next = 0;
    let done = false;
    const socket = net.connect(port, '127.0.0.1');
    const finish = (end: Exchange['end']) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseResponses(Buffer.concat(chunks)), end });
    };
    const timer = setTimeout(() => finish('hung'), options.timeoutMs ?? 8_000);
    const writeNext = () => {
      while (next < parts.length) {
        const needed = options.waitFor?.[next] ?? 0;
        if (parseResponses(Buffer.concat(chunks)).responses.length < needed) return;
        const part = parts[next++]!;
        if (next === parts.length) socket.end(part);
        else socket.write(part);
      }
    };
    socket.on('connect', writeNext);
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      writeNext();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => finish(err.code === 'ECONNRESET' || err.code === 'EPIPE' ? 'reset' : 'closed'));
    socket.on('close', () => finish('closed'));
  });
}

/** Why a response is not a 4xx in the envelope, or null when it is one. */
export function notRefusal(res: ParsedResponse): string | null {
  if (res.status < 400 || res.status >= 500) return `status ${res.status}`;
  try {
    const err = (JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } }).error;
    if (typeof err?.code === 'string' && typeof err.message === 'string') return null;
  } catch {
    // not JSON
  }
  return `no envelope: ${res.body.slice(0, 120)}`;
}
