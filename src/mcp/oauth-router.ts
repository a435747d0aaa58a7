import { mcpAuthRouter } from '@modelcontextprotocol/sdk/server/auth/router.js';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';

import type { Services } from '../core/context';
import { decideAuthorization, signInForAuthorization } from '../core/oauth/authorization-flow';
import { SUPPORTED_SCOPES } from '../core/oauth/oauth-policy';
import { acceptInvitation, findInvitation } from '../core/users/users.service';
import { DomainError, ValidationError } from '../shared/errors';
import { hashSecret } from '../shared/secrets';
import type { PostgresOAuthProvider } from './oauth-provider';
import { CONSENT_PATH, consentPage, SIGN_IN_PATH, signInPage } from './pages/authorize-pages';
import { sendErrorPage, sendPage } from './pages/html';
import { inviteDonePage, invitePage } from './pages/invite-pages';

export interface OAuthRouterOptions {
  services: Services;
  provider: PostgresOAuthProvider;
  issuerUrl: URL;
  /** The protected resource (the MCP endpoint) its metadata document describes. */
  mcpUrl: URL;
  /** The SDK's per-IP limits on /authorize, /token, /register and /revoke; false turns them off. */
  endpointRateLimit?: false | { windowMs?: number; max?: number };
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

  // Ten failed sign-ins per email and address in 15 minutes, then a pause (scrypt already makes each try slow).
  const failures = new RateLimiterMemory({ points: 10, duration: 15 * 60, keyPrefix: 'oauth_sign_in' });

  router.post(SIGN_IN_PATH, form, async (req, res) => {
    const email = field(req, 'email').slice(0, 320);
    const key = `${req.ip}:${email.trim().toLowerCase()}`;
    const blocked = await failures.get(key);
    if (blocked && blocked.consumedPoints >= 10) {
      const minutes = Math.ceil(blocked.msBeforeNext / 60_000);
      return sendErrorPage(res, 429, 'Too many attempts', `Too many failed sign-ins. Try again in ${minutes} minutes.`);
    }
    const pendingToken = field(req, 'request');
    const outcome = await signInForAuthorization(services, pendingToken, email, field(req, 'password'));
    if (outcome.ok) {
      return sendPage(res, 200, 'Allow access', consentPage({ consentToken: outcome.consentToken, pending: outcome.pending, users: outcome.users }));
    }
    if (!('pending' in outcome)) return flowFailure(res, outcome.reason);
    if (outcome.reason === 'bad_credentials') await failures.penalty(key, 1);
    const error = outcome.reason === 'bad_credentials' ? 'Email or password is incorrect.' : 'This workspace is suspended.';
    sendPage(res, outcome.reason === 'bad_credentials' ? 401 : 403, 'Sign in', signInPage({ pendingToken, pending: outcome.pending, error, email }));
  });

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
