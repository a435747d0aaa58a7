import { createHash } from 'node:crypto';

import pg from 'pg';

import type { Orm } from '../../db/orm';
import type { Logger } from '../../shared/logger';
import type { ResolvedCredential } from '../context';

/** The channel the credential triggers notify (migration 20261126000000_credential_notify). */
export const CREDENTIALS_CHANNEL = 'tracker_credentials';

export interface CredentialCacheOptions {
  /** Longest an entry is trusted, even with no notification (a guard, not the revocation path). */
  ttlMs: number;
  /** Entries at most; beyond it the cache starts again empty. */
  maxEntries: number;
  /** How soon a lost listening connection is tried again. */
  reconnectMs?: number;
}

interface Entry {
  value: ResolvedCredential;
  until: number;
}

/**
 * API keys this gateway has resolved, by the SHA-256 of the key, so a request costs no lookup.
 * Revocation: every change that can end a key's access notifies `tracker_credentials` on commit
 * (database triggers, so the CLI and hand-written SQL count too), and each gateway holding a
 * LISTEN connection empties its cache when the notification arrives (milliseconds after the
 * commit). While that connection is down the cache is bypassed — nothing is served from it
 * until the gateway listens again — so no gateway can go on trusting a revoked key. Revoking
 * in this process also empties it at once (`credentialsChanged`), before the notification.
 */
export class CredentialCache {
  private entries = new Map<string, Entry>();
  private listening = false;
  private client: pg.Client | null = null;
  private closed = false;
  /** Moves on every clear, so a lookup that raced a revocation does not store its stale answer. */
  epoch = 0;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
    private readonly options: CredentialCacheOptions,
  ) {}

  static keyOf(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  get(key: string): ResolvedCredential | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: ResolvedCredential, epoch: number): void {
    if (!this.listening || epoch !== this.epoch) return;
    if (this.entries.size >= this.options.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: Date.now() + this.options.ttlMs });
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }

  /** Opens the LISTEN connection; resolves once listening (or after the first failure, bypassed). */
  async start(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = false;
      this.clear();
      if (this.closed) return;
      this.log.warn({ err }, 'credential cache bypassed: its notification connection was lost; reconnecting');
      setTimeout(() => void this.start(), this.options.reconnectMs ?? 1_000).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', () => this.clear());
    this.client = client;
    try {
      await client.connect();
      await client.query(`listen ${CREDENTIALS_CHANNEL}`);
      this.clear();
      this.listening = this.client === client;
    } catch (err) {
      lost(err as Error);
      client.end().catch(() => {});
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    this.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

const caches = new WeakMap<Orm, CredentialCache>();

/** The cache the gateway on this ORM uses (one per process and database). */
export function attachCredentialCache(orm: Orm, cache: CredentialCache): void {
  caches.set(orm, cache);
}

export function credentialCacheOf(orm: Orm): CredentialCache | undefined {
  return caches.get(orm);
}

/** Empties this process's cache now (a revocation made here), ahead of the notification. */
export function credentialsChanged(orm: Orm): void {
  caches.get(orm)?.clear();
}
