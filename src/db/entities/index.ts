export * from './access.entity';
export * from './workspace.entity';

import type { InferEntity } from '@mikro-orm/core';

import type { ApiKey, CreditEntry, User } from './access.entity';
import type { Workspace, WorkspaceSettings } from './workspace.entity';

export type WorkspaceEntity = InferEntity<typeof Workspace>;
export type WorkspaceSettingsEntity = InferEntity<typeof WorkspaceSettings>;
export type ApiKeyEntity = InferEntity<typeof ApiKey>;
export type UserEntity = InferEntity<typeof User>;
export type CreditEntryEntity = InferEntity<typeof CreditEntry>;
