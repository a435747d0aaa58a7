import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { limiterMaker } from '../../../src/gateway/rate-limit';
import { createSignInGuard, SIGN_IN_LIMITS } from '../../../src/mcp/sign-in-guard';
import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { authorizeUrl, hiddenField, pkce, registerClient, userWithPassword } from '../../support/mcp-oauth';

// Eleven real scrypt checks (32 MiB each): seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

const USER = { email: 'two.doors@acme.test', password: 'a long and unusual passphrase 19' };
const REDIRECT = 'http://127.0.0.1:53682/callback';
const FROM = '203.0.113.9';

/**
 * Two gateways over one database with RATE_LIMIT_STORE=postgres, as two replicas behind a load
 * balancer: A with the OAuth server mounted, B without. The sign-in budgets are one: ten failures
 * spread over both gateways and both sign-in doors lock the account everywhere.
 */
describe('the sign-in throttle shared by every gateway and both sign-in forms', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: AppOnDatabase;
  let b: AppOnDatabase;
  let ws: SeededWorkspace;
  let clientId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = { TRUST_PROXY: 'true', RATE_LIMIT_STORE: 'postgres' };
    a = await startAppOnDatabase(db.orm, { env, mcp: { endpointRateLimit: false } });
    b = await startAppOnDatabase(db.orm, { env });
    ws = await seedWorkspace(a.services);
    await userWithPassword(a.services, ws.id, USER.email, USER.password);
    clientId = (await registerClient(a.rootUrl)).body.client_id;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  function appSignIn(gateway: AppOnDatabase, password: string, from = FROM): Promise<Response> {
    return fetch(`${gateway.baseUrl}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email: USER.email, password }),
    });
  }

  async function oauthSignIn(password: string, from = FROM): Promise<Response> {
    const page = await fetch(authorizeUrl(a.rootUrl, { clientId, redirectUri: REDIRECT, challenge: pkce().challenge, scope: 'read' }));
    const request = hiddenField(await page.text(), 'request');
    return fetch(`${a.rootUrl}/oauth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
      body: new URLSearchParams({ request, email: USER.email, password }),
    });
  }

  it('when ten wrong passwords arrive over two gateways and both forms, then the account is locked on every one of them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await oauthSignIn(`wrong on the form ${i}`)).status);
    for (let i = 0; i < 3; i++) statuses.push((await appSignIn(a, `wrong on A ${i}`)).status);
    for (let i = 0; i < 3; i++) statuses.push((await appSignIn(b, `wrong on B ${i}`)).status);
    expect(statuses).toEqual(Array(10).fill(401));

    const lockedOnB = await appSignIn(b, USER.password);
    expect(lockedOnB.status).toBe(429);
    expect(lockedOnB.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await appSignIn(a, USER.password)).status).toBe(429);
    const lockedForm = await oauthSignIn(USER.password);
    expect(lockedForm.status).toBe(429);
    expect(await lockedForm.text()).toContain('Too many failed sign-ins');

    // The lockout is per address and account: the right password from elsewhere still signs in, on either gateway.
    expect((await appSignIn(b, USER.password, '203.0.113.10')).status).toBe(201);
  });

  it('when 50 guesses for one account arrive at once at two gateways, then exactly ten are let through to the password check', async () => {
    const make = limiterMaker({ store: 'postgres', orm: db.orm });
    // Two gateways' throttles on one store; the in-flight cap (per process) lifted so the shared budget alone decides.
    const limits = { ...SIGN_IN_LIMITS, inFlightPerAddress: 1000 };
    const gateways = [createSignInGuard(limits, make), createSignInGuard(limits, make)];
    const admissions = await Promise.all(Array.from({ length: 50 }, (_, i) => gateways[i % 2]!.admit('198.51.100.77', 'parallel@acme.test')));
    const admitted = admissions.filter((x) => x.ok);
    expect(admitted).toHaveLength(10);
    for (const x of admitted) if (x.ok) x.settle('failed');
    const refused = admissions.find((x) => !x.ok);
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('Too many failed sign-ins') });
    expect((await gateways[0]!.admit('198.51.100.77', 'parallel@acme.test')).ok).toBe(false);
  });
});
