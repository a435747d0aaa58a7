import { pino } from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', name = 'tracker'): Logger {
  return pino({ level, name, base: { pid: process.pid } });
}
