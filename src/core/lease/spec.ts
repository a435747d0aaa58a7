/**
 * Describes one kind of leased work: which table holds it, how a row is keyed, when it is
 * due, where its lease lives, in which order rows are handed out, and what marks a row
 * claimable, held, released or dead. Every fragment is static SQL written by the module
 * that declares the spec (no user input); values travel as bound parameters only.
 */
export interface LeaseSpec {
  /** Names the statements in logs and errors, e.g. `second_look`. */
  name: string;
  table: string;
  /** The key column; keys travel as text and are cast to `keyType`. */
  key: string;
  keyType: 'bigint' | 'uuid';
  /** A timestamptz column: a row is claimable once it is `<= now`. */
  due?: string;
  /**
   * The lease expiry column (timestamptz); a row whose expiry has passed may be claimed again.
   * It may be the due column itself (a lease that is a moved `next_attempt_at`: `due` and
   * `until` name the same column; `release` moves it to the retry-at). Without it the lease is the row lock of the
   * caller's transaction: the claim only locks (the claim lock, no write), the
   * transaction's end releases, a killed worker's rows are claimable at once, and there is
   * nothing to renew or sweep.
   */
  until?: string;
  /**
   * `false`: the expiry is not consulted by the claim; the `filter` alone says what is
   * claimable (a status column), and held rows come back by `release` or `sweep`.
   */
  expires?: boolean;
  /** The lease owner column (uuid): renew, settle and release only touch rows the caller owns. */
  owner?: string;
  /** The attempts column, incremented by each claim (leases with an expiry only); without it no count and no `dead`. */
  attempts?: string;
  /** `order by` of the claim, over alias `t` (e.g. `t.due_at, t.id`). */
  order: string;
  /** Extra claimable condition over alias `t`; its `?` placeholders are bound by the claim's `where` values. */
  filter?: string;
  /** What a held row also satisfies (alias `t`), besides the owner; e.g. `t.status = 'leased'`. */
  held?: string;
  /**
   * Extra `set` assignments when claimed / released / settled (alias-free column names). The
   * `?` placeholders of `onRelease` and `onSettle` are bound by the verb's `values`; `sweep`
   * binds none, so a spec that is swept keeps `onRelease` free of placeholders.
   */
  onClaim?: string;
  onRelease?: string;
  /**
   * How a row is settled: deleted, or updated with these assignments. Without it the spec has
   * no settle verb (the queue's outcome is written by its own transition, e.g. deliveries).
   */
  onSettle?: 'delete' | string;
  /** A row claimed again after this many attempts is marked dead (with `set`) instead of handed out. */
  dead?: { maxAttempts: number; set: string };
  /**
   * What a claim returns, over the claimed rows as alias `c`, optionally joined
   * (e.g. `c.id::text as item_id, p.social_url` with `join profiles p on p.id = c.profile_id`).
   */
  returning: string;
  join?: string;
  /**
   * Run the verbs as named prepared statements (`lease_<name>_<verb>`, parsed and planned once
   * per connection) instead of plain bound queries: for the verbs of a hot path.
   */
  prepared?: boolean;
}

/** `t.<col>`: a column of the leased table under alias `t`. */
export const col = (name: string): string => `t.${name}`;

/** Whether the claim consults the expiry column (not for a status-driven lease, nor when it is the due column). */
export const consultsExpiry = (spec: LeaseSpec): boolean => spec.until !== undefined && spec.until !== spec.due && spec.expires !== false;

/**
 * The columns of a queue leased by expiry under an owner token, oldest due first: a bigint `id`,
 * `due_at`, `leased_until`, `lease_token` and `attempts` (finder jobs, second looks).
 */
export const DUE_AT_LEASE_COLUMNS = {
  key: 'id',
  keyType: 'bigint',
  due: 'due_at',
  until: 'leased_until',
  owner: 'lease_token',
  attempts: 'attempts',
  order: 't.due_at, t.id',
} as const satisfies Partial<LeaseSpec>;
