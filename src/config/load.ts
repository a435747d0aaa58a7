import { AsyncLocalStorage } from 'node:async_hooks';

import { z } from 'zod';

import type { SECTIONS} from './sections';
import { type Section, variablesOf } from './sections';
import { type VariableName,VARIABLES } from './variables';

type Shape<N extends VariableName> = { [K in N]: (typeof VARIABLES)[K]['schema'] };
/** The parsed values of the variables `N`. */
export type ConfigOf<N extends VariableName> = z.output<z.ZodObject<Shape<N>>>;
/** The variables of section `S`. */
export type VariablesIn<S extends Section> = (typeof SECTIONS)[S][number];
/** The parsed values of the sections `S`. */
export type SectionsConfig<S extends Section> = ConfigOf<VariablesIn<S>>;

/** Where values come from: the process environment unless a caller (a test, a child's env) passes its own. */
export type ConfigSource = Readonly<Record<string, string | undefined>>;

/**
 * The environment of a command run inside another process (the CLI's `runCli` with an `env`, as the
 * CLI tests call it): within `withEnvironment(env, fn)` every parse without an explicit source, and
 * `inheritedEnvironment()`, read `env` instead of `process.env`.
 */
const scopedEnvironment = new AsyncLocalStorage<ConfigSource>();

/** Runs `fn` with `env` as its environment (see `scopedEnvironment`). */
export function withEnvironment<T>(env: ConfigSource, fn: () => T): T {
  return scopedEnvironment.run(env, fn);
}

/** The environment of the code running now: the scoped one (`withEnvironment`), else the process's. */
function currentEnvironment(): ConfigSource {
  return scopedEnvironment.getStore() ?? process.env;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Values = Partial<Record<VariableName, unknown>>;

/** Rules across variables; each applies when every variable it names is being parsed. */
const CHECKS: { names: readonly VariableName[]; problem(env: Values): [VariableName, string] | null }[] = [
  {
    names: ['NODE_ENV', 'SECRETS_KEY'],
    problem: (env) => (env.NODE_ENV === 'production' && !env.SECRETS_KEY ? ['SECRETS_KEY', 'is required in production (32 bytes, hex or base64)'] : null),
  },
  {
    names: ['NODE_ENV', 'WEBHOOKS_ALLOW_LOOPBACK'],
    problem: (env) => (env.NODE_ENV === 'production' && env.WEBHOOKS_ALLOW_LOOPBACK ? ['WEBHOOKS_ALLOW_LOOPBACK', 'is for development and tests only'] : null),
  },
  {
    names: ['HTTP_HEADERS_TIMEOUT_MS', 'HTTP_REQUEST_TIMEOUT_MS'],
    problem: (env) =>
      Number(env.HTTP_HEADERS_TIMEOUT_MS) > Number(env.HTTP_REQUEST_TIMEOUT_MS)
        ? ['HTTP_REQUEST_TIMEOUT_MS', 'must be at least HTTP_HEADERS_TIMEOUT_MS (the headers are part of the request)']
        : null,
  },
  {
    names: ['PROFILE_SOURCE', 'PROFILE_SOURCE_API_KEY'],
    problem: (env) => (env.PROFILE_SOURCE === 'pdl' && !env.PROFILE_SOURCE_API_KEY ? ['PROFILE_SOURCE_API_KEY', 'required when PROFILE_SOURCE=pdl'] : null),
  },
];

function schemaOf<N extends VariableName>(names: readonly N[]) {
  const shape = Object.fromEntries(names.map((name) => [name, VARIABLES[name].schema])) as Shape<N>;
  const checks = CHECKS.filter((check) => check.names.every((name) => (names as readonly VariableName[]).includes(name)));
  return z.object(shape).superRefine((env, ctx) => {
    for (const check of checks) {
      const problem = check.problem(env as Values);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem[0]], message: problem[1] });
    }
  });
}

/**
 * Parses the variables `names` from `source` (default: the current environment, `withEnvironment`'s or the process's). Empty
 * values count as unset; unknown variables are ignored. Throws `ConfigError` naming each
 * bad variable.
 */
export function parseVariables<N extends VariableName>(names: readonly N[], source: ConfigSource = currentEnvironment()): ConfigOf<N> {
  const present = Object.fromEntries(names.flatMap((name) => (source[name] === undefined || source[name].trim() === '' ? [] : [[name, source[name]]])));
  const parsed = schemaOf(names).safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data as ConfigOf<N>;
}

/** Parses the variables of `sections` (see sections.ts); what a role does at start. */
export function parseSections<S extends Section>(sections: readonly S[], source?: ConfigSource): SectionsConfig<S> {
  return parseVariables(variablesOf(sections) as VariablesIn<S>[], source) as SectionsConfig<S>;
}

/** The environment a child process inherits (src/runtime/children.ts adds its own variables to it). */
export function inheritedEnvironment(): ConfigSource {
  return currentEnvironment();
}
