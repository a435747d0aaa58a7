import {
  finalStatusesOf,
  type ImportStatus,
  runMachine,
  type RunStatus,
  statusesOf,
} from '../../machines';

/** A SQL list literal, `('a','b')`, of status names (machine state names: lower-case words only). */
export function sqlList(values: readonly string[]): string {
  if (values.length === 0) throw new Error('an empty status set');
  for (const v of values) if (!/^[a-z_]+$/.test(v)) throw new Error(`not a status name: ${v}`);
  return `(${values.map((v) => `'${v}'`).join(',')})`;
}

/** The states of a machine that are not final: the entity may still move. */
export function unfinishedStatusesOf(machine: Parameters<typeof statusesOf>[0]): string[] {
  const finals = finalStatusesOf(machine);
  return statusesOf(machine).filter((s) => !finals.includes(s));
}

/** Runs that may still move (queued, running, paused), from the run machine. */
export const SQL_RUN_UNFINISHED = sqlList(unfinishedStatusesOf(runMachine));
/** Runs that hold the workspace's slot for a new run: queued or running (a typed subset of the machine's states). */
export const SQL_RUN_ACTIVE = sqlList(['queued', 'running'] satisfies RunStatus[]);
/** Imports the worker owns: queued, running or committing (a typed subset of the machine's states). */
export const SQL_IMPORT_IN_WORKER = sqlList(['queued', 'running', 'committing'] satisfies ImportStatus[]);
