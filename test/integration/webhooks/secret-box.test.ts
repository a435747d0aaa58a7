import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadEnv } from '../../../src/config/env';
import { openSecret, sealSecret, secretsKey, SecretUnreadableError } from '../../../src/core/webhooks/secret-box';

const dir = mkdtempSync(path.join(tmpdir(), 'secrets-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('secrets at rest', () => {
  it('when sealed and opened with the same key and purpose, then the value comes back; another purpose or key cannot open it', () => {
    const key = secretsKey(loadEnv({ NODE_ENV: 'test', SECRETS_KEY: 'a'.repeat(64) }));
    const sealed = sealSecret(key, 'webhook_endpoints.secret', 'whsec_abc');
    // v2.<key id>.<iv>.<tag>.<ciphertext>: the key id says which key sealed it (for rotations).
    expect(sealed).toMatch(/^v2\.[0-9a-f]{16}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('whsec');
    expect(openSecret(key, 'webhook_endpoints.secret', sealed)).toBe('whsec_abc');
    expect(() => openSecret(key, 'integrations.slack', sealed)).toThrow(SecretUnreadableError);
    const other = secretsKey(loadEnv({ NODE_ENV: 'test', SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') }));
    expect(() => openSecret(other, 'webhook_endpoints.secret', sealed)).toThrow(SecretUnreadableError);
  });

  it('when no SECRETS_KEY is set outside production, then one key is generated in the data dir (0600) and reused', () => {
    const env = loadEnv({ NODE_ENV: 'development', TRACKER_DATA_DIR: path.join(dir, 'data') });
    const first = secretsKey(env);
    const file = path.join(dir, 'data', 'secrets.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'hex').equals(first)).toBe(true);
    expect(first).toHaveLength(32);
  });

  it('when production has no SECRETS_KEY or a malformed one, then configuration fails naming the variable', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEY: is required in production/);
    expect(() => loadEnv({ NODE_ENV: 'test', SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY: must be 32 bytes/);
    expect(() => loadEnv({ NODE_ENV: 'production', SECRETS_KEY: 'b'.repeat(64), WEBHOOKS_ALLOW_LOOPBACK: 'true' })).toThrow(
      /WEBHOOKS_ALLOW_LOOPBACK/,
    );
    expect(loadEnv({ NODE_ENV: 'production', SECRETS_KEY: 'b'.repeat(64) }).SECRETS_KEY).toBe('b'.repeat(64));
  });
});
