import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';

import { api, type Schemas, unwrap } from '../api/client';
import { ErrorState } from '../ui/states';

type CsvPreview = Schemas['CsvPreview'];
type CsvCommit = Schemas['CsvCommit'];
type LineErrors = CsvPreview['rejected'][number];

/** The file itself as the body (`text/csv`), not JSON: the server maps its columns (the CLI's mapping, one copy). */
function upload(file: { name: string; text: string }, confirmation?: string) {
  return api.POST('/imports/csv', {
    params: { query: { file_name: file.name, ...(confirmation ? { confirmation } : {}) } },
    body: file.text,
    bodySerializer: (body: string) => body,
    headers: { 'Content-Type': 'text/csv' },
  });
}

const lineText = (row: LineErrors) => `Line ${row.line}: ${Object.entries(row.errors).map(([field, error]) => `${field} ${error}`).join(', ')}`;

function committedText(done: CsvCommit): string {
  const rejected = done.rejected.length;
  return `Imported ${done.accepted} contacts; ${rejected} row${rejected === 1 ? '' : 's'} rejected.`;
}

function Mapping({ preview }: { preview: CsvPreview }) {
  const used = preview.mapping.filter((m) => !m.ignored);
  const ignored = preview.mapping.filter((m) => m.ignored);
  return (
    <>
      <h3>How the columns are read</h3>
      <ul aria-label="How the columns are read">
        {used.map((m) => (
          <li key={m.column}>
            {m.column} → {[...m.fields, ...(m.custom ? [`custom.${m.custom}`] : [])].join(', ')}
          </li>
        ))}
        {ignored.length > 0 && <li className="muted">Ignored: {ignored.map((m) => m.column).join(', ')}</li>}
      </ul>
    </>
  );
}

function SampleTable({ preview }: { preview: CsvPreview }) {
  const fields = [...new Set(preview.mapping.flatMap((m) => (m.ignored ? [] : m.fields)))];
  return (
    <div className="table-wrap" role="region" aria-label="The first rows as they will be imported (scrolls sideways on a narrow screen)" tabIndex={0}>
      <table aria-label="The first rows as they will be imported">
        <thead>
          <tr>
            {fields.map((field) => (
              <th scope="col" key={field}>
                {field.replace(/_/g, ' ')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.sample.map((row, i) => (
            <tr key={i}>
              {fields.map((field) => (
                <td key={field}>{String(row[field] ?? '')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the server's preview found: the format, the row counts, the mapping, warnings, the rejected rows with their reasons. */
function PreviewView({ preview }: { preview: CsvPreview }) {
  return (
    <div data-testid="csv-preview">
      <p>
        {preview.file_name}: {preview.rows} rows, read as a {preview.format} export; {preview.rows - preview.invalid} to import
        {preview.invalid > 0 ? `, ${preview.invalid} rejected` : ''}.
      </p>
      <Mapping preview={preview} />
      {preview.warnings.length > 0 && (
        <>
          <h3>Warnings</h3>
          <ul aria-label="Warnings">
            {preview.warnings.map((w) => (
              <li key={w.code + (w.columns ?? []).join()}>{w.message}</li>
            ))}
          </ul>
        </>
      )}
      {preview.rejected.length > 0 && (
        <>
          <h3>Rows that will be rejected</h3>
          <ul aria-label="Rows that will be rejected" className="error">
            {preview.rejected.map((row) => (
              <li key={row.line}>{lineText(row)}</li>
            ))}
            {preview.invalid > preview.rejected.length && <li>… and {preview.invalid - preview.rejected.length} more</li>}
          </ul>
        </>
      )}
      <h3>The first rows as they will be imported</h3>
      <SampleTable preview={preview} />
    </div>
  );
}

/** Upload a CSV: the server previews it (nothing imported), and only the confirmation, with the preview's signed `confirmation`, commits it. */
export function CsvImport() {
  const queries = useQueryClient();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const preview = useMutation({ mutationFn: async (chosen: { name: string; text: string }) => (await unwrap(upload(chosen))) as CsvPreview });
  const commit = useMutation({
    mutationFn: async ({ chosen, confirmation }: { chosen: { name: string; text: string }; confirmation: string }) => (await unwrap(upload(chosen, confirmation))) as CsvCommit,
    onSuccess: () => {
      setFile(null);
      preview.reset();
      return queries.invalidateQueries({ queryKey: ['contacts'] });
    },
  });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    commit.reset();
    preview.reset();
    const read = chosen ? { name: chosen.name, text: await chosen.text() } : null;
    setFile(read);
    if (read) preview.mutate(read);
  };
  const cancel = () => (setFile(null), preview.reset());
  const ready = file && preview.data;
  return (
    <section className="card" aria-labelledby="import-heading">
      <h2 id="import-heading">Import contacts from a CSV file</h2>
      <label>
        CSV file (a header row; name, company, title, email, profile URL …; exports from HubSpot and Salesforce are recognised)
        <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
      </label>
      {preview.data && <PreviewView preview={preview.data} />}
      {ready && (
        <div className="row">
          <button type="button" onClick={() => commit.mutate({ chosen: file, confirmation: preview.data.confirmation })} disabled={commit.isPending || preview.data.rows === preview.data.invalid}>
            Import {preview.data.rows - preview.data.invalid} contacts
          </button>
          <button type="button" className="secondary" onClick={cancel}>
            Cancel
          </button>
        </div>
      )}
      <p role="status">
        {preview.isPending ? 'Reading the file…' : commit.isPending ? 'Importing…' : commit.data ? committedText(commit.data) : ''}
      </p>
      {(preview.error ?? commit.error) && <ErrorState error={preview.error ?? commit.error} />}
    </section>
  );
}
