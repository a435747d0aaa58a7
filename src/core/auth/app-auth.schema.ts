import { z } from 'zod';

import { USER_ROLES } from '../../domain/vocabulary';
import { ScopeSchema } from '../../shared/enums';
import { DateTimeSchema, NullableDateTime } from '../../shared/schemas';

/** Extension (issue #23): the app's sign-in, session and key management wire shapes. */
export const UserRoleSchema = z.enum(USER_ROLES).meta({ id: 'UserRole', description: 'admin: everything; member: read, change plays, give feedback on changes, review candidates' });

export const SignInSchema = z
  .object({
    email: z.string().min(1).max(320),
    password: z.string().min(1).max(200),
    workspace_id: z.uuid().optional().meta({ description: 'Only when the email and password open several workspaces (409 choose_workspace lists them)' }),
  })
  .strict()
  .meta({ id: 'SignIn' });

export const SessionSchema = z
  .object({
    user: z.object({ id: z.string().meta({ format: 'uuid' }), email: z.string(), name: z.string().nullable(), role: UserRoleSchema }),
    workspace: z.object({ id: z.string().meta({ format: 'uuid' }), name: z.string() }),
    csrf_token: z.string().meta({ description: 'Send it back in the X-CSRF-Token header with every write made with the session cookie' }),
    expires_at: DateTimeSchema.meta({ description: 'The absolute end of the session (SESSION_MAX_HOURS after sign-in)' }),
    idle_expires_at: DateTimeSchema.meta({ description: 'When the session ends unless used before (SESSION_IDLE_MINUTES, slid by every request)' }),
  })
  .meta({ id: 'Session' });

export const SignedOutEverywhereSchema = z
  .object({ signed_out: z.number().int().min(0).meta({ description: 'How many sessions of this person ended (this one included)' }) })
  .meta({ id: 'SignedOutEverywhere' });

export const ApiKeySummarySchema = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    name: z.string().nullable(),
    scope: ScopeSchema.meta({ description: 'write includes read' }),
    prefix: z.string().meta({ description: 'The first 12 characters of the key, to recognise it' }),
    created_at: DateTimeSchema,
    last_used_at: NullableDateTime.meta({ description: 'To the minute: written at most once a minute per key' }),
    revoked_at: NullableDateTime,
  })
  .meta({ id: 'ApiKey' });

export const ApiKeyListSchema = z.object({ data: z.array(ApiKeySummarySchema) }).meta({ id: 'ApiKeyList' });

export const ApiKeyCreateSchema = z
  .object({ name: z.string().trim().min(1).max(100), scope: ScopeSchema })
  .strict()
  .meta({ id: 'ApiKeyCreate' });

export const CreatedApiKeySchema = ApiKeySummarySchema.extend({
  key: z.string().meta({ description: 'The secret: shown in this response only, never again' }),
}).meta({ id: 'CreatedApiKey' });
