import { setup } from 'xstate';

export const IMPORT_STATUSES = [
  'draft',
  'previewed',
  'queued',
  'running',
  'committing',
  'committed',
  'failed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_FINAL_STATUSES = ['committed', 'failed'] as const satisfies readonly ImportStatus[];

export type ImportEvent =
  | { type: 'PREVIEW' }
  | { type: 'CONFIRM' }
  | { type: 'QUEUE' }
  | { type: 'COMMIT_INLINE' }
  | { type: 'START' }
  | { type: 'ROWS_DONE' }
  | { type: 'COMMITTED' }
  | { type: 'FAIL'; error?: string };

/**
 * A contact import: previewed and confirmed (CLI), queued (large API imports)
 * or committed inline (small API imports).
 */
export const importMachine = setup({
  types: {
    events: {} as ImportEvent,
  },
}).createMachine({
  id: 'import',
  initial: 'draft',
  states: {
    draft: {
      on: {
        PREVIEW: 'previewed',
        QUEUE: 'queued',
        COMMIT_INLINE: 'committing',
        FAIL: 'failed',
      },
    },
    previewed: {
      on: {
        CONFIRM: 'queued',
        FAIL: 'failed',
      },
    },
    queued: {
      on: {
        START: 'running',
        FAIL: 'failed',
      },
    },
    running: {
      on: {
        ROWS_DONE: 'committing',
        FAIL: 'failed',
      },
    },
    committing: {
      on: {
        COMMITTED: 'committed',
        FAIL: 'failed',
      },
    },
    committed: { type: 'final' },
    failed: { type: 'final' },
  },
});
