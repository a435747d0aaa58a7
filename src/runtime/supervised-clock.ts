import type { SupervisorConfig } from '../config/env';

/** The sandbox `npm start` runs, when it is also the profile source: the gateway's clock follows it as the children's do. */
export function supervisedSandbox(supervisor: Pick<SupervisorConfig, 'PROFILE_SOURCE' | 'PROFILE_SOURCE_URL' | 'SANDBOX_PORT'>): string | null {
  if (supervisor.PROFILE_SOURCE !== 'sandbox') return null;
  return supervisor.PROFILE_SOURCE_URL ?? `http://127.0.0.1:${supervisor.SANDBOX_PORT}`;
}

/**
 * How `npm start`'s sandbox and service learn of each other (docs/decisions.md "Test clock"):
 * the sandbox's world starts today (unless SANDBOX_START_DATE says otherwise), so the test
 * clock starts at the wall clock; with a real provider (PROFILE_SOURCE not sandbox) the
 * service keeps the wall clock and the sandbox refuses to move its own (SANDBOX_CLOCK_LOCKED).
 */
export function supervisedClockEnv(
  supervisor: Pick<SupervisorConfig, 'PROFILE_SOURCE' | 'SANDBOX_START_DATE'>,
  today: Date = new Date(),
): Record<string, string> {
  return {
    SANDBOX_START_DATE: supervisor.SANDBOX_START_DATE ?? today.toISOString().slice(0, 10),
    SANDBOX_CLOCK_LOCKED: supervisor.PROFILE_SOURCE === 'sandbox' ? 'false' : 'true',
  };
}
