import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

/** Tables whose status a lifecycle machine owns, and the column it lives in. */
const MACHINE_TABLES = ['contacts', 'plays', 'runs', 'imports', 'webhook_endpoints', 'deliveries'];

/** The only place allowed to write those statuses (the transition functions). */
const ALLOWED = 'src/core/transitions/';

const ROOT = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const TABLE = `(?:${MACHINE_TABLES.join('|')})`;
/** `update <table> [alias] set ... status =` up to the statement's where/from/returning. */
const UPDATE = new RegExp(
  `update\\s+${TABLE}\\b[^;\`]*?\\bset\\b(?:(?!\\b(?:where|from|returning)\\b)[^;\`])*?(?<![.\\w])(?:tracking_status|status)\\s*=`,
  'gis',
);
/** `insert into <table> (... status ...)`. */
const INSERT = new RegExp(`insert\\s+into\\s+${TABLE}\\s*\\([^)]*\\b(?:tracking_status|status)\\b`, 'gis');

/** Statuses written in SQL outside src/core/transitions, as `file: statement start`. */
function statusWritesOutsideTransitions(files: string[]): string[] {
  return files.flatMap((file) => {
    const rel = relative(ROOT, file);
    if (rel.startsWith(ALLOWED)) return [];
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(UPDATE), ...text.matchAll(INSERT)].map((m) => `${rel}: ${m[0].slice(0, 60).replace(/\s+/g, ' ')}`);
  });
}

describe('status writes', () => {
  it('when src/ is scanned, then no SQL writes a machine-owned status outside the transition functions', () => {
    expect(statusWritesOutsideTransitions(sources(join(ROOT, 'src')))).toEqual([]);
  });

  it('when a status write is added outside the transition functions, then the scan finds it', () => {
    const text = "await em.execute(`update plays pl set status = ? where id = ?`, [s, id]);";
    expect([...text.matchAll(UPDATE)]).toHaveLength(1);
    expect([..."insert into runs (workspace_id, kind, status) values".matchAll(INSERT)]).toHaveLength(1);
    expect([..."update run_items set status = 'pending'".matchAll(UPDATE)]).toHaveLength(0);
    expect([..."update runs r set totals = 1 where r.status = 'queued'".matchAll(UPDATE)]).toHaveLength(0);
  });
});
