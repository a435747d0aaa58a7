/**
 * How many outbox events the next fan-out takes: a burst starts with a small batch (its
 * first deliveries go out sooner) and doubles up to `batch` while the events keep coming.
 * No more than the roomiest endpoint can take now (a few at least, for the other endpoints
 * and the notifications): new deliveries are then leased as they are inserted rather than
 * inserted due and claimed in a second write.
 */
export interface FanOutPlanner {
  /** Whether this pass fans out: always on a full pass, and while a backlog is known. */
  wanted(fullPass: boolean): boolean;
  /** Events to take, given the room the webhook worker has. */
  take(room: number): number;
  /** The fan-out took `events` of the `asked`; returns whether more may be waiting. */
  took(events: number, asked: number): boolean;
}

export function createFanOutPlanner(batch: number): FanOutPlanner {
  const first = Math.min(64, batch);
  let limit = first;
  /** The last fan-out took as many events as it asked for: more may be waiting. */
  let backlog = false;
  return {
    wanted: (fullPass) => fullPass || backlog,
    take: (room) => Math.max(first, Math.min(limit, room)),
    took(events, asked) {
      backlog = events === asked;
      limit = backlog ? Math.min(batch, limit * 2) : first;
      return backlog;
    },
  };
}
