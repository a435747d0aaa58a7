import type { EntityManager } from '@mikro-orm/postgresql';

import type { Env } from '../config/env';
import type { Orm } from '../db/orm';
import type { Scope, WorkspaceStatus } from '../domain/vocabulary';
import type { Clock } from '../shared/clock';
import type { Logger } from '../shared/logger';

/** What every use case may use: the database, time, configuration and a logger. */
export interface Services {
  orm: Orm;
  clock: Clock;
  env: Env;
  log: Logger;
}

/** Who is calling, resolved by the gateway or the MCP server from the credential. */
export interface Caller {
  workspaceId: string;
  via: 'api_key' | 'oauth';
  scopes: Scope[];
  userId: string | null;
  credentialId: string;
}

/** A presented credential (API key or OAuth token) that resolved: its caller and the workspace's status. */
export interface ResolvedCredential {
  caller: Caller;
  workspaceStatus: WorkspaceStatus;
}

export function em(services: Services): EntityManager {
  return services.orm.em.fork() as EntityManager;
}
