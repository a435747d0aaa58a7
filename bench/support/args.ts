/** Command-line options shared by the bench scripts. */

/** `--name N` as a number, or `fallback` when absent. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** Results go to bench/RESULTS.md unless `--no-write`. */
export const WRITE = !process.argv.includes('--no-write');

/** The checker's shared token in the engine benches (a throwaway, ≥ 16 characters). */
export const ENGINE_TOKEN = 'bench-engine-token-0123456789abcdef';
