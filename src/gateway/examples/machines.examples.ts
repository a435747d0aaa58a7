import { describeMachine, MACHINE_TIMINGS, runMachine } from '../../../machines';
import type { Transition } from '../../core/journal/journal.schema';
import type { Machine, MachineDetail, MachinePath } from '../../core/machines/machine.schema';
import { EXAMPLE_IDS as ID } from './ids';

type Step = [id: number, from: string | null, event: string, to: string, cause: string, at: string, refused?: boolean];

const stepsOf = (machine: Transition['machine'], resourceId: string, steps: Step[]): Transition[] =>
  steps.map(([id, from, event, to, cause, at, refused]) => ({ id, machine, resource_id: resourceId, from, event, to, refused: refused ?? false, cause, at }));

const pageOf = (data: Transition[]) => ({ data, page: 1, page_size: 50, total: data.length });


/** A run that ran out of credits, was topped up and resumed, then completed. */
export const runStepsExample: Transition[] = stepsOf('run', ID.run, [
  [101, null, 'CREATE', 'queued', `api_key:${ID.user}`, '2026-03-02T12:00:00.000Z'],
  [102, 'queued', 'START', 'running', 'scheduler', '2026-03-02T12:00:02.000Z'],
  [140, 'running', 'PAUSE', 'paused', 'scheduler', '2026-03-02T12:01:10.000Z'],
  [141, 'paused', 'RESUME', 'paused', `api_key:${ID.user}`, '2026-03-02T12:01:30.000Z', true],
  [150, 'paused', 'AUTO_RESUME', 'running', 'scheduler', '2026-03-02T12:05:00.000Z'],
  [170, 'running', 'COMPLETE', 'completed', 'scheduler', '2026-03-02T12:09:40.000Z'],
]);

export const runHistoryExample = pageOf(runStepsExample);

/** A contact imported without a profile URL, given one by a person, then lost and found again. */
export const contactHistoryExample = pageOf(
  stepsOf('contact_tracking', ID.contact, [
    [11, null, 'CREATE', 'needs_social', 'import', '2026-02-27T09:15:00.000Z'],
    [12, 'needs_social', 'SOCIAL_URL_ACCEPTED', 'tracked', `oauth:${ID.user}`, '2026-02-27T10:02:00.000Z'],
    [90, 'tracked', 'PROFILE_NOT_FOUND', 'not_found', 'checker:profile_not_found', '2026-03-02T12:03:00.000Z'],
    [120, 'not_found', 'PROFILE_FOUND_AGAIN', 'tracked', 'scheduler', '2026-03-09T12:03:00.000Z'],
  ]),
);

/** A play worked by a rep until a meeting. */
export const playHistoryExample = pageOf(
  stepsOf('play', ID.play, [
    [160, null, 'CREATE', 'open', 'scheduler', '2026-03-02T12:04:00.000Z'],
    [201, 'open', 'SET_CONTACTED', 'contacted', `oauth:${ID.user}`, '2026-03-03T08:30:00.000Z'],
    [230, 'contacted', 'SET_MEETING', 'meeting', `oauth:${ID.user}`, '2026-03-05T16:45:00.000Z'],
  ]),
);

/** A CSV import queued for the worker and committed. */
export const importHistoryExample = pageOf(
  stepsOf('import', ID.import, [
    [5, null, 'CREATE', 'draft', `api_key:${ID.user}`, '2026-02-27T09:14:00.000Z'],
    [6, 'draft', 'QUEUE', 'queued', `api_key:${ID.user}`, '2026-02-27T09:14:00.000Z'],
    [7, 'queued', 'START', 'running', 'import', '2026-02-27T09:14:02.000Z'],
    [8, 'running', 'ROWS_DONE', 'committing', 'import', '2026-02-27T09:14:40.000Z'],
    [9, 'committing', 'COMMITTED', 'committed', 'import', '2026-02-27T09:15:00.000Z'],
  ]),
);

export const runMachineExample: Machine = {
  name: 'run',
  governs: 'A check run: queued, running, paused with a `paused_reason`, then completed, failed or cancelled.',
  ...describeMachine(runMachine),
  timings: [...MACHINE_TIMINGS.run],
  counts: { queued: 0, running: 1, paused: 0, completed: 41, failed: 1, cancelled: 2 },
};

export const machineListExample = { data: [runMachineExample] };

export const runMachineDetailExample: MachineDetail = {
  ...runMachineExample,
  window: { since: '2026-03-01T12:10:00.000Z', until: '2026-03-02T12:10:00.000Z' },
  edges: [
    { from: null, event: 'CREATE', to: 'queued', count: 1 },
    { from: 'paused', event: 'AUTO_RESUME', to: 'running', count: 1 },
    { from: 'queued', event: 'START', to: 'running', count: 1 },
    { from: 'running', event: 'COMPLETE', to: 'completed', count: 1 },
    { from: 'running', event: 'PAUSE', to: 'paused', count: 1 },
  ],
  created: 1,
  taken: [
    { from: 'paused', event: 'AUTO_RESUME', to: 'running', count: 1 },
    { from: 'queued', event: 'START', to: 'running', count: 1 },
    { from: 'running', event: 'COMPLETE', to: 'completed', count: 1 },
    { from: 'running', event: 'PAUSE', to: 'paused', count: 1 },
  ],
  refused: [{ from: 'paused', event: 'RESUME', count: 1 }],
};

export const runPathExample: MachinePath = { machine: 'run', resource_id: ID.run, status: 'completed', steps: runStepsExample };
