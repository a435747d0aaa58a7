/** Journal rows of one machine grouped by edge: `from` is null for a creating row. */
export type JournalEdgeCount = { from: string | null; event: string; to: string; count: number };

/** How often one edge of a machine was taken: `from` is always a state. */
export type TakenEdge = { from: string; event: string; to: string; count: number };

/**
 * The journal's edge counts as moves through the machine, so that every state's counts add up
 * (what came in minus what went out): each creating row (`from` null) is one entity created in
 * the machine's initial state, and a creating row whose event is not `CREATE` (an import row
 * that brings a profile URL: `SOCIAL_URL_IMPORTED` into `tracked`) is also that event taken
 * from the initial state. Rows written one at a time and rows written by a set-based statement
 * (a bulk import's COPY, a batch of checks) are the same rows and count the same way.
 */
export function movesOf(initial: string, edges: readonly JournalEdgeCount[]): { created: number; taken: TakenEdge[] } {
  let created = 0;
  const taken = new Map<string, TakenEdge>();
  const add = (from: string, event: string, to: string, count: number) => {
    const key = `${from}|${event}|${to}`;
    const edge = taken.get(key);
    if (edge) edge.count += count;
    else taken.set(key, { from, event, to, count });
  };
  for (const edge of edges) {
    if (edge.from !== null) add(edge.from, edge.event, edge.to, edge.count);
    else {
      created += edge.count;
      if (edge.event !== 'CREATE') add(initial, edge.event, edge.to, edge.count);
    }
  }
  return { created, taken: [...taken.values()] };
}
