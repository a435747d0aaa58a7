import { createServer, type Server } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { holdPort } from '../../../src/runtime/gateway-supervisor';
import { describeStartupError } from '../../../src/runtime/startup-errors';

let taken: Server;
let port: number;

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
});

describe('npm start on a port in use (src/main.ts reserves the API port before any child starts)', () => {
  it('when the API port is taken by another program, then start-up says which address, why, and which variable moves it', async () => {
    const failure = await holdPort('127.0.0.1', port).then(
      () => null,
      (err: unknown) => err,
    );

    expect(failure).not.toBeNull();
    expect(describeStartupError(failure)).toBe(
      `cannot listen on 127.0.0.1:${port}: it is already in use by another program. ` +
        'Stop that program or choose another port with PORT (API), SANDBOX_PORT, CHECKER_PORT or TRACKER_PG_PORT',
    );
  });

  it('when npm start holds the API port while the gateway loads, then no other program can take it until it is let go, and then it can', async () => {
    const hold = await holdPort('127.0.0.1', 0);
    const other = createServer();
    const whileHeld = await new Promise<string | undefined>((resolve) => {
      other.once('error', (err: NodeJS.ErrnoException) => resolve(err.code));
      other.listen(hold.port, '127.0.0.1', () => resolve(undefined));
    });
    expect(whileHeld).toBe('EADDRINUSE');

    await hold.release();
    await hold.release();
    await new Promise<void>((resolve, reject) => {
      other.once('error', reject);
      other.listen(hold.port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => other.close(resolve));
  });
});
