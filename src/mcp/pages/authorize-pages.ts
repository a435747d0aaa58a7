import type { PendingAuthorization, SignInOutcome } from '../../core/oauth/authorization-flow';
import { html, type Raw } from './html';

export const SIGN_IN_PATH = '/oauth/sign-in';
export const CONSENT_PATH = '/oauth/consent';

function asking(pending: PendingAuthorization): string {
  return pending.scopes.includes('write') ? 'read and change' : 'read';
}

function destination(redirectUri: string): string {
  const url = new URL(redirectUri);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : `${url.protocol}//`;
}

export function signInPage(input: { pendingToken: string; pending: PendingAuthorization; error?: string; email?: string }): Raw {
  const { pending } = input;
  return html`
    <h1>Sign in to connect ${pending.client_name}</h1>
    <p><strong>${pending.client_name}</strong> wants to ${asking(pending)} your job-change tracking workspace.</p>
    ${input.error ? html`<p class="error" role="alert">${input.error}</p>` : ''}
    <form method="post" action="${SIGN_IN_PATH}">
      <input type="hidden" name="request" value="${input.pendingToken}">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="username" required value="${input.email ?? ''}">
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <div class="actions"><button class="primary" type="submit">Sign in</button></div>
    </form>
    <p class="muted">After you decide you will be sent back to ${destination(pending.redirect_uri)}.</p>`;
}

export function consentPage(input: {
  consentToken: string;
  pending: PendingAuthorization;
  users: Extract<SignInOutcome, { ok: true }>['users'];
}): Raw {
  const { pending, users } = input;
  const requested = pending.scopes.includes('write') ? 'read write' : 'read';
  const choices: Array<[string, string, string]> = [['read', 'Read only', 'see contacts, accounts, changes, plays, runs and settings']];
  if (pending.scopes.includes('write')) {
    choices.push(['read write', 'Read and write', 'also add and change contacts, plays, ICP rules and settings, and start refresh runs that spend credits']);
  }
  const first = users[0]!;
  return html`
    <h1>Allow ${pending.client_name}?</h1>
    <p>Signed in as <strong>${first.email}</strong>.</p>
    <form method="post" action="${CONSENT_PATH}">
      <input type="hidden" name="consent" value="${input.consentToken}">
      ${
        users.length > 1
          ? html`<fieldset><legend>Workspace</legend>${users.map(
              (u, i) =>
                html`<label class="choice"><input type="radio" name="user_id" value="${u.user_id}" ${i === 0 ? 'checked' : ''}> ${u.workspace_name}</label>`,
            )}</fieldset>`
          : html`<p>Workspace: <strong>${first.workspace_name}</strong></p>`
      }
      <fieldset><legend>Access</legend>${choices.map(
        ([value, label, detail]) =>
          html`<label class="choice"><input type="radio" name="scope" value="${value}" ${value === requested ? 'checked' : ''}> <strong>${label}</strong>: ${detail}</label>`,
      )}</fieldset>
      <div class="actions">
        <button class="primary" type="submit" name="decision" value="allow">Allow</button>
        <button class="secondary" type="submit" name="decision" value="deny">Deny</button>
      </div>
    </form>
    <p class="muted">Access lasts until you revoke it or the application stops refreshing it (30 days).</p>`;
}
