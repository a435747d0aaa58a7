import type { EntityManager } from '@mikro-orm/postgresql';

import type { Env } from '../config/env';
import type { Orm } from '../db/orm';
import type { Scope, UserRole, WorkspaceStatus } from '../domain/vocabulary';
import type { Clock } from '../shared/clock';
import type { Logger } from '../shared/logger';

/** What every use case may use: the database, time, configuration and a logger. */
export interface Services {
  orm: Orm;
  /**
   * The scheduling clock: cadence, daily planning, second looks, retries, leases, the budget's
   * month and every stored time of a check. With the sandbox as profile source it is the test
   * clock (it follows the sandbox's admin clock, docs/decisions.md "Test clock"); otherwise the
   * wall clock.
   */
  clock: Clock;
  /** Always the wall clock (outside tests): lifetimes of credentials, invitations and signed confirmations. */
  wallClock: Clock;
  env: Env;
  log: Logger;
}

/** Who is calling, resolved by the gateway or the MCP server from the credential. */
export interface Caller {
  workspaceId: string;
  /** `session`: a person signed in to the app (src/core/auth/sessions.ts); an extension of the contract's two. */
  via: 'api_key' | 'oauth' | 'session';
  scopes: Scope[];
  userId: string | null;
  credentialId: string;
  /** A session's role (what the app lets its person do); absent for API keys and OAuth tokens. */
  role?: UserRole;
}

/** A presented credential (API key or OAuth token) that resolved: its caller and the workspace's status. */
export interface ResolvedCredential {
  caller: Caller;
  workspaceStatus: WorkspaceStatus;
}

export function em(services: Services): EntityManager {
  return services.orm.em.fork() as EntityManager;
}

const statementEms = new WeakMap<Orm, EntityManager>();

/**
 * The EntityManager for raw statements (`query`, `affectedRows`) outside a transaction: one per ORM,
 * forked once. A fork is an identity map, a unit of work and a dozen loaders that a statement never
 * uses; making one per call cost 7 % of a GET /me's CPU (bench/gateway-profile.ts). Never load or
 * persist an entity through it (it would stay in the shared identity map): use `em` for that.
 */
export function statementEm(services: Services): EntityManager {
  let shared = statementEms.get(services.orm);
  if (!shared) statementEms.set(services.orm, (shared = services.orm.em.fork() as EntityManager));
  return shared;
}
