import path from 'node:path';
import { createInterface } from 'node:readline/promises';

import cliProgress from 'cli-progress';
import { type Command, Option } from 'commander';

import { loadCliConfig } from '../config/env';
import type { Caller, Services } from '../core/context';
import { type CrmImportResult, importHubSpot } from '../core/imports/crm-import';
import {
  commitCsvImport,
  type CsvImportDraft,
  type CsvImportPreview,
  type CsvImportResult,
  discardCsvImport,
  previewCsvImport,
} from '../core/imports/csv-import';
import type { ImportProgress } from '../core/imports/import-batches';
import { findWorkspace } from '../core/workspaces/workspace.service';
import { DomainError, ValidationError } from '../shared/errors';
import { withServices } from './connect';
import { cliIo } from './io';
import { print } from './output';
import { registerSalesforceImport } from './salesforce';

/** The CLI acts for the operator with full rights on the workspace it names. */
function cliCaller(workspaceId: string): Caller {
  return { workspaceId, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'cli' };
}

class ConfirmationRequired extends DomainError {
  constructor() {
    super(400, 'confirmation_required', 'stdin is not a terminal, so there is nobody to confirm: pass --yes to commit');
  }
}

/** Asks on a TTY; `--yes` answers for the user; without a TTY and without `--yes` there is no answer (null). */
async function confirm(question: string, yes: boolean | undefined): Promise<boolean | null> {
  if (yes) return true;
  if (!cliIo().stdin.isTTY) return null;
  const rl = createInterface({ input: cliIo().stdin, output: cliIo().stderr });
  try {
    return /^y(es)?$/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}

/**
 * A rejected row's problems as one line: `field: message`, or the message alone when it
 * already names the field ("first_name, last_name or full_name is required"),
 * each message once even when several fields carry it.
 */
export function rowProblems(errors: Record<string, string>): string {
  const names = (field: string, message: string) => message.split(/[^A-Za-z0-9_.]+/).includes(field);
  const lines = Object.entries(errors).map(([field, message]) => (names(field, message) ? message : `${field}: ${message}`));
  return [...new Set(lines)].join('; ');
}

/** npm runs scripts in the package root and says where it was called from in INIT_CWD. */
export function callerPath(file: string): string {
  return path.resolve(loadCliConfig().INIT_CWD ?? process.cwd(), file);
}

const SAMPLE_COLUMNS = ['first_name', 'last_name', 'full_name', 'company', 'title', 'email', 'social_url', 'segment', 'owner'];

function table(rows: Array<Record<string, unknown>>, columns: string[]): string {
  const used = columns.filter((c) => rows.some((r) => r[c] !== undefined && r[c] !== null && r[c] !== ''));
  const cell = (v: unknown) => {
    const s = v === undefined || v === null ? '' : String(v).replace(/\s+/g, ' ');
    return s.length > 30 ? `${s.slice(0, 29)}…` : s;
  };
  const widths = used.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(used), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(used.map((c) => cell(r[c]))))].join('\n');
}

function describePreview(p: CsvImportPreview): string {
  const out: string[] = [];
  out.push(`File ${p.file_name}: ${p.format} layout, delimiter ${JSON.stringify(p.delimiter)}, ${p.rows} rows (${p.invalid} would be rejected)`);
  out.push('', 'Columns:');
  const label = (column: string) => (column.length > 40 ? `${column.slice(0, 39)}…` : column || '(blank)');
  const width = Math.max(...p.mapping.map((m) => label(m.column).length), 6);
  for (const m of p.mapping) {
    const target = m.fields.length > 0 ? m.fields.join(', ') : m.custom !== null ? `custom "${m.custom}"` : 'ignored (empty)';
    out.push(`  ${label(m.column).padEnd(width)}  → ${target}`);
  }
  if (p.warnings.length > 0) out.push('', 'Warnings:', ...p.warnings.map((w) => `  - ${w.message}`));
  if (p.sample.length > 0) out.push('', `First ${p.sample.length} rows:`, table(p.sample, SAMPLE_COLUMNS));
  return `${out.join('\n')}\n\n`;
}

function progressBar(enabled: boolean) {
  if (!enabled || !cliIo().stderr.isTTY) return null;
  return new cliProgress.SingleBar(
    { format: '{step} [{bar}] {value}/{total}', stream: cliIo().stderr, hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
}

type CsvOptions = { workspace: string; yes?: boolean; json?: boolean };
type HubSpotOptions = { workspace: string; token?: string; baseUrl?: string; yes?: boolean; json?: boolean };

/** `tracker import csv|hubspot|salesforce`: contacts from a CSV export or straight from a CRM. */
export function registerImport(program: Command): void {
  const command = program.command('import').description('import contacts from a CSV file, HubSpot or Salesforce');

  command
    .command('csv <file>')
    .description('import a CSV export (HubSpot, Salesforce or a plain sheet): preview, confirm, commit')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .option('--yes', 'commit without asking')
    .addOption(new Option('--json', 'print JSON'))
    .action((file: string, o: CsvOptions) => withServices((services) => importCsv(services, file, o)));

  command
    .command('hubspot')
    .description('import companies, contacts, deals and owners from HubSpot (private app token)')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .option('--token <token>', 'HubSpot private app access token (default: $HUBSPOT_TOKEN)')
    .option('--base-url <url>', 'HubSpot API base URL, e.g. https://api-eu1.hubapi.com')
    .option('--yes', 'import without asking')
    .addOption(new Option('--json', 'print JSON'))
    .action((o: HubSpotOptions) => withServices((services) => importFromHubSpot(services, o)));

  registerSalesforceImport(command);
}

/** Preview, confirm, commit with a progress bar, then the outcome. */
async function importCsv(services: Services, file: string, o: CsvOptions): Promise<void> {
  const caller = cliCaller((await findWorkspace(services, o.workspace)).id);
  const draft = await previewCsvImport(services, caller, { path: callerPath(file) });
  const { preview } = draft;
  if (!(o.json && (o.yes || !cliIo().stdin.isTTY))) {
    (o.json ? cliIo().stderr : cliIo().stdout).write(describePreview(preview));
  }
  if (!(await confirmCommit(services, draft, o))) return;
  const bar = progressBar(!o.json);
  bar?.start(preview.rows, 0, { step: 'commit' });
  try {
    const result = await commitCsvImport(services, caller, draft, {
      onProgress: (p) => bar?.update(p.done, { step: `batch ${Math.max(p.batch, 1)}/${p.batches}` }),
    });
    bar?.stop();
    if (o.json) return print({ ...result, format: preview.format, warnings: preview.warnings }, true);
    printCsvResult(result);
  } finally {
    bar?.stop();
  }
}

/**
 * Asks before committing. A refusal discards the draft; with nobody to ask (no terminal, no
 * `--yes`) that is an error, after the preview for `--json`.
 */
async function confirmCommit(services: Services, draft: CsvImportDraft, o: CsvOptions): Promise<boolean> {
  const answer = await confirm(`Commit ${draft.preview.rows} rows?`, o.yes);
  if (answer === true) return true;
  await discardCsvImport(services, draft, answer === null ? 'not confirmed: no terminal and no --yes' : 'not confirmed');
  if (answer === null) {
    if (o.json) print({ preview: draft.preview }, true);
    throw new ConfirmationRequired();
  }
  cliIo().stderr.write('Nothing imported.\n');
  return false;
}

function printCsvResult(result: CsvImportResult): void {
  const { import_id, status, rows, accepted } = result;
  const batches = result.batches.map((b) => b.import_id);
  print({ import_id, status, rows, accepted, rejected: result.rejected.length, ...result.summary, batches }, false);
  writeFirst(result.rejected, (r) => `line ${r.line}: ${rowProblems(r.errors)}`);
  if (result.row_warnings.length > 0) cliIo().stdout.write(`kept with a warning (the field is stored empty): ${result.row_warnings.length}\n`);
  writeFirst(result.row_warnings, (w) => `line ${w.line}: ${w.field}: ${w.message}`);
}

/** The first 20 items, one indented line each, and how many more `--json` shows. */
function writeFirst<T>(items: readonly T[], line: (item: T) => string, limit = 20): void {
  for (const item of items.slice(0, limit)) cliIo().stdout.write(`  ${line(item)}\n`);
  if (items.length > limit) cliIo().stdout.write(`  … and ${items.length - limit} more (see --json)\n`);
}

/** Confirm, read the CRM step by step with a bar per step, then the counts. */
async function importFromHubSpot(services: Services, o: HubSpotOptions): Promise<void> {
  const token = o.token ?? loadCliConfig().HUBSPOT_TOKEN;
  if (!token) {
    throw new ValidationError('A HubSpot access token is required', [{ path: '--token', message: 'pass --token or set HUBSPOT_TOKEN' }]);
  }
  const ws = await findWorkspace(services, o.workspace);
  const answer = await confirm(`Import from HubSpot into workspace ${ws.slug}?`, o.yes);
  if (answer === null) throw new ConfirmationRequired();
  if (!answer) {
    cliIo().stderr.write('Nothing imported.\n');
    return;
  }
  const bar = progressBar(!o.json);
  try {
    const result = await importHubSpot(services, cliCaller(ws.id), { token, basePath: o.baseUrl, onProgress: stepProgress(bar) });
    bar?.stop();
    if (o.json) return print(result, true);
    printCrmResult(result);
  } finally {
    bar?.stop();
  }
}

/** Restarts the bar whenever the import moves to its next step (companies, contacts, deals …). */
function stepProgress(bar: ReturnType<typeof progressBar>): (p: ImportProgress) => void {
  let step: ImportProgress['step'] | null = null;
  return (p) => {
    if (!bar) return;
    if (p.step !== step) {
      if (step !== null) bar.stop();
      bar.start(p.total, p.done, { step: p.step });
      step = p.step;
    }
    bar.setTotal(p.total);
    bar.update(p.done, { step: p.step });
  };
}

function printCrmResult(result: CrmImportResult): void {
  print(
    {
      import_id: result.import_id,
      status: result.status,
      ...Object.fromEntries(Object.entries(result.read).map(([k, v]) => [`read_${k}`, v])),
      accounts_accepted: result.accounts_accepted,
      accounts_rejected: result.accounts_rejected.length,
      accounts_warnings: result.accounts_warnings.length,
      accepted: result.accepted,
      rejected: result.rejected.length,
      warnings: result.warnings.length,
      ...result.summary,
    },
    false,
  );
}
