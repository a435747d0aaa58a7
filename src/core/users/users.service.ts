import { User, Workspace } from '../../db/entities';
import { query } from '../../db/query';
import type { UserRole, WorkspaceStatus } from '../../domain/vocabulary';
import { ConflictError, DomainError, NotFoundError, ValidationError } from '../../shared/errors';
import { hashSecret, randomToken } from '../../shared/secrets';
import type { Services } from '../context';
import { em } from '../context';
import { findWorkspace } from '../workspaces/workspace.service';
import { guessablePassword } from './common-passwords';
import { decoyHash, hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from './password';

export const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

export interface Invitation {
  user_id: string;
  workspace_id: string;
  email: string;
  role: UserRole;
  invite_token: string;
  expires_at: Date;
}

/**
 * Invites a person to a workspace; the one-time token lets them set a password (stored hashed).
 * Without a role, the workspace's first person becomes `admin` and everyone after `member`
 * (docs/decisions.md "The app").
 */
export async function inviteUser(
  services: Services,
  input: { workspace: string; email: string; name?: string; role?: UserRole },
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
  const expires = new Date(services.wallClock.now().getTime() + INVITE_TTL_MS);
  const others = await m.count(User, { workspace_id: ws.id, email: { $ne: email } });
  if (!user) user = m.create(User, { workspace_id: ws.id, email, name: input.name ?? null });
  user.role = input.role ?? (others === 0 ? 'admin' : 'member');
  user.invite_token_hash = hashSecret(token);
  user.invite_expires_at = expires;
  await m.flush();
  return { user_id: user.id, workspace_id: ws.id, email, role: user.role, invite_token: token, expires_at: expires };
}

export class InvitationExpiredError extends DomainError {
  constructor() {
    super(410, 'invite_expired', 'This invitation has expired; ask your workspace admin for a new one');
  }
}

export interface PendingInvitation {
  email: string;
  workspace_name: string;
  expires_at: Date;
}

async function invitedUser(services: Services, token: string) {
  const m = em(services);
  const user = token.length <= 200 ? await m.findOne(User, { invite_token_hash: hashSecret(token) }) : null;
  if (!user) throw new NotFoundError('invitation', 'This invitation link is invalid or was already used');
  if (!user.invite_expires_at || user.invite_expires_at.getTime() <= services.wallClock.now().getTime()) {
    throw new InvitationExpiredError();
  }
  return { m, user };
}

/** What the invitation page shows: whose invitation, to which workspace. */
export async function findInvitation(services: Services, token: string): Promise<PendingInvitation> {
  const { m, user } = await invitedUser(services, token);
  const ws = await m.findOneOrFail(Workspace, { id: user.workspace_id });
  return { email: user.email, workspace_name: ws.name, expires_at: user.invite_expires_at! };
}

export function passwordProblem(password: string, context: string[] = []): string | null {
  if (password.length < PASSWORD_MIN) return `must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `must be at most ${PASSWORD_MAX} characters`;
  return guessablePassword(password, [...context, 'job change tracker']);
}

/** Sets the password from a one-time invitation token; the token is spent in the same statement. */
export async function acceptInvitation(
  services: Services,
  token: string,
  password: string,
): Promise<{ user_id: string; workspace_id: string; email: string }> {
  const { user } = await invitedUser(services, token);
  const problem = passwordProblem(password, [user.email]);
  if (problem) throw new ValidationError('Invalid password', [{ path: 'password', message: problem }]);
  const hash = await hashPassword(password);
  const rows = await query<{ id: string; workspace_id: string; email: string }>(
    em(services),
    `update users set password_hash = ?, invite_token_hash = null, invite_expires_at = null
      where id = ? and invite_token_hash = ? and invite_expires_at > ?
      returning id, workspace_id, email`,
    [hash, user.id, hashSecret(token), services.wallClock.now()],
  );
  const row = rows[0];
  if (!row) throw new NotFoundError('invitation', 'This invitation link is invalid or was already used');
  return { user_id: row.id, workspace_id: row.workspace_id, email: row.email };
}

export interface SignedInUser {
  user_id: string;
  email: string;
  role: UserRole;
  workspace_id: string;
  workspace_name: string;
  workspace_status: WorkspaceStatus;
}

/**
 * Email and password sign-in. An email may belong to several workspaces: every account whose
 * password matches is returned (usually one). Unknown emails cost a decoy hash check, so timing
 * does not reveal who has an account.
 */
export async function authenticateUser(services: Services, email: string, password: string): Promise<SignedInUser[]> {
  const m = em(services);
  const normalised = email.trim().toLowerCase();
  const users =
    normalised.length <= 320 && password.length <= PASSWORD_MAX
      ? await m.find(User, { email: normalised, password_hash: { $ne: null } })
      : [];
  if (users.length === 0) {
    await verifyPassword(password.slice(0, PASSWORD_MAX), await decoyHash());
    return [];
  }
  const matched: SignedInUser[] = [];
  for (const user of users) {
    if (!(await verifyPassword(password, user.password_hash!))) continue;
    const ws = await m.findOneOrFail(Workspace, { id: user.workspace_id });
    matched.push({
      user_id: user.id,
      email: user.email,
      role: user.role,
      workspace_id: ws.id,
      workspace_name: ws.name,
      workspace_status: ws.status,
    });
  }
  return matched;
}
