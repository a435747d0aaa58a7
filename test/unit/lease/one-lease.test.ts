import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { claimLock } from '../../../src/core/lease';

/** The only folder whose text may take rows `FOR UPDATE … SKIP LOCKED`: the lease module's statements. */
const ALLOWED = 'src/core/lease/sql/';
const ROOT = join(import.meta.dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** `skip locked` anywhere (SQL or prose): a hand-built claim lock. */
const SKIP_LOCKED = /skip\s+locked/gi;

/** Files outside the lease module that spell the claim lock themselves, as `file: line`. */
function handBuiltLocks(files: string[]): string[] {
  return files.flatMap((file) => {
    const rel = relative(ROOT, file).split('\\').join('/');
    if (rel.startsWith(ALLOWED)) return [];
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(SKIP_LOCKED)].map((m) => `${rel}:${text.slice(0, m.index).split('\n').length}`);
  });
}

describe('one lease mechanism', () => {
  it('when the sources are scanned, then FOR UPDATE … SKIP LOCKED appears only in src/core/lease/sql', () => {
    expect(handBuiltLocks(sources(join(ROOT, 'src')))).toEqual([]);
  });

  it('when a file outside the lease module spells the lock itself, then the scan names it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'one-lease-'));
    const file = join(dir, 'queue.ts');
    writeFileSync(file, "const CLAIM = `select id from outbox\n  for update SKIP\n  LOCKED`;\n");
    try {
      expect(handBuiltLocks([file, join(ROOT, ALLOWED, 'lock.ts')])).toEqual([`${relative(ROOT, file)}:2`]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('when a claim locks rows of a joined table, then the lock names that table', () => {
    expect(claimLock()).toBe('for update skip locked');
    expect(claimLock('d')).toBe('for update of d skip locked');
  });
});
