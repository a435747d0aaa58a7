import { describe, expect, it } from 'vitest';

import { ensureTestDeps, MissingTestDependency, onPath } from '../../../scripts/ensure-test-deps';

describe('scripts/ensure-test-deps', () => {
  it('when every program is already installed, then it returns at once without installing', () => {
    const logged: string[] = [];
    const started = Date.now();

    ensureTestDeps(['chromium-headless-shell'], { log: (line) => logged.push(line) });

    expect(onPath('chromium-headless-shell')).not.toBeNull();
    expect(logged).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('when a program is missing and this process cannot install it, then it stops with the exact command to run', () => {
    const savedPath = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(() => ensureTestDeps(['promtool', 'redis-server'], { root: false })).toThrow(MissingTestDependency);
      expect(() => ensureTestDeps(['promtool', 'redis-server'], { root: false })).toThrow(
        'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y prometheus redis-server',
      );
    } finally {
      process.env.PATH = savedPath;
    }
  });
});
