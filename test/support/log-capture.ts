import { Writable } from 'node:stream';

import { pino } from 'pino';

/** One JSON line a capturing logger wrote. */
export interface LogRecord {
  level: number;
  msg: string;
  err?: { message?: string; code?: string; detail?: string; stack?: string };
  [key: string]: unknown;
}

/** A pino logger whose records (warnings and errors, unless told) land in `records`. */
export function capturingLogger(records: LogRecord[], level = 'warn'): pino.Logger {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) records.push(JSON.parse(line) as LogRecord);
      done();
    },
  });
  return pino({ level }, sink);
}
