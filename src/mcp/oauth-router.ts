import { mcpAuthRouter } from '@modelcontextprotocol/sdk/server/auth/router.js';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';

import type { Services } from '../core/context';
import { decideAuthorization } from '../core/oauth/authorization-flow';
import { SUPPORTED_SCOPES } from '../core/oauth/oauth-policy';
import { acceptInvitation, findInvitation } from '../core/users/users.service';
import { DomainError, ValidationError } from '../shared/errors';
import { hashSecret } from '../shared/secrets';
import type { PostgresOAuthProvider } from './oauth-provider';
import { CONSENT_PATH, SIGN_IN_PATH } from './pages/authorize-pages';
import { sendErrorPage, sendPage } from './pages/html';
import { inviteDonePage, invitePage } from './pages/invite-pages';
import { createSignInGuard, type SignInGuard } from './sign-in-guard';
import { signInHandler } from './sign-in-route';

export interface OAuthRouterOptions {
  services: Services;
  provider: PostgresOAuthProvider;
  issuerUrl: URL;
  /** The protected resource (the MCP endpoint) its metadata document describes. */
  mcpUrl: URL;
  /** The SDK's per-IP limits on /authorize, /token, /register and /revoke; false turns them off. */
  endpointRateLimit?: false | { windowMs?: number; max?: number };
  /** The sign-in throttle (default: SIGN_IN_LIMITS). */
  signInGuard?: SignInGuard;
}

const form = express.urlencoded({ extended: false, limit: '20kb' });

/**
 * The SDK checks `client_secret` by plain comparison with what `getClient` returns, which is the
 * stored SHA-256 hash; hashing the presented secret first makes that comparison work without ever
 * keeping a secret in clear.
 */
const hashPresentedClientSecret: RequestHandler = (req, _res, next) => {
  const body = req.body as Record<string, unknown> | undefined;
  if (body && typeof body.client_secret === 'string') body.client_secret = hashSecret(body.client_secret);
  next();
};

function field(req: Request, name: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

const START_AGAIN = 'Go back to the application and connect again.';

function flowFailure(res: Response, reason: 'expired' | 'invalid' | 'used' | 'unknown_client'): void {
  const messages = {
    expired: `This page has expired. ${START_AGAIN}`,
    invalid: `This form is not valid. ${START_AGAIN}`,
    used: `This form was already used. ${START_AGAIN}`,
    unknown_client: `The application is no longer registered. ${START_AGAIN}`,
  };
  sendErrorPage(res, 400, 'Cannot continue', messages[reason]);
}

/**
 * OAuth 2.1 at the root: the SDK's authorize, token, register and revoke endpoints and both
 * discovery documents, plus the server-rendered sign-in and consent steps and the invitation pages.
 */
export function oauthRouter(options: OAuthRouterOptions): Router {
  const { services, provider, issuerUrl } = options;
  const router = Router();
  const limit = options.endpointRateLimit === undefined ? {} : { rateLimit: options.endpointRateLimit };

  router.use(['/token', '/revoke'], form, hashPresentedClientSecret);
  router.use(
    mcpAuthRouter({
      provider,
      issuerUrl,
      resourceServerUrl: options.mcpUrl,
      scopesSupported: [...SUPPORTED_SCOPES],
      resourceName: 'Job-change tracker',
      serviceDocumentationUrl: new URL('/docs', issuerUrl),
      authorizationOptions: limit,
      tokenOptions: limit,
      clientRegistrationOptions: limit,
      revocationOptions: limit,
    }),
  );

  router.post(SIGN_IN_PATH, form, signInHandler(services, options.signInGuard ?? createSignInGuard(), flowFailure));

  router.post(CONSENT_PATH, form, async (req, res) => {
    const outcome = await decideAuthorization(services, {
      consentToken: field(req, 'consent'),
      decision: field(req, 'decision'),
      scope: field(req, 'scope'),
      userId: field(req, 'user_id') || undefined,
      issuer: issuerUrl.href,
    });
    if (outcome.ok) return res.redirect(302, outcome.redirectTo);
    if (outcome.reason === 'bad_choice') return sendErrorPage(res, 400, 'Cannot continue', outcome.message);
    flowFailure(res, outcome.reason);
  });

  const invitationProblem = (res: Response, err: unknown): void => {
    if (err instanceof DomainError && (err.status === 404 || err.status === 410)) {
      return sendErrorPage(res, err.status, 'Invitation not usable', err.message);
    }
    throw err;
  };

  router.get('/invite/:token', async (req, res) => {
    try {
      const invitation = await findInvitation(services, String(req.params.token));
      sendPage(res, 200, 'Set your password', invitePage({ token: String(req.params.token), invitation }));
    } catch (err) {
      invitationProblem(res, err);
    }
  });

  router.post('/invite/:token', form, async (req, res) => {
    const token = String(req.params.token);
    try {
      const invitation = await findInvitation(services, token);
      const password = field(req, 'password');
      if (password !== field(req, 'confirm')) {
        return sendPage(res, 400, 'Set your password', invitePage({ token, invitation, error: 'The two passwords differ.' }));
      }
      try {
        const done = await acceptInvitation(services, token, password);
        sendPage(res, 200, 'Password set', inviteDonePage({ email: done.email }));
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        const detail = (err.details as Array<{ message: string }>)[0]?.message ?? 'is not acceptable';
        sendPage(res, 400, 'Set your password', invitePage({ token, invitation, error: `The password ${detail}.` }));
      }
    } catch (err) {
      invitationProblem(res, err);
    }
  });

  return router;
}
