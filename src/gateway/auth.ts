import type { Request } from 'express';

import { resolveCredential } from '../core/auth/resolve-credential';
import type { Caller, Services } from '../core/context';
import type { Scope } from '../domain/vocabulary';
import { ForbiddenError, UnauthorizedError } from '../shared/errors';

/** The credential from `Authorization: Bearer <key>` or `X-API-Key: <key>`. */
export function presentedCredential(req: Request): string | null {
  const header = req.get('authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ?? null;
  }
  const key = req.get('x-api-key');
  return key ? key.trim() : null;
}

/** 401 for a missing or unknown credential, 403 for a missing scope or a suspended workspace. */
export async function authorise(services: Services, req: Request, scope: Scope): Promise<Caller> {
  const token = presentedCredential(req);
  if (!token) throw new UnauthorizedError('Send a credential as `Authorization: Bearer <key>` or `X-API-Key: <key>`');
  const found = await resolveCredential(services, token);
  if (!found) throw new UnauthorizedError('The credential is invalid, expired or revoked');
  if (found.workspaceStatus === 'suspended') {
    throw new ForbiddenError('workspace_suspended', 'This workspace is suspended');
  }
  if (!found.caller.scopes.includes(scope)) {
    throw new ForbiddenError('forbidden', `This credential lacks the ${scope} scope`);
  }
  return found.caller;
}
