import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded when it is first used rather than when the module naming it is
 * imported. For clients that cost a process a second of CPU to load (jsforce, @slack/web-api)
 * and that most processes never call: every process that builds the services imports their
 * adapters, while only a sync, a write-back or a notification makes a client
 * (docs/decisions.md, "Test suite speed").
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
