/** A failure the CLI explains in full (cause and fix): printed as is, without the DEBUG hint. */
export class CliError extends Error {
  override name = 'CliError';
}
