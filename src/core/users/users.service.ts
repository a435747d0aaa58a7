import { User } from '../../db/entities';
import { ConflictError, ValidationError } from '../../shared/errors';
import { hashSecret, randomToken } from '../../shared/secrets';
import type { Services } from '../context';
import { em } from '../context';
import { findWorkspace } from '../workspaces/workspace.service';

export const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

export interface Invitation {
  user_id: string;
  workspace_id: string;
  email: string;
  invite_token: string;
  expires_at: Date;
}

/** Invites a person to a workspace; the one-time token lets them set a password (stored hashed). */
export async function inviteUser(
  services: Services,
  input: { workspace: string; email: string; name?: string },
): Promise<Invitation> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new ValidationError('Invalid invitation', [{ path: 'email', message: 'not a valid email address' }]);
  }
  const ws = await findWorkspace(services, input.workspace);
  const m = em(services);
  let user = await m.findOne(User, { workspace_id: ws.id, email });
  if (user?.password_hash) throw new ConflictError('user_exists', `${email} already has an account in this workspace`);
  const token = randomToken(24);
  const expires = new Date(services.clock.now().getTime() + INVITE_TTL_MS);
  if (!user) user = m.create(User, { workspace_id: ws.id, email, name: input.name ?? null });
  user.invite_token_hash = hashSecret(token);
  user.invite_expires_at = expires;
  await m.flush();
  return { user_id: user.id, workspace_id: ws.id, email, invite_token: token, expires_at: expires };
}
