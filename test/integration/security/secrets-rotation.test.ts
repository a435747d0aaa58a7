import { createCipheriv, randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { loadEnv } from '../../../src/config/env';
import type { Services } from '../../../src/core/context';
import { loadIntegration, setIntegration } from '../../../src/core/notifications/integrations.service';
import { createServices } from '../../../src/core/services';
import { keyId, SecretUnreadableError } from '../../../src/core/webhooks/secret-box';
import { openSigningSecret } from '../../../src/core/webhooks/webhook.query';
import { createLogger } from '../../../src/shared/logger';
import { seedWorkspace } from '../../support/app';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { api } from '../../support/http';
import { sqlOn } from '../../support/sql';
import { runTrackerInProcess } from '../../support/tracker-cli';

// The rotation runs the real CLI, a Node process of its own.
vi.setConfig({ testTimeout: 120_000 });

const OLD = randomBytes(32).toString('hex');
const NEW = randomBytes(32).toString('hex');
const SLACK = { token: 'xoxb-rotation-test-token', channel: 'C0ROTATE' };

/** What sealSecret wrote before sealed values carried a key id. */
function sealV1(keyHex: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

describe('rotating SECRETS_KEY (tracker admin secrets rotate)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let before: AppOnDatabase;
  let workspaceId: string;
  const secrets: string[] = [];

  const servicesWith = (env: Record<string, string>): Services =>
    createServices({ orm: db.orm, env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), log: createLogger('silent') });
  const sealed = async () =>
    sqlOn(db)<{ value: string }>(`select secret_enc as value from webhook_endpoints union all select config_enc from integrations`);
  const rotate = (env: Record<string, string>) =>
    runTrackerInProcess(['admin', 'secrets', 'rotate', '--batch-size', '1', '--json'], { NODE_ENV: 'test', DATABASE_URL: db.url, ...env });

  beforeAll(async () => {
    db = await createTestDatabase();
    before = await startAppOnDatabase(db.orm, { env: { SECRETS_KEY: OLD, WEBHOOKS_ALLOW_LOOPBACK: 'true' } });
    const ws = await seedWorkspace(before.services);
    workspaceId = ws.id;
    for (const n of [1, 2]) {
      const res = await api(before.baseUrl, 'POST', '/webhooks', { key: ws.writeKey, body: { url: `https://127.0.0.1:9/hook${n}`, events: ['play.created'] } });
      expect(res.status).toBe(201);
      secrets.push(res.body.secret);
    }
    await setIntegration(before.services, ws.id, 'slack', SLACK);
    // A value sealed before key ids existed (v1) is rotated too.
    const legacy = `whsec_${randomBytes(24).toString('base64url')}`;
    await sqlOn(db)(`update webhook_endpoints set secret_enc = ? where url like '%hook2'`, [sealV1(OLD, 'webhook_endpoints.secret', legacy)]);
    secrets[1] = legacy;
  });
  afterAll(async () => {
    await before?.close();
    await db?.drop();
  });

  async function openAll(services: Services) {
    const rows = await sqlOn(db)<{ secret_enc: string }>(`select secret_enc from webhook_endpoints order by url`);
    return {
      webhooks: rows.map((r) => openSigningSecret(services, r.secret_enc)),
      slack: await loadIntegration(services, services.orm.em.fork(), workspaceId, 'slack'),
    };
  }

  it('when the new key is set with the old one as SECRETS_KEY_PREVIOUS, then every secret still opens before the rotation', async () => {
    const during = servicesWith({ SECRETS_KEY: NEW, SECRETS_KEY_PREVIOUS: OLD });
    const opened = await openAll(during);
    expect(opened.webhooks).toEqual(secrets);
    expect(opened.slack).toMatchObject(SLACK);
    // Without the previous key, nothing sealed by the old one opens.
    await expect(openAll(servicesWith({ SECRETS_KEY: NEW }))).rejects.toBeInstanceOf(SecretUnreadableError);
  });

  it('when the key cannot open what is stored, then the rotation exits 1 with the reason and changes nothing', async () => {
    const stored = await sealed();
    const result = await rotate({ SECRETS_KEY: randomBytes(32).toString('hex') });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cannot be decrypted with SECRETS_KEY/);
    expect(await sealed()).toEqual(stored);
  });

  it('when rotate runs, then every row is re-sealed with the new key in batches, secrets unchanged, and the old key is no longer needed', async () => {
    const result = await rotate({ SECRETS_KEY: NEW, SECRETS_KEY_PREVIOUS: OLD });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ resealed: { webhook_endpoints: 2, integrations: 1 }, current: 0, key_id: keyId(Buffer.from(NEW, 'hex')) });

    const values = (await sealed()).map((r) => r.value);
    expect(values).toHaveLength(3);
    for (const value of values) expect(value.startsWith(`v2.${keyId(Buffer.from(NEW, 'hex'))}.`)).toBe(true);

    const after = await openAll(servicesWith({ SECRETS_KEY: NEW }));
    expect(after.webhooks).toEqual(secrets);
    expect(after.slack).toMatchObject(SLACK);
    await expect(openAll(servicesWith({ SECRETS_KEY: OLD }))).rejects.toBeInstanceOf(SecretUnreadableError);

    // A second run finds nothing left to do.
    const again = await rotate({ SECRETS_KEY: NEW });
    expect(JSON.parse(again.stdout)).toMatchObject({ resealed: { webhook_endpoints: 0, integrations: 0 }, current: 3 });
  });

  it("when the gateway runs on the new key alone, then a new endpoint's secret is sealed with it and opens to the secret returned once", async () => {
    const after = await startAppOnDatabase(db.orm, { env: { SECRETS_KEY: NEW, WEBHOOKS_ALLOW_LOOPBACK: 'true' } });
    try {
      const ws = await seedWorkspace(after.services, { name: 'After rotation' });
      const res = await api(after.baseUrl, 'POST', '/webhooks', { key: ws.writeKey, body: { url: 'https://127.0.0.1:9/new', events: ['play.created'] } });
      expect(res.status).toBe(201);
      const [row] = await sqlOn(db)<{ secret_enc: string }>('select secret_enc from webhook_endpoints where id = ?', [res.body.id]);
      expect(row!.secret_enc.startsWith(`v2.${keyId(Buffer.from(NEW, 'hex'))}.`)).toBe(true);
      expect(openSigningSecret(after.services, row!.secret_enc)).toBe(res.body.secret);
    } finally {
      await after.close();
    }
  });
});
