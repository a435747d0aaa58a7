import { type FormEvent, useState } from 'react';

import { acceptInvitation } from '../api/session';
import { navigate } from '../ui/route';
import { messageOf } from '../ui/states';

/** The invitation link's page: the invited person chooses a password, then signs in. */
export function SetPasswordPage({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) return setError('The two passwords differ.');
    try {
      setDone((await acceptInvitation(token, password)).email);
    } catch (err) {
      setError(messageOf(err));
    }
  };
  if (done) {
    return (
      <main className="narrow" id="main">
        <h1>Your password is set</h1>
        <p>Sign in as {done} with your new password.</p>
        <button type="button" onClick={() => navigate('')}>
          Go to sign in
        </button>
      </main>
    );
  }
  return (
    <main className="narrow" id="main">
      <h1>Set your password</h1>
      <form onSubmit={submit} className="stack">
        <label>
          New password
          <input name="password" type="password" autoComplete="new-password" minLength={10} required />
        </label>
        <label>
          The same password again
          <input name="confirm" type="password" autoComplete="new-password" minLength={10} required />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit">Set password</button>
      </form>
    </main>
  );
}
