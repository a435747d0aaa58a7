import type { RunEvent } from '../../../machines';
import type { RunRow } from './run.query';

export type PauseReason = NonNullable<RunRow['paused_reason']>;

export type { RunEvent };
export { autoResumeDue, autoResumeRun, startRun, transitionRun } from '../transitions/run-transition';
