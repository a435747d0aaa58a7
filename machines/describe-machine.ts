import type { DirectedGraphEdge } from '@xstate/graph';
import { toDirectedGraph } from '@xstate/graph';
import type { AnyStateMachine } from 'xstate';

/**
 * One edge of a machine: `event` moves `from` to `to`, when `guard` (if any) allows it, and
 * performs its named `actions` (context updates and effects such as `emitRunPaused`).
 */
export type MachineTransition = { from: string; event: string; to: string; guard: string | null; actions: string[] };

/** A flat machine as data: what the JSON endpoints, the view, the CLI and the README show. */
export type MachineDescription = {
  /** The XState machine id. */
  key: string;
  initial: string;
  states: string[];
  finals: string[];
  events: string[];
  guards: string[];
  /** Every named action, sorted. */
  actions: string[];
  transitions: MachineTransition[];
};

/** The states of a flat machine in definition order: its status vocabulary. */
export function statusesOf<const S extends string = string>(machine: AnyStateMachine): [S, ...S[]] {
  const states = Object.keys(machine.root.states) as S[];
  if (states.length === 0) throw new Error(`${machine.id}: a machine without states`);
  return states as [S, ...S[]];
}

/** The final states of a flat machine, in definition order. */
export function finalStatusesOf(machine: AnyStateMachine): string[] {
  return Object.values(machine.root.states)
    .filter((node) => node.type === 'final')
    .map((node) => node.key);
}

function guardName(edge: DirectedGraphEdge): string | null {
  const guard: unknown = edge.transition.guard;
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return null;
}

function actionNames(edge: DirectedGraphEdge): string[] {
  const actions: unknown[] = [...(edge.transition.actions ?? [])];
  return actions.flatMap((action) => {
    if (typeof action === 'string') return [action];
    if (action && typeof action === 'object' && 'type' in action && typeof action.type === 'string') return [action.type];
    return [];
  });
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Every edge, sorted by source state order, then target state order, then event. */
export function transitionsOf(machine: AnyStateMachine): MachineTransition[] {
  const graph = toDirectedGraph(machine);
  const order = graph.children.map((child) => child.stateNode.key);
  const rank = (key: string): number => order.indexOf(key);
  const edges = graph.children.flatMap((child) =>
    child.edges.map((edge) => ({ from: edge.source.key, event: edge.label.text, to: edge.target.key, guard: guardName(edge), actions: actionNames(edge) })),
  );
  return edges.sort((a, b) => rank(a.from) - rank(b.from) || rank(a.to) - rank(b.to) || compare(a.event, b.event));
}

export function describeMachine(machine: AnyStateMachine): MachineDescription {
  const transitions = transitionsOf(machine);
  const initial = machine.root.initial?.target[0]?.key;
  if (!initial) throw new Error(`${machine.id}: a machine without an initial state`);
  return {
    key: machine.id,
    initial,
    states: statusesOf(machine),
    finals: finalStatusesOf(machine),
    events: [...new Set(transitions.map((t) => t.event))].sort(compare),
    guards: [...new Set(transitions.flatMap((t) => (t.guard ? [t.guard] : [])))].sort(compare),
    actions: [...new Set(transitions.flatMap((t) => t.actions))].sort(compare),
    transitions,
  };
}
