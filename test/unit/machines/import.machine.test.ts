import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';

import type { ImportEvent, ImportStatus } from '../../../machines/index';
import { applyEvent, IMPORT_FINAL_STATUSES, IMPORT_STATUSES, importMachine } from '../../../machines/index';

type EventType = ImportEvent['type'];

const ALLOWED: Array<[from: ImportStatus, event: EventType, to: ImportStatus]> = [
  ['draft', 'PREVIEW', 'previewed'],
  ['previewed', 'CONFIRM', 'queued'],
  ['draft', 'QUEUE', 'queued'],
  ['draft', 'COMMIT_INLINE', 'committing'],
  ['queued', 'START', 'running'],
  ['running', 'ROWS_DONE', 'committing'],
  ['committing', 'COMMITTED', 'committed'],
  ...(['draft', 'previewed', 'queued', 'running', 'committing'] as const).map(
    (from): [ImportStatus, EventType, ImportStatus] => [from, 'FAIL', 'failed'],
  ),
];

const REFUSED: Array<[from: ImportStatus, event: EventType]> = [
  ['draft', 'CONFIRM'],
  ['draft', 'START'],
  ['previewed', 'PREVIEW'],
  ['previewed', 'QUEUE'],
  ['previewed', 'COMMIT_INLINE'],
  ['queued', 'ROWS_DONE'],
  ['queued', 'COMMIT_INLINE'],
  ['committing', 'START'],
  ['running', 'COMMITTED'],
  ['committed', 'FAIL'],
  ['failed', 'START'],
];

const EVENT_TYPES: EventType[] = [
  'PREVIEW',
  'CONFIRM',
  'QUEUE',
  'COMMIT_INLINE',
  'START',
  'ROWS_DONE',
  'COMMITTED',
  'FAIL',
];

describe('importMachine', () => {
  it('when the machine is built, then its states are exactly the status values and it starts as draft', () => {
    expect(Object.keys(importMachine.root.states)).toEqual([...IMPORT_STATUSES]);
    expect(importMachine.root.initial?.target[0]?.key).toBe('draft');
  });

  it.each(ALLOWED)('when %s receives %s, then it moves to %s', (from, type, to) => {
    expect(applyEvent(importMachine, from, { type })).toEqual({ ok: true, status: to, changed: true });
  });

  it.each(REFUSED)('when %s receives %s, then the move is refused', (from, type) => {
    expect(applyEvent(importMachine, from, { type })).toEqual({ ok: false, status: from });
  });

  it.each(IMPORT_FINAL_STATUSES)('when the import is %s, then no event leaves it', (status) => {
    for (const type of EVENT_TYPES) expect(applyEvent(importMachine, status, { type }).ok).toBe(false);
  });

  it('when the graph is walked from draft, then every status is reachable', () => {
    const reached = getShortestPaths(importMachine).map((path) => path.state.value);
    expect(new Set(reached)).toEqual(new Set(IMPORT_STATUSES));
  });
});
