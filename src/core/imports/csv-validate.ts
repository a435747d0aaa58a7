import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

import { mapColumns } from '../../domain/csv';
import type { NormalisedContact, NormaliseResult } from '../../domain/normalise';

type Result = NormaliseResult<NormalisedContact>;

/**
 * A large CSV's rows validated on a second core while the preview parses the file: the parser
 * hands over each chunk of rows as it is read, a worker thread (`csv-validate-worker.ts`) maps
 * and validates them and sends back the results in order. Mapping a row needs the column
 * mapping, which is final only once every row is read (a column empty in every row is ignored,
 * and that can change another column's custom key); the worker maps with the mapping of the
 * headers alone, and {@link ValidatingWorker.results} says whether that is the final one
 * (`sameRows`). When it is not, the caller validates inline (docs/decisions.md, "Bulk import round 7").
 */
export class ValidatingWorker {
  private worker: Worker | null = null;
  private headers: string[] = [];
  /** Rows read before the file reached `minRows`: a smaller file is validated inline, as the batches' path needs its inputs. */
  private early: string[][][] = [];
  private read = 0;
  private readonly chunks: Result[][] = [];
  private sent = 0;
  private failure: Error | null = null;
  private waiting: (() => void) | null = null;

  constructor(private readonly minRows: number) {}

  /** The next rows the parser read (their values), in file order. */
  add(headers: string[], rows: string[][]): void {
    this.read += rows.length;
    if (!this.worker) {
      this.early.push(rows);
      if (this.read < this.minRows) return;
      this.start(headers);
      rows = [];
    }
    if (rows.length > 0) this.post(rows);
  }

  /**
   * Every row's result in order, once the file is read and `final` is its mapping; null when no
   * worker ran (under `minRows` rows) or when `final` maps a row differently from the headers alone.
   */
  async results(final: ReturnType<typeof mapColumns>): Promise<Result[] | null> {
    if (!this.worker) return null;
    try {
      while (this.chunks.length < this.sent && !this.failure) await new Promise<void>((resolve) => (this.waiting = resolve));
      if (this.failure) throw this.failure;
      return sameRows(mapColumns(this.headers), final) ? this.chunks.flat() : null;
    } finally {
      await this.stop();
    }
  }

  /** Ends the worker (a file that fails to parse). */
  async stop(): Promise<void> {
    this.early = [];
    await this.worker?.terminate();
  }

  private start(headers: string[]): void {
    this.headers = headers;
    const worker = (this.worker = startWorker({ headers }));
    worker.on('message', (results: Result[]) => {
      this.chunks.push(results);
      this.wake();
    });
    worker.on('error', (err) => {
      this.failure = err;
      this.wake();
    });
    worker.on('exit', (code) => {
      if (this.chunks.length < this.sent) this.failure ??= new Error(`the CSV validation worker stopped (exit code ${code}) before it validated every row`);
      this.wake();
    });
    for (const rows of this.early) this.post(rows);
    this.early = [];
  }

  private post(rows: string[][]): void {
    this.sent++;
    this.worker!.postMessage(rows);
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }
}

/**
 * True when both mappings turn every row into the same ContactInput: the fields come from the
 * headers alone, and each column with a value in some row (not ignored) has the same custom key.
 */
export function sameRows(provisional: ReturnType<typeof mapColumns>, final: ReturnType<typeof mapColumns>): boolean {
  return final.columns.every((c, i) => c.ignored || c.custom === provisional.columns[i]?.custom);
}

/**
 * The worker from its source under tsx (tests, `npm run tracker`, benches: the eval'd entry loads
 * it through tsx's API) or from its bundle next to the service's (scripts/build.mjs builds
 * `dist/csv-validate-worker.js`; code in `dist/chunks/` reaches it one folder up).
 */
function startWorker(workerData: unknown): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const entry = JSON.stringify(new URL('./csv-validate-worker.ts', here).href);
    // tsx's ESM API beside the CommonJS one `require` resolves (import.meta.resolve is not there under tsx).
    const api = JSON.stringify(pathToFileURL(createRequire(here).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href);
    return new Worker(`import(${api}).then((tsx) => tsx.tsImport(${entry}, ${entry}))`, { eval: true, workerData });
  }
  return new Worker(new URL(here.includes('/chunks/') ? '../csv-validate-worker.js' : './csv-validate-worker.js', here), { workerData });
}
