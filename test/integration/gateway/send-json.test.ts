import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';

import express, { type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sendJson } from '../../../src/gateway/send-json';

const BODY = { data: [{ id: 'é-1', name: 'Ünïcode 💼', at: '2026-11-27T15:04:05.123Z', n: 1.5, none: null }], page: 1, page_size: 20, total: 1 };
const BIG = { data: Array.from({ length: 40 }, (_, i) => ({ ...BODY.data[0], i })), page: 1, page_size: 50, total: 40 };

/** The same app twice: once answering with Express's res.json, once with sendJson. */
function app(answer: (req: Request, res: Response, status: number, body: unknown) => void) {
  const a = express();
  a.set('etag', false);
  a.disable('x-powered-by');
  a.get('/small', (req, res) => answer(req, res, 200, BODY));
  a.get('/big', (req, res) => answer(req, res, 200, BIG));
  a.get('/created', (req, res) => answer(req, res, 201, BIG));
  a.head('/big', (req, res) => answer(req, res, 200, BIG));
  return a.listen(0, '127.0.0.1');
}

/** The raw bytes of one answer, the Date header blanked. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let out = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (out += d));
    socket.on('end', () => resolve(out.replace(/^Date: .*$/m, 'Date: -')));
    socket.on('error', reject);
  });
}

describe('sendJson', () => {
  const viaExpress = app((_req, res, status, body) => res.status(status).json(body));
  const viaSendJson = app(sendJson);
  const port = (s: typeof viaExpress) => (s.address() as AddressInfo).port;

  beforeAll(async () => {
    await Promise.all([viaExpress, viaSendJson].map((s) => new Promise((r) => (s.listening ? r(null) : s.once('listening', r)))));
  });
  afterAll(() => {
    viaExpress.close();
    viaSendJson.close();
  });

  it.each([
    ['a small body', 'GET /small HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a body over 1,000 bytes', 'GET /big HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['another status', 'GET /created HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a HEAD request', 'HEAD /big HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['If-None-Match: * (Express answers 304)', 'GET /big HTTP/1.1\r\nHost: x\r\nIf-None-Match: *\r\nConnection: close\r\n\r\n'],
  ])('when a JSON answer is written for %s, then its bytes are those of res.json', async (_name, request) => {
    const expected = await raw(port(viaExpress), request);
    const actual = await raw(port(viaSendJson), request);
    expect(expected).toMatch(/^HTTP\/1\.1 \d{3}/);
    expect(actual).toBe(expected);
  });
});
