/**
 * Each run's batch commit still in flight: the next batch is leased and streamed while the
 * previous one commits (the checker would idle otherwise). One per run, in order.
 */
export interface CommitTracker {
  track(runId: string, items: number, commit: Promise<void>): void;
  /** How many items the run's commit in flight may still charge. */
  uncommitted(runId: string): number;
  /** Waits for the run's commit in flight, if any. */
  settled(runId: string): Promise<void>;
  allSettled(): Promise<void>;
}

export function createCommitTracker(): CommitTracker {
  const committing = new Map<string, { items: number; done: Promise<void> }>();
  return {
    track(runId, items, commit) {
      const done = commit.finally(() => {
        if (committing.get(runId)?.done === done) committing.delete(runId);
      });
      committing.set(runId, { items, done });
    },
    uncommitted: (runId) => committing.get(runId)?.items ?? 0,
    settled: async (runId) => committing.get(runId)?.done,
    allSettled: async () => void (await Promise.all([...committing.values()].map((c) => c.done))),
  };
}
