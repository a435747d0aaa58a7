/**
 * The lock every claim takes on the rows it picks: two workers never pick the same row and
 * neither waits for the other. It lives here alone, so that every claim, including the
 * custom candidate picks of the hot-path queues (webhook deliveries with their per-endpoint
 * cap, the outbox fan-out), takes its rows the same way. `alias` names the locked table
 * when the pick joins others.
 */
export function claimLock(alias?: string): string {
  return `for update${alias ? ` of ${alias}` : ''} skip locked`;
}
