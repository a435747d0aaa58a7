import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `import-x/no-cycle` (npm run lint) follows only imports that exist at run time. This test
 * also follows type-only imports, read with TypeScript's own scanner, so the layout stays
 * free of cycles of either kind (docs/decisions.md, "Layout").
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? tsFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')].find((f) => existsSync(f) && statSync(f).isFile()) ?? null;
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.filter((i) => i.fileName.startsWith('.')).map((i) => resolve(file, i.fileName));
      return [file, targets.filter((t): t is string => t !== null)];
    }),
  );
}

/** Strongly connected components with more than one file (Tarjan), each a cycle or a knot of cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      component.push(path.relative(root, w));
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the import graph of src and machines', () => {
  it('when type-only imports are followed too, then no file reaches itself', () => {
    const graph = importGraph([...tsFiles(path.join(root, 'src')), ...tsFiles(path.join(root, 'machines'))]);
    expect(graph.size).toBeGreaterThan(400);
    expect(cycles(graph)).toEqual([]);
  });

  it('when two files import each other, then the check names them', () => {
    const graph = new Map([
      [`${root}a.ts`, [`${root}b.ts`]],
      [`${root}b.ts`, [`${root}a.ts`]],
      [`${root}c.ts`, [`${root}a.ts`]],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts']]);
  });
});
