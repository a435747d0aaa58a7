import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { type Env, parseSecretsKey } from '../../config/env';

/**
 * Secrets at rest (webhook signing secrets, chat and CRM tokens) are sealed with AES-256-GCM:
 * `v2.<key id>.<iv>.<tag>.<ciphertext>`, each part base64url, with a purpose string as additional
 * authenticated data so a value sealed for one column never opens as another. The key id (the
 * first 8 bytes of the key's SHA-256) says which key sealed it, so a rotation knows what is left
 * to re-seal. `v1.<iv>.<tag>.<ciphertext>` (before key ids) still opens with either key.
 *
 * The key is `SECRETS_KEY` (required in production); during a rotation `SECRETS_KEY_PREVIOUS`
 * opens what the old key sealed. Without SECRETS_KEY, development and tests use a key generated
 * once and kept in `<TRACKER_DATA_DIR>/secrets.key` (mode 0600), so the gateway, the scheduler
 * and the CLI of one checkout share it.
 */
export type SecretPurpose =
  | 'webhook_endpoints.secret'
  | 'integrations.slack'
  | 'integrations.hubspot'
  | 'integrations.salesforce'
  | 'salesforce.oauth_state';

/** The key that seals, and the keys that may open (the sealing one first). */
export interface SecretKeyring {
  current: Buffer;
  previous: Buffer | null;
}

/** The 16-hex-character id written into every sealed value. */
export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

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

/** SECRETS_KEY (or the development key) and SECRETS_KEY_PREVIOUS when a rotation is under way. */
export function secretsKeyring(env: Pick<Env, 'SECRETS_KEY' | 'SECRETS_KEY_PREVIOUS' | 'TRACKER_DATA_DIR' | 'NODE_ENV'>): SecretKeyring {
  const current = secretsKey(env);
  const previous = env.SECRETS_KEY_PREVIOUS ? parseSecretsKey(env.SECRETS_KEY_PREVIOUS) : null;
  return { current, previous: previous && !previous.equals(current) ? previous : null };
}

const ring = (keys: Buffer | SecretKeyring): SecretKeyring => (Buffer.isBuffer(keys) ? { current: keys, previous: null } : keys);

export function sealSecret(keys: Buffer | SecretKeyring, purpose: SecretPurpose, plaintext: string): string {
  const key = ring(keys).current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v2', keyId(key), ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join('.');
}

export class SecretUnreadableError extends Error {}

function decrypt(key: Buffer, purpose: SecretPurpose, iv: string, tag: string, body: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The id of the key that sealed `sealed`, or null for a `v1` value (sealed before key ids). */
export function sealedKeyId(sealed: string): string | null {
  const [version, id] = sealed.split('.');
  return version === 'v2' && id ? id : null;
}

/** Opens a sealed value with whichever key of the ring sealed it. */
export function openSecret(keys: Buffer | SecretKeyring, purpose: SecretPurpose, sealed: string): string {
  const { current, previous } = ring(keys);
  const parts = sealed.split('.');
  const [version] = parts;
  const id = version === 'v2' ? (parts[1] ?? '') : null;
  const [iv, tag, body] = parts.slice(version === 'v2' ? 2 : 1);
  if ((version !== 'v1' && version !== 'v2') || !iv || !tag || body === undefined) throw new SecretUnreadableError(`${purpose}: not a sealed value`);
  const candidates = [current, previous].filter((k): k is Buffer => k !== null && (id === null || keyId(k) === id));
  for (const key of candidates) {
    const plain = decrypt(key, purpose, iv, tag, body);
    if (plain !== null) return plain;
  }
  throw new SecretUnreadableError(`${purpose}: cannot be decrypted with SECRETS_KEY${previous ? ' or SECRETS_KEY_PREVIOUS' : ''}`);
}
