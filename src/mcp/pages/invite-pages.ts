import { PASSWORD_MIN } from '../../core/users/password';
import type { PendingInvitation } from '../../core/users/users.service';
import { html, type Raw } from './html';

export function invitePage(input: { token: string; invitation: PendingInvitation; error?: string }): Raw {
  const { invitation } = input;
  return html`
    <h1>Join ${invitation.workspace_name}</h1>
    <p>Choose a password for <strong>${invitation.email}</strong>. You will use it to connect AI agents and other applications.</p>
    ${input.error ? html`<p class="error" role="alert">${input.error}</p>` : ''}
    <form method="post" action="/invite/${encodeURIComponent(input.token)}">
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN}" required>
      <label for="confirm">Repeat the password</label>
      <input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN}" required>
      <p class="muted">At least ${PASSWORD_MIN} characters.</p>
      <div class="actions"><button class="primary" type="submit">Set password</button></div>
    </form>`;
}

export function inviteDonePage(input: { email: string }): Raw {
  return html`
    <h1>Password set</h1>
    <p>You can now sign in as <strong>${input.email}</strong> when an application asks to connect to your workspace.</p>`;
}
