import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { type Env, parseSecretsKey } from '../../config/env';

/**
 * Secrets at rest (webhook signing secrets, chat and CRM tokens) are sealed with AES-256-GCM:
 * `v1.<iv>.<tag>.<ciphertext>`, each part base64url, with a purpose string as additional
 * authenticated data so a value sealed for one column never opens as another.
 *
 * The key is `SECRETS_KEY` (required in production). Without it, development and tests use a
 * key generated once and kept in `<TRACKER_DATA_DIR>/secrets.key` (mode 0600), so the gateway,
 * the scheduler and the CLI of one checkout share it.
 */
export type SecretPurpose = 'webhook_endpoints.secret' | 'integrations.slack' | 'integrations.hubspot';

const keys = new Map<string, Buffer>();

function keyFromDataDir(dataDir: string): Buffer {
  const file = path.join(path.resolve(dataDir), 'secrets.key');
  const read = () => parseSecretsKey(readFileSync(file, 'utf8'));
  try {
    const key = read();
    if (key) return key;
    throw new Error(`${file} does not hold a 32-byte key; delete it or set SECRETS_KEY`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside, then linked into place: a concurrent process either wins or reads a whole file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
  const key = read();
  if (!key) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}

export function secretsKey(env: Pick<Env, 'SECRETS_KEY' | 'TRACKER_DATA_DIR' | 'NODE_ENV'>): Buffer {
  const id = env.SECRETS_KEY ? `env:${env.SECRETS_KEY}` : `dir:${path.resolve(env.TRACKER_DATA_DIR)}`;
  let key = keys.get(id);
  if (!key) {
    if (env.SECRETS_KEY) key = parseSecretsKey(env.SECRETS_KEY) ?? undefined;
    else if (env.NODE_ENV === 'production') throw new Error('SECRETS_KEY is required in production');
    else key = keyFromDataDir(env.TRACKER_DATA_DIR);
    if (!key) throw new Error('SECRETS_KEY must be 32 bytes as 64 hex characters or base64');
    keys.set(id, key);
  }
  return key;
}

export function sealSecret(key: Buffer, purpose: SecretPurpose, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export class SecretUnreadableError extends Error {}

export function openSecret(key: Buffer, purpose: SecretPurpose, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new SecretUnreadableError(`${purpose}: not a sealed value`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError(`${purpose}: cannot be decrypted with this SECRETS_KEY`);
  }
}
