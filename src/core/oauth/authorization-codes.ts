import { createHash, createHmac } from 'node:crypto';

import { query } from '../../db/query';
import type { Scope } from '../../domain/vocabulary';
import { hashSecret } from '../../shared/secrets';
import type { Services } from '../context';
import { em } from '../context';
import { CODE_TTL_MS, OAuthGrantError, scopesLiteral } from './oauth-policy';
import { secretFor } from './server-secret';

export interface ApprovedAuthorization {
  clientId: string;
  workspaceId: string;
  userId: string;
  scopes: Scope[];
  codeChallenge: string;
  redirectUri: string;
  resource: string | null;
}

export interface CodeRow {
  code_hash: string;
  client_id: string;
  workspace_id: string;
  user_id: string;
  scopes: string[];
  code_challenge: string;
  redirect_uri: string;
  resource: string | null;
  expires_at: Date;
  used_at: Date | null;
}

/** Every token issued from one code (and its refreshes) shares a family id derived from the code. */
export function familyOf(codeHash: string): string {
  const h = createHash('sha256').update(`family:${codeHash}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Issues the code for an approved consent. The code is derived from the consent form's one-time
 * nonce, so submitting the same form twice yields the same code, whose row already exists: the
 * second submission is refused (the form is single-use without a table of spent nonces).
 */
export async function issueAuthorizationCode(
  services: Services,
  approved: ApprovedAuthorization,
  formNonce: string,
): Promise<string | null> {
  const code = createHmac('sha256', secretFor(services, 'oauth-code')).update(formNonce).digest('base64url');
  const now = services.wallClock.now();
  const m = em(services);
  await query(m, `delete from oauth_codes where expires_at < ?`, [new Date(now.getTime() - 24 * 3600 * 1000)]);
  const inserted = await query<{ code_hash: string }>(
    m,
    `insert into oauth_codes (code_hash, client_id, workspace_id, user_id, scopes, code_challenge, redirect_uri, resource, expires_at)
     values (?, ?, ?, ?, ?::text[], ?, ?, ?, ?) on conflict (code_hash) do nothing returning code_hash`,
    [
      hashSecret(code),
      approved.clientId,
      approved.workspaceId,
      approved.userId,
      scopesLiteral(approved.scopes),
      approved.codeChallenge,
      approved.redirectUri,
      approved.resource,
      new Date(now.getTime() + CODE_TTL_MS),
    ],
  );
  return inserted.length ? code : null;
}

/** RFC 6749 §4.1.2: a code used twice revokes every token issued from it. */
async function revokeFamilyOfCode(services: Services, codeHash: string): Promise<void> {
  await query(em(services), 'update oauth_tokens set revoked_at = ? where family_id = ? and revoked_at is null', [
    services.wallClock.now(),
    familyOf(codeHash),
  ]);
}

function refuseUnusable(services: Services, row: CodeRow | undefined, clientId: string): CodeRow {
  if (!row || row.client_id !== clientId) throw new OAuthGrantError('invalid_grant', 'Unknown authorization code');
  if (new Date(row.expires_at).getTime() <= services.wallClock.now().getTime()) {
    throw new OAuthGrantError('invalid_grant', 'The authorization code has expired');
  }
  return row;
}

const REUSED = 'The authorization code was already used; tokens issued from it are revoked';

/** The PKCE challenge stored with a live code (the SDK checks the verifier against it). */
export async function challengeForCode(services: Services, clientId: string, code: string): Promise<string> {
  const codeHash = hashSecret(code);
  const [row] = await query<CodeRow>(em(services), 'select * from oauth_codes where code_hash = ?', [codeHash]);
  if (row?.used_at && row.client_id === clientId) {
    await revokeFamilyOfCode(services, codeHash);
    throw new OAuthGrantError('invalid_grant', REUSED);
  }
  return refuseUnusable(services, row, clientId).code_challenge;
}

/** Spends a code exactly once (one atomic update); a second use revokes what the first one issued. */
export async function consumeCode(
  services: Services,
  input: { clientId: string; code: string; redirectUri?: string },
): Promise<CodeRow & { family_id: string }> {
  const codeHash = hashSecret(input.code);
  const m = em(services);
  const [spent] = await query<CodeRow>(
    m,
    'update oauth_codes set used_at = ? where code_hash = ? and used_at is null returning *',
    [services.wallClock.now(), codeHash],
  );
  if (!spent) {
    const [existing] = await query<CodeRow>(m, 'select client_id from oauth_codes where code_hash = ?', [codeHash]);
    if (existing && existing.client_id === input.clientId) {
      await revokeFamilyOfCode(services, codeHash);
      throw new OAuthGrantError('invalid_grant', REUSED);
    }
    throw new OAuthGrantError('invalid_grant', 'Unknown authorization code');
  }
  const row = refuseUnusable(services, spent, input.clientId);
  if (input.redirectUri !== undefined && input.redirectUri !== row.redirect_uri) {
    throw new OAuthGrantError('invalid_grant', 'redirect_uri does not match the authorization request');
  }
  return { ...row, family_id: familyOf(codeHash) };
}
