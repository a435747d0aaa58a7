import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { APP_DIST_DIR, APP_SOURCE_DIR, packageRoot } from '../../../src/runtime/app-bundle';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const at = (...parts: string[]) => pathToFileURL(path.join(ROOT, ...parts)).href;

describe('packageRoot (where the app bundle is looked for and built)', () => {
  it('when the code runs from src/runtime (tsx), from dist/main.js or from a dist/chunks file (the bundle), then the root is the checkout', () => {
    expect(packageRoot(at('src', 'runtime', 'app-bundle.ts'))).toBe(ROOT);
    // `node dist/main.js` (the image's entrypoint, the `all` role): one folder up, not two.
    expect(packageRoot(at('dist', 'main.js'))).toBe(ROOT);
    expect(packageRoot(at('dist', 'chunks', 'boot-ABC123.js'))).toBe(ROOT);
  });

  it('when the module is loaded, then dist/app and src/app are the checkout\'s own', () => {
    expect(APP_DIST_DIR).toBe(path.join(ROOT, 'dist', 'app'));
    expect(APP_SOURCE_DIR).toBe(path.join(ROOT, 'src', 'app'));
  });

  it('when no folder above has a package.json, then it says so instead of guessing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'no-package-'));
    try {
      expect(() => packageRoot(pathToFileURL(path.join(dir, 'dist', 'main.js')).href)).toThrow(/no package\.json above/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
