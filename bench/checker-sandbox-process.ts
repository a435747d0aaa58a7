/**
 * Child process for bench/checker-throughput.ts: serves a sandbox on 127.0.0.1:0 so the
 * provider does not share a core with the checker, and prints its URL as one JSON line.
 *
 *   npx tsx bench/checker-sandbox-process.ts <people> <seed>
 */
import { startSandbox } from '../src/sandbox/server';

const people = Number(process.argv[2] ?? 25_000);
const seed = Number(process.argv[3] ?? 42);
const sandbox = await startSandbox({ port: 0, people, seed });
process.stdout.write(`${JSON.stringify({ url: sandbox.url })}\n`);
process.on('SIGTERM', () => {
  void sandbox.close().then(() => process.exit(0));
});
