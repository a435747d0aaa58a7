import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

import { signIn } from '../api/session';
import { messageOf } from '../ui/states';

export function SignInPage() {
  const queries = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const user = await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      queries.setQueryData(['session'], user);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="narrow" id="main">
      <h1>Sign in to the job-change tracker</h1>
      <form onSubmit={submit} className="stack" aria-describedby={error ? 'signin-error' : undefined}>
        <label>
          Email
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p className="error" role="alert" id="signin-error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="muted">New here? Open the invitation link your admin sent you and set a password there first.</p>
    </main>
  );
}
