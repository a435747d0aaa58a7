import { defineEntity, p } from '@mikro-orm/core';

import { CREDIT_KINDS, USER_ROLES } from '../../domain/vocabulary';

export const ApiKey = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    workspace_id: p.uuid(),
    name: p.text().nullable(),
    prefix: p.text(),
    key_hash: p.text().unique(),
    scopes: p.array(),
    created_at: p.datetime().defaultRaw('now()'),
    last_used_at: p.datetime().nullable(),
    revoked_at: p.datetime().nullable(),
  },
});

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    workspace_id: p.uuid(),
    email: p.text(),
    name: p.text().nullable(),
    password_hash: p.text().nullable(),
    invite_token_hash: p.text().nullable(),
    invite_expires_at: p.datetime().nullable(),
    role: p.enum([...USER_ROLES]).default('admin'),
    created_at: p.datetime().defaultRaw('now()'),
  },
});

export const CreditEntry = defineEntity({
  name: 'CreditEntry',
  tableName: 'credit_ledger',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    workspace_id: p.uuid(),
    kind: p.enum([...CREDIT_KINDS]),
    amount: p.integer(),
    run_id: p.uuid().nullable(),
    profile_id: p.uuid().nullable(),
    note: p.text().nullable(),
    charge_key: p.text().nullable(),
    created_at: p.datetime().defaultRaw('now()'),
  },
});
