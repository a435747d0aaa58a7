import { execSync } from 'node:child_process';
import { cpus, freemem, loadavg, totalmem } from 'node:os';

export interface LatencySummary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  min: number;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarise(samplesMs: readonly number[]): LatencySummary {
  const s = [...samplesMs].sort((a, b) => a - b);
  const sum = s.reduce((a, b) => a + b, 0);
  return {
    count: s.length,
    mean: s.length ? sum / s.length : NaN,
    min: s[0] ?? NaN,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    max: s[s.length - 1] ?? NaN,
  };
}

export const ms = (v: number, digits = 1): string => (Number.isFinite(v) ? v.toFixed(digits) : '-');
export const int = (v: number): string => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : '-');
export const pct = (v: number): string => (Number.isFinite(v) ? `${(v * 100).toFixed(0)} %` : '-');
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A Markdown table (also readable in a terminal). */
export function table(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((v, c) => v.padEnd(widths[c]!)).join(' | ')} |`;
  return [line(cells[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

export function now(): number {
  return performance.now();
}

/** One line about where the numbers came from. */
export function machine(): string {
  let date = new Date().toISOString();
  try {
    date = execSync('date -u', { encoding: 'utf8' }).trim();
  } catch {
    // keep the ISO date
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${date} · ${cpus().length} CPU (${cpu}) · ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM (${(freemem() / 2 ** 30).toFixed(0)} free) · node ${process.version} · ${load()}`;
}

/** 1/5/15-minute load averages: other work on the machine skews every figure. */
export function load(): string {
  return `load avg ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ')}`;
}

export function memory(): string {
  const rss = process.memoryUsage().rss;
  const peakKb = process.resourceUsage().maxRSS;
  return `RSS ${mb(rss)} (peak ${mb(peakKb * 1024)})`;
}

export function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = Number(raw.replace(/_/g, ''));
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a non-negative number, got ${raw}`);
  return Math.floor(v);
}

export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = Number(raw);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a non-negative number, got ${raw}`);
  return v;
}
