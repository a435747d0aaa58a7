import { pino } from 'pino';

import { loadCommonConfig } from '../config/env';

export type Logger = pino.Logger;

/**
 * Fields that may hold a credential, wherever they appear in a logged object (top level, one or two
 * levels down, e.g. `req.headers.authorization` or `err.config.headers`): pino writes `[redacted]`.
 */
const SECRET_FIELDS = [
  'authorization',
  'x-api-key',
  'cookie',
  'set-cookie',
  'password',
  'secret',
  'client_secret',
  'token',
  'access_token',
  'refresh_token',
  'api_key',
  'apiKey',
  'key_hash',
  'secret_enc',
  'config_enc',
];
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((f) => [`["${f}"]`, `*["${f}"]`, `*.*["${f}"]`, `*.*.*["${f}"]`]);

export function createLogger(level: string = loadCommonConfig().LOG_LEVEL ?? 'info', name = 'tracker', destination?: pino.DestinationStream): Logger {
  const options = { level, name, base: { pid: process.pid }, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
