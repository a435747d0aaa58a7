/** Command-line options and the entry point shared by the bench scripts. */

/** `--name N` as a number, or `fallback` when absent. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** Results go to bench/RESULTS.md unless `--no-write`. */
export const WRITE = !process.argv.includes('--no-write');

/** The checker's shared token in the engine benches (a throwaway, ≥ 16 characters). */
export const ENGINE_TOKEN = 'bench-engine-token-0123456789abcdef';

/** Runs a bench script's `main` and exits 0, or prints the error and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
