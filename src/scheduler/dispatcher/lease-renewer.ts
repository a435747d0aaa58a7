/**
 * Renews the leases of what a worker holds every third of the lease, so only a dead
 * worker's leases run out. `renew` gets the held ids and the new lease end; its failures
 * are logged through `onError` (the next round tries again).
 */
export function startLeaseRenewer(options: {
  leaseMs: number;
  heldIds: () => string[];
  renew: (ids: string[], until: Date) => Promise<void>;
  now: () => Date;
  onError: (err: unknown) => void;
  /** Runs at every round, before renewing (housekeeping). */
  onRound?: () => void;
}): { stop(): void } {
  const timer = setInterval(() => {
    options.onRound?.();
    const ids = options.heldIds();
    if (ids.length === 0) return;
    options.renew(ids, new Date(options.now().getTime() + options.leaseMs)).catch(options.onError);
  }, Math.max(250, Math.floor(options.leaseMs / 3)));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
