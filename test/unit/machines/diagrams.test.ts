import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { runMachine } from '../../../machines/index';
import { README_PATH, renderMermaid, renderReadme } from '../../../machines/render-diagrams';

describe('machine diagrams', () => {
  it('when the README is rendered, then it equals the committed machines/README.md', () => {
    expect(renderReadme()).toBe(readFileSync(README_PATH, 'utf8'));
  });

  it('when the README is rendered twice, then the output is identical', () => {
    expect(renderReadme()).toBe(renderReadme());
  });

  it('when the run machine is rendered, then it has the initial arrow, guarded edges and final states', () => {
    const text = renderMermaid(runMachine);
    expect(text.startsWith('stateDiagram-v2\n  [*] --> queued\n')).toBe(true);
    expect(text).toContain('  paused --> running : RESUME [resumableByClient]');
    expect(text).toContain('  completed --> [*]');
    expect(text).not.toContain('completed --> running');
  });
});
