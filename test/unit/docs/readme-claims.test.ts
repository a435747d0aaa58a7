import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const page = readFileSync(`${root}/docs/readme-claims.md`, 'utf8');

/** Runs of white space as one space: a README phrase may wrap. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const readme = flat(readFileSync(`${root}/README.md`, 'utf8'));

interface Row {
  phrase: string;
  file: string | null;
  name: string | null;
}

/** The claim rows of the page's tables: `| "README phrase" | claim | `file` › "test name" or **no test** |`. */
function rows(): Row[] {
  return page
    .split('\n')
    .filter((line) => line.startsWith('| "'))
    .map((line) => {
      const cells = line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim());
      const test = /^`([^`]+)` › "(.*)"$/.exec(cells[2] ?? '');
      return { phrase: /^"(.*)"$/.exec(cells[0] ?? '')?.[1] ?? '', file: test?.[1] ?? null, name: test?.[2] ?? null };
    });
}

/** A test file's text with its string escapes undone, so a name reads as vitest prints it. */
function testSource(file: string): string {
  return readFileSync(`${root}/${file}`, 'utf8').replace(/\\(['"`])/g, '$1');
}

describe('docs/readme-claims.md stays true', () => {
  const all = rows();

  it('when the page is read, then it has a row per claim and each names a test or says "no test"', () => {
    expect(all.length).toBeGreaterThan(40);
    expect(page.split('\n').filter((l) => l.startsWith('| "') && !/` › "|\*\*no test\*\*/.test(l))).toEqual([]);
  });

  it('when a row quotes README, then the phrase is still in README.md', () => {
    expect(all.filter((r) => r.phrase === '' || !readme.includes(flat(r.phrase))).map((r) => r.phrase)).toEqual([]);
  });

  it('when a row names a test, then its file exists and holds a describe or it of that name', () => {
    const named = all.filter((r): r is Row & { file: string; name: string } => r.file !== null && r.name !== null);
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((r) => !r.file.startsWith('test/') || !existsSync(`${root}/${r.file}`)).map((r) => r.file)).toEqual([]);
    expect(named.filter((r) => !testSource(r.file).includes(r.name)).map((r) => `${r.file} › ${r.name}`)).toEqual([]);
  });

  it('when README lists its docs, then this page is among them', () => {
    expect(readme.includes('[docs/readme-claims.md](docs/readme-claims.md)')).toBe(true);
  });
});
