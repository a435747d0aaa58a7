import { pino } from 'pino';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';

import { DEFAULT_SANDBOX_PORT, runSandbox, sandboxOptionsFromEnv } from '../../../src/sandbox/main';

describe('sandbox entry point', () => {
  it('reads defaults and SANDBOX_* variables', () => {
    expect(sandboxOptionsFromEnv({})).toEqual({ port: DEFAULT_SANDBOX_PORT, host: '127.0.0.1', seed: 42, people: 5000, companies: 400, clockLocked: false });
    expect(
      sandboxOptionsFromEnv({ SANDBOX_PORT: '0', SANDBOX_SEED: '7', SANDBOX_PEOPLE: '1000', SANDBOX_COMPANIES: '', SANDBOX_API_KEYS: 'a, b,' }),
    ).toEqual({ port: 0, host: '127.0.0.1', seed: 7, people: 1000, companies: 400, apiKeys: ['a', 'b'], clockLocked: false });
    expect(() => sandboxOptionsFromEnv({ SANDBOX_PEOPLE: '300001' })).toThrow();
    expect(() => sandboxOptionsFromEnv({ SANDBOX_PORT: 'abc' })).toThrow();
  });

  it('when SANDBOX_WORLD_SPEC is a JSON world spec, then the world moves by it; a bad one stops start-up with its reason', () => {
    const options = sandboxOptionsFromEnv({ SANDBOX_WORLD_SPEC: '{"monthly_change_rate":0.05,"feed":null}' });
    expect(options.spec).toMatchObject({ monthly_change_rate: 0.05, feed: null, tenure_shape: 0.8 });
    expect(() => sandboxOptionsFromEnv({ SANDBOX_WORLD_SPEC: '{"monthly_change_rate":2}' })).toThrow(/SANDBOX_WORLD_SPEC is not a valid world spec/);
    expect(() => sandboxOptionsFromEnv({ SANDBOX_WORLD_SPEC: '{not json' })).toThrow(/SANDBOX_WORLD_SPEC/);
  });

  it('starts from the environment and logs its URL as JSON', async () => {
    const lines: string[] = [];
    const logger = pino({ name: 'sandbox' }, { write: (line: string) => lines.push(line) });
    const handle = await runSandbox({ SANDBOX_PORT: '0', SANDBOX_PEOPLE: '50', SANDBOX_API_KEYS: 'k1' }, logger);
    try {
      const logged = JSON.parse(lines[0]!) as { url: string; people: number; msg: string };
      expect(logged).toMatchObject({ url: handle.url, people: 50, seed: 42 });
      const res = await request(`${handle.url}/admin/clock`);
      expect(await res.body.json()).toEqual({ now: '2026-01-01', start_date: '2026-01-01', advanced_days: 0, locked: false });
      const unauthorized = await request(`${handle.url}/v1/companies/1`, { headers: { authorization: 'Bearer sandbox_test_key' } });
      await unauthorized.body.dump();
      expect(unauthorized.statusCode).toBe(401);
    } finally {
      await handle.close();
    }
  });
});
