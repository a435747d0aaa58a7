import { isProviderError, type ProviderError } from '../../../src/checker/ports/provider-error';

/** The ProviderError a call fails with (the test fails when it succeeds or throws anything else). */
export async function providerFailure(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isProviderError(err)) throw new Error(`expected a ProviderError, got ${String(err)}`);
  return err;
}
