/** Day and month arithmetic in UTC. Days are counted from 1970-01-01, months as year * 12 + (month - 1). */

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDay(date: string): number {
  const match = DATE_RE.exec(date);
  if (!match) throw new RangeError(`Invalid date "${date}", expected YYYY-MM-DD`);
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const back = new Date(ms);
  if (back.getUTCDate() !== Number(d) || back.getUTCMonth() !== Number(m) - 1) {
    throw new RangeError(`Invalid date "${date}"`);
  }
  return Math.floor(ms / DAY_MS);
}

export function isValidDate(date: string): boolean {
  try {
    parseDay(date);
    return true;
  } catch {
    return false;
  }
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function dayToMonth(day: number): number {
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

export function formatMonth(month: number): string {
  const year = Math.floor(month / 12);
  const m = (month % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
}

/** ISO timestamp on world day `day` with the current wall-clock time of day. */
export function worldTimestamp(day: number, wallClock: Date = new Date()): string {
  const msOfDay = wallClock.getTime() % DAY_MS;
  return new Date(day * DAY_MS + msOfDay).toISOString();
}
