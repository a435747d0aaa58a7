import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes on a fresh socket (half-closing it unless `keepOpen`) and reads the whole reply. */
export function rawHttp(rootUrl: string, request: string | Buffer): Promise<RawResponse> {
  const { hostname, port } = new URL(rootUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.end(request));
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** The envelope of a raw response, or a thrown error saying why it is not one. */
export function rawEnvelope(res: RawResponse): { code: string; message: string } {
  const parsed = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
  const err = parsed.error;
  if (typeof err?.code !== 'string' || typeof err.message !== 'string') throw new Error(`no envelope: ${res.body}`);
  return { code: err.code, message: err.message };
}
