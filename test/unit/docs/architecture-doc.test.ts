import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { MACHINES } from '../../../machines';
import { PROCESS_ROLES } from '../../../src/runtime/roles';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const document = readFileSync(`${root}/docs/architecture.md`, 'utf8');

/** The text of the `## title` section, up to the next `## `. */
function section(title: string): string {
  const start = document.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "## ${title}" section`);
  const end = document.indexOf('\n## ', start + 1);
  return document.slice(start, end < 0 ? undefined : end);
}

/** The first cell of each table row of a section, without its backticks (header and rule rows left out). */
function firstCells(text: string): string[] {
  return [...text.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
}

/** Directories of `dir` that belong to the repository (not dot folders, not what .gitignore names). */
function folders(dir: string): string[] {
  const ignored = readFileSync(`${root}/.gitignore`, 'utf8').split('\n').map((l) => l.trim().replace(/\/$/, ''));
  return readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !ignored.includes(e.name))
    .map((e) => e.name)
    .sort();
}

/** Repository paths the page names: in backticks or as link targets, under a top-level folder. */
function namedPaths(): string[] {
  const top = folders('.').join('|');
  const named = [...document.matchAll(new RegExp(`(?:\`|\\]\\(\\.\\./)((?:${top})/[^\`)\\s]*)`, 'g'))].map((m) => m[1]!);
  return [...new Set(named)].filter((p) => !/[<*]/.test(p));
}

describe('docs/architecture.md follows the code', () => {
  it('when the roles are listed, then they are exactly the process roles of src/runtime/roles.ts, in order', () => {
    expect(firstCells(section('Roles'))).toEqual([...PROCESS_ROLES]);
  });

  it('when the folders are listed, then they are exactly the top-level folders and the folders of src/', () => {
    const listed = firstCells(section('Folders'));
    expect(listed.filter((f) => f === 'src/' || !f.startsWith('src/')).map((f) => f.replace(/\/$/, '')).sort()).toEqual(folders('.'));
    expect(listed.filter((f) => f.startsWith('src/') && f !== 'src/').map((f) => f.slice(4).replace(/\/$/, '')).sort()).toEqual(folders('src'));
  });

  it('when the machines are listed, then they are exactly the registered machines, in order', () => {
    expect(firstCells(section('Machines'))).toEqual(MACHINES.map((m) => m.name));
  });

  it('when the page names a file or folder of the repository, then it exists', () => {
    const paths = namedPaths();
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !existsSync(`${root}/${p}`))).toEqual([]);
  });

  it('when a folder the page does not list is added, then the folder check names it', () => {
    const listed = firstCells(section('Folders')).filter((f) => f.startsWith('src/') && f !== 'src/');
    expect([...folders('src'), 'signals'].filter((f) => !listed.includes(`src/${f}/`))).toEqual(['signals']);
  });
});
