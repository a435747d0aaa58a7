import type { Request, RequestHandler, Response } from 'express';

import type { Services } from '../core/context';
import { signInForAuthorization, type SignInOutcome } from '../core/oauth/authorization-flow';
import { PasswordCheckBusyError } from '../core/users/password';
import { consentPage, signInPage } from './pages/authorize-pages';
import { sendErrorPage, sendPage } from './pages/html';
import type { AttemptEnd, SignInGuard } from './sign-in-guard';

function field(req: Request, name: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

function attemptEnd(outcome: SignInOutcome): AttemptEnd {
  if (outcome.ok) return 'matched';
  if (!('pending' in outcome)) return 'unchecked';
  // A suspended workspace's user typed the right password: not a failed guess.
  return outcome.reason === 'bad_credentials' ? 'failed' : 'matched';
}

/**
 * POST of the sign-in form. The guard takes the attempt before the password is checked (so
 * parallel guesses cannot all be checked), and the password check waits for a scrypt slot.
 */
export function signInHandler(
  services: Services,
  guard: SignInGuard,
  flowFailure: (res: Response, reason: 'expired' | 'invalid' | 'used' | 'unknown_client') => void,
): RequestHandler {
  return async (req, res) => {
    const email = field(req, 'email').slice(0, 320);
    const admission = await guard.admit(req.ip ?? 'unknown', email.trim().toLowerCase());
    if (!admission.ok) {
      res.set('Retry-After', String(admission.retryAfterSeconds));
      return sendErrorPage(res, 429, 'Too many attempts', admission.message);
    }
    const pendingToken = field(req, 'request');
    let outcome: SignInOutcome;
    try {
      outcome = await signInForAuthorization(services, pendingToken, email, field(req, 'password'));
    } catch (err) {
      admission.settle('unchecked');
      if (!(err instanceof PasswordCheckBusyError)) throw err;
      res.set('Retry-After', '1');
      return sendErrorPage(res, 503, 'Busy', 'Too many sign-ins are being checked right now. Try again in a moment.');
    }
    admission.settle(attemptEnd(outcome));
    if (outcome.ok) {
      return sendPage(res, 200, 'Allow access', consentPage({ consentToken: outcome.consentToken, pending: outcome.pending, users: outcome.users }));
    }
    if (!('pending' in outcome)) return flowFailure(res, outcome.reason);
    const error = outcome.reason === 'bad_credentials' ? 'Email or password is incorrect.' : 'This workspace is suspended.';
    sendPage(res, outcome.reason === 'bad_credentials' ? 401 : 403, 'Sign in', signInPage({ pendingToken, pending: outcome.pending, error, email }));
  };
}
