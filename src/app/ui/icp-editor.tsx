import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { api, type Schemas, unwrap } from '../api/client';
import { formatDateTime } from './route';
import { Empty, ErrorState, messageOf, QueryView } from './states';

type Icp = Schemas['Icp'];
type IcpUpdate = Schemas['IcpUpdate'];

type IcpPreview = Schemas['IcpPreview'];
type Comparison = Schemas['IcpFitComparison'];

function parse(text: string, what: string): { value?: object; error?: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: `The ${what} rules must be one JSON object.` };
    return { value };
  } catch (err) {
    return { error: `The ${what} rules are not valid JSON: ${(err as Error).message}` };
  }
}

function RuleSet({ id, label, text, error, version, updatedAt, onChange }: { id: string; label: string; text: string; error?: string; version: number; updatedAt: string | null; onChange: (text: string) => void }) {
  return (
    <div className="stack">
      <label htmlFor={id}>
        {label} (version {version}, saved {formatDateTime(updatedAt)})
      </label>
      <textarea id={id} className="code" rows={12} spellCheck={false} value={text} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function ComparisonRow({ label, of, c }: { label: string; of: number; c: Comparison }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        {c.current.fit} of {of}
      </td>
      <td>
        <strong>{c.candidate.fit}</strong> of {of}
      </td>
      <td>+{c.newly_fit}</td>
      <td>−{c.no_longer_fit}</td>
      <td>{c.candidate.unknown}</td>
    </tr>
  );
}

/** What the draft rules would fit, next to the saved ones (POST /icp/preview; nothing is saved). */
function PreviewView({ preview }: { preview: IcpPreview }) {
  const { accounts, contacts } = preview;
  return (
    <div className="stack">
      <p role="status" data-testid="icp-preview">
        With these rules {accounts.account_fit.candidate.fit} of {accounts.total} accounts and {contacts.both.candidate.fit} of {contacts.total} contacts would fit.
      </p>
      <div className="table-wrap" role="region" aria-label="What the rules would fit (scrolls sideways on a narrow screen)" tabIndex={0}>
        <table aria-label="What the rules would fit">
          <thead>
            <tr>
              <th scope="col">Fit</th>
              <th scope="col">Saved rules (v{preview.current_versions.account}/{preview.current_versions.contact})</th>
              <th scope="col">These rules</th>
              <th scope="col">Newly fit</th>
              <th scope="col">No longer fit</th>
              <th scope="col">Unknown (missing facts)</th>
            </tr>
          </thead>
          <tbody>
            <ComparisonRow label="Accounts" of={accounts.total} c={accounts.account_fit} />
            <ComparisonRow label="Contacts: employer fits" of={contacts.total} c={contacts.account_fit} />
            <ComparisonRow label="Contacts: role fits" of={contacts.total} c={contacts.contact_fit} />
            <ComparisonRow label="Contacts: both fit" of={contacts.total} c={contacts.both} />
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Editor({ icp, notice, onSaved }: { icp: Icp; notice: string; onSaved: (notice: string) => void }) {
  const queries = useQueryClient();
  const [account, setAccount] = useState(JSON.stringify(icp.account.rules, null, 2));
  const [contact, setContact] = useState(JSON.stringify(icp.contact.rules, null, 2));
  const parsedAccount = parse(account, 'account');
  const parsedContact = parse(contact, 'contact');
  const draft: IcpUpdate | null = parsedAccount.value && parsedContact.value ? { account: parsedAccount.value, contact: parsedContact.value } : null;
  const preview = useMutation({ mutationFn: (body: IcpUpdate) => unwrap(api.POST('/icp/preview', { body })) });
  const save = useMutation({
    mutationFn: (body: IcpUpdate) => unwrap(api.PUT('/icp', { body })),
    onSuccess: (data) => {
      preview.reset();
      // The editor is keyed by the versions, so the notice lives in IcpEditor and outlasts this one.
      onSaved('ICP saved.');
      queries.setQueryData(['icp'], data);
      return queries.invalidateQueries({ queryKey: ['icp', 'history'] });
    },
  });
  return (
    <div className="stack">
      <div className="side-by-side">
        <RuleSet id="icp-account" label="Account rules" text={account} error={parsedAccount.error} version={icp.account.version} updatedAt={icp.account.updated_at} onChange={(text) => (setAccount(text), preview.reset(), onSaved(''))} />
        <RuleSet id="icp-contact" label="Contact rules" text={contact} error={parsedContact.error} version={icp.contact.version} updatedAt={icp.contact.updated_at} onChange={(text) => (setContact(text), preview.reset(), onSaved(''))} />
      </div>
      <div className="row">
        <button type="button" disabled={!draft || preview.isPending} onClick={() => draft && preview.mutate(draft)}>
          Preview
        </button>
        <button type="button" disabled={!draft || save.isPending} onClick={() => draft && save.mutate(draft)}>
          Save ICP
        </button>
        <span role="status">{notice || (!preview.isSuccess ? 'Preview the rules to see what would fit before saving.' : '')}</span>
      </div>
      {preview.data && <PreviewView preview={preview.data} />}
      {preview.error && <p role="alert" className="error">{messageOf(preview.error)}</p>}
      {save.error && <ErrorState error={save.error} />}
    </div>
  );
}

type Version = Schemas['IcpVersionList']['data'][number];

/** Both sets' versions in one list, the newest save first (the answer lists them set by set). */
const newestFirst = (versions: Version[]) => [...versions].sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.version - a.version);

/** The saved versions of both rule sets, newest first (GET /icp/versions). */
function Versions() {
  const versions = useQuery({ queryKey: ['icp', 'history'], queryFn: () => unwrap(api.GET('/icp/versions')) });
  return (
    <section aria-labelledby="icp-versions-heading">
      <h3 id="icp-versions-heading">Version history</h3>
      <QueryView query={versions} what="the ICP versions">
        {(list) =>
          list.data.length === 0 ? (
            <Empty>No rules saved yet: every account and contact fits until you save some.</Empty>
          ) : (
            <ol className="versions" aria-label="ICP versions">
              {newestFirst(list.data).map((v) => (
                <li key={`${v.kind}-${v.version}`}>
                  <details>
                    <summary>
                      {v.kind === 'account' ? 'Account' : 'Contact'} rules, version {v.version}, saved {formatDateTime(v.created_at)}
                    </summary>
                    <pre className="code">{JSON.stringify(v.rules, null, 2)}</pre>
                  </details>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </section>
  );
}

/** Both rule sets as JSON with validation, a preview of what would fit before saving, and the versions. */
export function IcpEditor() {
  const icp = useQuery({ queryKey: ['icp'], queryFn: () => unwrap(api.GET('/icp')) });
  const [notice, setNotice] = useState('');
  return (
    <section aria-labelledby="icp-heading">
      <h2 id="icp-heading">Ideal customer profile</h2>
      <p className="muted">Edit the rules, preview how many of your accounts and contacts would fit, then save. Each saved change becomes a new version.</p>
      <QueryView query={icp} what="the ICP">
        {(data) => <Editor key={`${data.account.version}-${data.contact.version}`} icp={data} notice={notice} onSaved={setNotice} />}
      </QueryView>
      <Versions />
    </section>
  );
}
