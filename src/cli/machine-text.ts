import { formatDelay } from '../../machines';
import type { Transition } from '../core/journal/journal.schema';
import type { Machine, MachineDetail } from '../core/machines/machine.schema';

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ').trimEnd());
}

/** A machine as text: its states with live counts, then every edge with its guard, its actions and count. */
export function machineText(machine: Machine | MachineDetail, withCounts: boolean): string {
  const detail = 'edges' in machine ? machine : null;
  const states = machine.states.map((s) => {
    const marks = [s === machine.initial ? 'initial' : '', machine.finals.includes(s) ? 'final' : ''].filter(Boolean).join(', ');
    return withCounts ? [s, String(machine.counts[s] ?? 0), marks] : [s, marks];
  });
  const taken = new Map((detail?.taken ?? []).map((e) => [`${e.from}|${e.event}|${e.to}`, e.count]));
  const edges = machine.transitions.map((t) => {
    const row = [t.from, `--${t.event}-->`, t.to, t.guard ? `[${t.guard}]` : '', t.actions.join(', ')];
    return detail ? [...row, String(taken.get(`${t.from}|${t.event}|${t.to}`) ?? 0)] : row;
  });
  const lines = [`${machine.name} (${machine.key})`, machine.governs, ''];
  lines.push(...table([withCounts ? ['state', 'now', ''] : ['state', ''], ...states]), '');
  const header = ['from', 'event', 'to', 'guard', 'actions'];
  lines.push(...table([detail ? [...header, 'taken'] : header, ...edges]));
  lines.push(...timingLines(machine.timings));
  if (detail) {
    lines.push('', `window ${detail.window.since} .. ${detail.window.until}: ${detail.created} created (in ${machine.initial})`);
    for (const r of detail.refused) lines.push(`refused: ${r.event} in ${r.from} ×${r.count}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The machine's timings (retry schedules, delays, leases) as a table, after a blank line; nothing when it has none. */
function timingLines(timings: Machine['timings']): string[] {
  if (timings.length === 0) return [];
  const rows = timings.map((t) => [
    t.name,
    t.delays_ms.map(formatDelay).join(', ') + (t.jitter ? ` (±${Math.round(t.jitter * 100)} %)` : ''),
    t.variable ?? '',
    t.description,
  ]);
  return ['', ...table([['timing', 'delays', 'variable', 'what waits'], ...rows])];
}

/** One journalled step as a line: `at  from --EVENT--> to  (cause)`. */
export function transitionLine(t: Transition): string {
  const move = `${t.from ?? '(created)'} --${t.event}--> ${t.to}`;
  return `${t.at}  ${t.refused ? `refused ${move}` : move}  (${t.cause})`;
}
