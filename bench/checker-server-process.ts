/**
 * Child process for bench/checker-throughput.ts: the checker started the production way,
 * `runChecker(process.env)`, printing its address as one JSON line.
 *
 *   CHECKER_PORT=0 PROFILE_SOURCE_URL=http://… npx tsx bench/checker-server-process.ts
 */
import { runChecker } from '../src/checker/main';
import { createLogger } from '../src/shared/logger';

const checker = await runChecker(process.env, createLogger('warn', 'checker'));
process.stdout.write(`${JSON.stringify({ address: checker.address })}\n`);
process.on('SIGTERM', () => {
  void checker.close().then(() => process.exit(0));
});
