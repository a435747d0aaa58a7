import { pino } from 'pino';

import { loadCommonConfig } from '../config/env';

export type Logger = pino.Logger;

export function createLogger(level: string = loadCommonConfig().LOG_LEVEL ?? 'info', name = 'tracker'): Logger {
  return pino({ level, name, base: { pid: process.pid } });
}
