/**
 * Where a whole vitest run's wall time went, from its JSON report (`--reporter=json`): is the wall
 * set by the sum of the files (both workers busy to the end) or by a long tail (one file running
 * alone at the end while a core idles)? docs/decisions.md, "Test suite speed".
 */

/** One test file of vitest's JSON report (the fields this reads). */
export interface ReportedFile {
  name: string;
  startTime: number;
  endTime: number;
  status: string;
}

export interface Timeline {
  /** From the first file's start to the last file's end, ms. */
  wallMs: number;
  /** The files' durations added up, ms. */
  sumMs: number;
  /** How long exactly n files ran at once, ms, by n (index 0: none ran, a gap between files). */
  concurrencyMs: number[];
  /** The time at the end of the run during which fewer files than `workers` ran, ms. */
  tailMs: number;
  /** The files still running when the tail began, longest first. */
  tailFiles: Array<{ name: string; startMs: number; endMs: number }>;
  /** The slowest files, with their start and end counted from the run's start. */
  slowest: Array<{ name: string; startMs: number; endMs: number; ms: number }>;
}

/** The timeline of a run with `workers` workers; file names are made relative to `root`. */
export function timelineOf(files: ReportedFile[], workers: number, root = ''): Timeline {
  if (files.length === 0) throw new Error('the report has no test files');
  const start = Math.min(...files.map((f) => f.startTime));
  const end = Math.max(...files.map((f) => f.endTime));
  const rel = (name: string) => (root && name.startsWith(root) ? name.slice(root.length).replace(/^\//, '') : name);
  const spans = files.map((f) => ({ name: rel(f.name), startMs: f.startTime - start, endMs: f.endTime - start }));
  const events = spans.flatMap((s) => [
    { at: s.startMs, delta: 1 },
    { at: s.endMs, delta: -1 },
  ]);
  events.sort((a, b) => a.at - b.at || a.delta - b.delta);
  const concurrencyMs: number[] = [];
  let running = 0;
  let last = 0;
  // The last moment at which `workers` files ran at once: what follows it is the tail.
  let lastFull = 0;
  for (const event of events) {
    concurrencyMs[running] = (concurrencyMs[running] ?? 0) + (event.at - last);
    if (running >= workers) lastFull = event.at;
    running += event.delta;
    last = event.at;
  }
  const tailStart = lastFull;
  return {
    wallMs: end - start,
    sumMs: spans.reduce((sum, s) => sum + s.endMs - s.startMs, 0),
    concurrencyMs: Array.from(concurrencyMs, (ms) => ms ?? 0),
    tailMs: end - start - tailStart,
    tailFiles: spans.filter((s) => s.endMs > tailStart && s.startMs <= tailStart).sort((a, b) => b.endMs - a.endMs),
    slowest: spans
      .map((s) => ({ ...s, ms: s.endMs - s.startMs }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 15),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The timeline as lines of text. */
export function describeTimeline(t: Timeline, workers: number): string[] {
  return [
    `wall ${seconds(t.wallMs)} (first file's start to last file's end); files summed ${seconds(t.sumMs)}; ` +
      `sum / ${workers} workers ${seconds(t.sumMs / workers)}`,
    `files running at once: ${t.concurrencyMs.map((ms, n) => `${n}: ${seconds(ms)}`).join(', ')}`,
    `tail (fewer than ${workers} files running, at the end): ${seconds(t.tailMs)}` +
      (t.tailFiles.length > 0 ? `; running when it began: ${t.tailFiles.map((f) => `${f.name} (${seconds(f.startMs)}–${seconds(f.endMs)})`).join(', ')}` : ''),
    'slowest files (start–end from the run start):',
    ...t.slowest.map((f) => `  ${seconds(f.ms).padStart(8)}  ${seconds(f.startMs)}–${seconds(f.endMs)}  ${f.name}`),
  ];
}
