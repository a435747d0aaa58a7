/**
 * Freshness as a workspace sees it (GET /v1/freshness): how long after a job change began the
 * service told the user. Pure.
 */

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/**
 * When a change began, as well as the service can know it: the start date the profile states
 * for the new role (a day when given; a month or a year stands for its middle), else the
 * middle of the interval between the check that still showed the old state and the check that
 * found the change. Never after the detection; null when neither is known.
 */
export function changeStartedAt(input: { startedOn: string | null; previousCheckAt: number | null; detectedAt: number }): number | null {
  const stated = statedStart(input.startedOn);
  if (stated !== null) return Math.min(stated, input.detectedAt);
  if (input.previousCheckAt === null || input.previousCheckAt > input.detectedAt) return null;
  return (input.previousCheckAt + input.detectedAt) / 2;
}

/** The middle of the period a YYYY, YYYY-MM or YYYY-MM-DD date names (a day: its start); null when unparsable. */
export function statedStart(date: string | null): number | null {
  const m = date ? DATE_RE.exec(date.trim()) : null;
  if (!m) return null;
  const year = Number(m[1]);
  if (m[3]) return Date.UTC(year, Number(m[2]) - 1, Number(m[3]));
  if (m[2]) {
    const start = Date.UTC(year, Number(m[2]) - 1, 1);
    return (start + Date.UTC(year, Number(m[2]), 1)) / 2;
  }
  return (Date.UTC(year, 0, 1) + Date.UTC(year + 1, 0, 1)) / 2;
}

export interface LagSummary {
  changes: number;
  p50_lag_days: number | null;
  p90_lag_days: number | null;
  within_7_days: number | null;
  within_30_days: number | null;
}

const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentiles (as the freshness bench reports them) and the shares caught within 7 and 30 days. */
export function summariseLags(lagsMs: readonly number[]): LagSummary {
  const days = lagsMs.map((ms) => Math.max(0, ms) / DAY_MS).sort((a, b) => a - b);
  if (days.length === 0) return { changes: 0, p50_lag_days: null, p90_lag_days: null, within_7_days: null, within_30_days: null };
  const pct = (q: number) => days[Math.min(days.length - 1, Math.max(0, Math.ceil(q * days.length) - 1))]!;
  const share = (limit: number) => round(days.filter((d) => d <= limit).length / days.length, 4);
  return {
    changes: days.length,
    p50_lag_days: round(pct(0.5)),
    p90_lag_days: round(pct(0.9)),
    within_7_days: share(7),
    within_30_days: share(30),
  };
}
