import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';

import { api, ApiError, type Schemas, unwrap } from '../api/client';
import { ConfirmAction } from '../ui/confirm-action';
import { pairs, text } from '../ui/form-values';
import { formatDateTime } from '../ui/route';
import { ErrorState, Loading, messageOf } from '../ui/states';

type Kind = 'slack' | 'hubspot';
type Connection = Schemas['IntegrationConnection'];
type SlackConnect = Schemas['SlackConnect'];
const NAMES: Record<Kind, string> = { slack: 'Slack', hubspot: 'HubSpot' };

/** The four operations of one provider (the typed client takes literal paths). */
const calls = {
  get: (kind: Kind) => unwrap<Connection>(kind === 'slack' ? api.GET('/integrations/slack') : api.GET('/integrations/hubspot')),
  test: (kind: Kind) => unwrap(kind === 'slack' ? api.POST('/integrations/slack/test') : api.POST('/integrations/hubspot/test')),
  remove: (kind: Kind) => unwrap(kind === 'slack' ? api.DELETE('/integrations/slack') : api.DELETE('/integrations/hubspot')),
  put: (kind: Kind, form: FormData) =>
    unwrap<Connection>(kind === 'slack' ? api.PUT('/integrations/slack', { body: slackBody(form) }) : api.PUT('/integrations/hubspot', { body: { token: text(form, 'token') ?? '' } })),
};

function slackBody(form: FormData): SlackConnect {
  const signing = text(form, 'signing_secret');
  const directory = pairs(text(form, 'owners'));
  return { token: text(form, 'token') ?? '', channel: text(form, 'channel') ?? '', ...(directory ? { owners: directory } : {}), ...(signing ? { signing_secret: signing } : {}) };
}

/** What the GET returned, in words: secrets come back masked (`xoxb-…abcd`) and are never filled into a field. */
function describe(kind: Kind, connection: Connection): string {
  const config = connection.config as { token?: string; channel?: string; owners?: Record<string, string>; signing_secret?: string };
  const parts = [`token ${config.token ?? 'stored'}`];
  if (kind === 'slack') {
    parts.push(`alerts in ${config.channel ?? '—'}`);
    const count = Object.keys(config.owners ?? {}).length;
    parts.push(count ? `${count} owner${count === 1 ? '' : 's'} for direct messages` : 'no owners for direct messages');
    parts.push(config.signing_secret ? 'verdict buttons on' : 'no verdict buttons');
  }
  return `Connected: ${parts.join(', ')}; since ${formatDateTime(connection.updated_at)}.`;
}

function SlackFields() {
  return (
    <>
      <label>
        Bot token (xoxb-…)
        <input name="token" type="password" required autoComplete="off" />
      </label>
      <label>
        Alert channel (id or name; invite the bot there)
        <input name="channel" required placeholder="C0123ALERTS or #job-changes" />
      </label>
      <label>
        Owners for direct messages (one “CRM owner = email” a line, optional)
        <textarea name="owners" rows={3} placeholder="Dana Whitfield = dana@acme.com" />
      </label>
      <label>
        Signing secret of the Slack app (optional: alerts get verdict buttons)
        <input name="signing_secret" type="password" autoComplete="off" />
      </label>
    </>
  );
}

function ConnectForm({ kind, onDone }: { kind: Kind; onDone?: () => void }) {
  const queries = useQueryClient();
  const connect = useMutation({
    mutationFn: (form: FormData) => calls.put(kind, form),
    onSuccess: (connection) => {
      queries.setQueryData([kind], connection);
      onDone?.();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    connect.mutate(new FormData(event.currentTarget));
  };
  return (
    <form className="stack" onSubmit={submit} aria-label={`Connect ${NAMES[kind]}`}>
      {kind === 'slack' ? (
        <SlackFields />
      ) : (
        <label>
          Private app access token
          <input name="token" type="password" required autoComplete="off" />
        </label>
      )}
      <div className="row">
        <button type="submit" disabled={connect.isPending}>
          Connect {NAMES[kind]}
        </button>
        {onDone && (
          <button type="button" className="secondary" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
      {connect.error && <ErrorState error={connect.error} />}
    </form>
  );
}

function Connected({ kind, connection }: { kind: Kind; connection: Connection }) {
  const queries = useQueryClient();
  const [replacing, setReplacing] = useState(false);
  const test = useMutation({ mutationFn: () => calls.test(kind) });
  const remove = useMutation({ mutationFn: () => calls.remove(kind), onSuccess: () => queries.invalidateQueries({ queryKey: [kind] }) });
  const result = test.data ? `${test.data.ok ? 'Test passed' : `Test failed${test.data.code ? ` (${test.data.code})` : ''}`}: ${test.data.message}` : '';
  if (replacing) return <ConnectForm kind={kind} onDone={() => setReplacing(false)} />;
  return (
    <>
      <p data-testid={`${kind}-connection`}>{describe(kind, connection)}</p>
      <div className="row">
        <button type="button" onClick={() => test.mutate()} disabled={test.isPending}>
          Test {NAMES[kind]}
        </button>
        <button type="button" className="secondary" onClick={() => setReplacing(true)}>
          Replace the connection
        </button>
        <ConfirmAction
          label={`Disconnect ${NAMES[kind]}`}
          question={`Disconnect ${NAMES[kind]}? The stored token is deleted.`}
          confirmLabel={`Yes, disconnect ${NAMES[kind]}`}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      </div>
      <p role="status" className={test.data && !test.data.ok ? 'error' : undefined}>
        {test.isPending ? 'Testing…' : result}
      </p>
      {(test.error ?? remove.error) && <p role="alert" className="error">{messageOf(test.error ?? remove.error)}</p>}
    </>
  );
}

/** One provider's card: connected (test, replace, disconnect) or not (the connect form); a member never gets here (403). */
export function ChatCrmConnection({ kind, intro }: { kind: Kind; intro: ReactNode }) {
  const status = useQuery({ queryKey: [kind], queryFn: () => calls.get(kind), retry: false });
  const notConnected = status.error instanceof ApiError && status.error.status === 404;
  return (
    <section aria-labelledby={`${kind}-heading`} className="card">
      <h2 id={`${kind}-heading`}>{NAMES[kind]}</h2>
      <p className="muted">{intro}</p>
      {status.isPending && <Loading what={`the ${NAMES[kind]} connection`} />}
      {status.error && !notConnected && <ErrorState error={status.error} retry={() => void status.refetch()} />}
      {notConnected && <ConnectForm kind={kind} />}
      {status.data && <Connected kind={kind} connection={status.data} />}
    </section>
  );
}
