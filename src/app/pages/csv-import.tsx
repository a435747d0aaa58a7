import { useMutation, useQueryClient } from '@tanstack/react-query';
import Papa from 'papaparse';
import { type ChangeEvent, useState } from 'react';

import { api, type Schemas, unwrap } from '../api/client';
import { ErrorState } from '../ui/states';

type ContactInput = Schemas['ContactInput'];
const BATCH = 1000;

/** Column names people use, to the contract's ContactInput fields (after lower-casing and `_` for anything else). */
const ALIASES: Record<string, keyof ContactInput> = {
  first_name: 'first_name', firstname: 'first_name', first: 'first_name', last_name: 'last_name', lastname: 'last_name', last: 'last_name',
  name: 'full_name', full_name: 'full_name', company: 'company', company_name: 'company', account: 'company', account_name: 'company',
  title: 'title', job_title: 'title', email: 'email', email_address: 'email', social_url: 'social_url', linkedin: 'social_url',
  linkedin_url: 'social_url', profile_url: 'social_url', segment: 'segment', owner: 'owner', contact_owner: 'owner', crm_id: 'crm_id',
  domain: 'account_domain', account_domain: 'account_domain', website: 'account_domain', country: 'country', city: 'city', state: 'state',
};

interface Preview {
  fileName: string;
  columns: Array<{ header: string; field: keyof ContactInput | null }>;
  rows: ContactInput[];
  missing: number;
}

function toPreview(fileName: string, text: string): Preview {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy' });
  const headers = parsed.meta.fields ?? [];
  const columns = headers.map((header) => ({ header, field: ALIASES[header.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '')] ?? null }));
  const rows = parsed.data.map((record) => {
    const row: Record<string, string> = {};
    for (const { header, field } of columns) if (field && record[header]?.trim()) row[field] = record[header].trim();
    return row as unknown as ContactInput;
  });
  return { fileName, columns, rows, missing: rows.filter((r) => !r.company || !(r.full_name || r.first_name || r.last_name)).length };
}

async function commit(rows: ContactInput[]): Promise<{ accepted: number; rejected: number }> {
  let accepted = 0;
  let rejected = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const result = await unwrap(api.POST('/contacts', { body: { contacts: rows.slice(i, i + BATCH) } }));
    accepted += result.accepted;
    rejected += result.rejected.length;
  }
  return { accepted, rejected };
}

function PreviewTable({ preview }: { preview: Preview }) {
  const mapped = preview.columns.filter((c) => c.field);
  return (
    <>
      <p>
        {preview.fileName}: {preview.rows.length} rows; columns used: {mapped.map((c) => `${c.header} → ${c.field}`).join(', ') || 'none'}
        {preview.columns.length > mapped.length ? `; ignored: ${preview.columns.filter((c) => !c.field).map((c) => c.header).join(', ')}` : ''}.
        {preview.missing > 0 && ` ${preview.missing} rows lack a name or company and will be rejected.`}
      </p>
      <div className="table-wrap" role="region" aria-label="The first rows of the file (scrolls sideways on a narrow screen)" tabIndex={0}>
        <table aria-label="The first rows of the file">
          <thead>
            <tr>
              {mapped.map((c) => (
                <th scope="col" key={c.header}>
                  {c.field}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.slice(0, 5).map((row, i) => (
              <tr key={i}>
                {mapped.map((c) => (
                  <td key={c.header}>{String(row[c.field!] ?? '')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Upload a CSV: the app reads it, shows what it found, and only the confirmation sends it (POST /contacts, 1,000 rows a call). */
export function CsvImport() {
  const queries = useQueryClient();
  const [preview, setPreview] = useState<Preview | null>(null);
  const upload = useMutation({
    mutationFn: (rows: ContactInput[]) => commit(rows),
    onSuccess: () => {
      setPreview(null);
      return queries.invalidateQueries({ queryKey: ['contacts'] });
    },
  });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    upload.reset();
    setPreview(file ? toPreview(file.name, await file.text()) : null);
  };
  return (
    <section className="card" aria-labelledby="import-heading">
      <h2 id="import-heading">Import contacts from a CSV file</h2>
      <label>
        CSV file (a header row; name, company, title, email, profile URL …)
        <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
      </label>
      {preview && <PreviewTable preview={preview} />}
      {preview && (
        <div className="row">
          <button type="button" onClick={() => upload.mutate(preview.rows)} disabled={upload.isPending || preview.rows.length === 0}>
            Import {preview.rows.length} contacts
          </button>
          <button type="button" className="secondary" onClick={() => setPreview(null)}>
            Cancel
          </button>
        </div>
      )}
      <p role="status">{upload.isPending ? 'Importing…' : upload.data ? `Imported ${upload.data.accepted} contacts; ${upload.data.rejected} rows rejected.` : ''}</p>
      {upload.error && <ErrorState error={upload.error} />}
    </section>
  );
}
