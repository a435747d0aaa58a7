import { DomainError, ForbiddenError } from '../../shared/errors';
import type { Services } from '../context';
import { authenticateUser, type SignedInUser } from '../users/users.service';
import { type OpenedSession, openSession } from './sessions';

export class SignInFailedError extends DomainError {
  constructor() {
    super(401, 'invalid_credentials', 'The email or password is wrong');
  }
}

export class ChooseWorkspaceError extends DomainError {
  constructor(users: SignedInUser[]) {
    super(
      409,
      'choose_workspace',
      'This email and password open several workspaces: send `workspace_id` with one of them',
      users.map((u) => ({ path: 'workspace_id', message: `${u.workspace_id}: ${u.workspace_name}` })),
    );
  }
}

export interface AppSignIn {
  user: SignedInUser;
  session: OpenedSession;
}

/**
 * The app's sign-in, over the same password check as the OAuth sign-in form
 * (src/core/users/users.service.ts: scrypt, decoy hash for unknown emails). An email in several
 * workspaces must name one once its password matched.
 */
export async function signInToApp(
  services: Services,
  input: { email: string; password: string; workspace_id?: string | undefined },
): Promise<AppSignIn> {
  const matched = await authenticateUser(services, input.email, input.password);
  if (matched.length === 0) throw new SignInFailedError();
  const chosen = input.workspace_id ? matched.filter((u) => u.workspace_id === input.workspace_id) : matched;
  if (chosen.length === 0) throw new SignInFailedError();
  const active = chosen.filter((u) => u.workspace_status === 'active');
  if (active.length === 0) throw new ForbiddenError('workspace_suspended', 'This workspace is suspended');
  if (active.length > 1) throw new ChooseWorkspaceError(active);
  const user = active[0]!;
  return { user, session: await openSession(services, user) };
}
