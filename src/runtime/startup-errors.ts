import { ConfigError } from '../config/env';
import { DatabaseStartError } from '../db/embedded';
import { VocabularyInUseError } from '../db/vocabulary-constraints';

/** Which variable moves a listener off a port that `npm start` could not take. */
const PORT_VARIABLES = 'PORT (API), SANDBOX_PORT, CHECKER_PORT or TRACKER_PG_PORT';

/**
 * One line (or a few) saying why the service could not start and what to do, for the
 * failures a newcomer meets: bad configuration, PostgreSQL that does not start, a port in
 * use, a word removed from a vocabulary that rows still use. Null for anything else, which the caller prints in full.
 */
export function describeStartupError(err: unknown): string | null {
  if (err instanceof ConfigError || err instanceof DatabaseStartError) return err.message;
  if (err instanceof VocabularyInUseError) return `cannot start: ${err.message}`;
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE' || code === 'EACCES') {
    const { address, port } = err as { address?: string; port?: number };
    const where = address && port !== undefined ? `${address}:${port}` : 'a port';
    const why = code === 'EADDRINUSE' ? 'is already in use by another program' : 'may not be opened by this user';
    return `cannot listen on ${where}: it ${why}. Stop that program or choose another port with ${PORT_VARIABLES}`;
  }
  if (err === undefined || err === null || (typeof err !== 'object' && typeof err !== 'string')) {
    return `start-up failed without a reason (${String(err)}); run again with LOG_LEVEL=debug to see each step`;
  }
  return null;
}
