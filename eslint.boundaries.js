/**
 * The layering rules of ARCHITECTURE.md, enforced by `npm run lint` (docs/decisions.md,
 * "Boundaries"):
 * - src/domain and machines are pure: they import no I/O (files, network, database, gRPC,
 *   HTTP clients, Redis) and nothing from src/db or src/core;
 * - only src/core opens transactions, through `inTransaction` in src/core/transaction.ts (which
 *   retries deadlocks and serialization failures; `em.transactional(...)` nowhere else), and only
 *   src/core, src/db itself and the wiring that creates the ORM (src/runtime/boot.ts,
 *   src/cli/connect.ts; src/runtime/startup-errors.ts names the database's start-up error)
 *   import src/db at run time (type-only imports carry no I/O and are allowed);
 * - src/integrations (adapters to other systems, one folder per provider) implements the ports
 *   declared where they are used (src/checker/ports, src/core/ports) and imports nothing else
 *   of the service's layers: no src/core, src/db, src/checker, src/scheduler, src/grpc or the
 *   other processes (src/integrations/README.md);
 * - the rest of src reaches an adapter only through its port: src/checker/adapters-from-config.ts
 *   and src/core/adapters.ts are the only files that import src/integrations;
 * - the ports import only pure code (src/domain, src/shared, the gRPC wire types), so an
 *   adapter that imports its port pulls in nothing else;
 * - no import cycles (`import-x/no-cycle`, in eslint.config.js);
 * - only src/config reads process.env (every variable is in its schema);
 * - raw SQL goes through `query` in src/db/query.ts (bound parameters, optional statement
 *   names): no `em.execute`, which formats the values into the SQL text. Migrations keep
 *   MikroORM's own API.
 */

const DB = { group: ['**/db', '**/db/**'], message: 'Only src/core (and the ORM wiring) may use src/db: call a use case in src/core.', allowTypeImports: true };
/** Adapters live one folder deep (src/integrations/<provider>/): from there, `../../` is src. */
const OUTWARD = {
  regex: '^\\.\\./\\.\\./(?!(domain|shared|checker/ports|core/ports)/)',
  message: 'src/integrations are adapters: they implement a port (src/checker/ports, src/core/ports) and import only src/domain and src/shared besides; core and the checker call them, not the other way round.',
};
const ADAPTERS = {
  regex: '^(\\.\\./)+integrations(/|$)',
  message: 'Call the port (src/checker/ports, src/core/ports); only src/checker/adapters-from-config.ts and src/core/adapters.ts pick an adapter from src/integrations.',
};
/** Ports live in src/<role>/ports/: from there, `../../` is src. */
const PORT_DEPS = {
  regex: '^\\.\\./(?!\\.\\./(domain|shared)/|\\.\\./grpc/[a-z0-9-]+-v1$)',
  message: 'A port is a leaf: it imports only its sibling ports, src/domain, src/shared and the gRPC wire types (src/grpc/*-v1.ts), so an adapter that imports it pulls in nothing else.',
};
const IO = {
  group: [
    'fs', 'node:fs', 'fs/*', 'node:fs/*', 'net', 'node:net', 'http', 'node:http', 'https', 'node:https', 'http2', 'node:http2',
    'child_process', 'node:child_process', 'dgram', 'node:dgram', 'tls', 'node:tls',
    'pg', 'pg-*', '@mikro-orm/*', '@grpc/*', 'undici', 'ioredis', 'express', '@slack/*', '@hubspot/*',
    '**/db', '**/db/**', '**/core', '**/core/**', '**/scheduler/**', '**/gateway/**', '**/integrations/**',
  ],
  message: 'src/domain and machines are pure: no I/O and nothing from src/db, src/core or the processes.',
};

/**
 * The customer's app (src/app) runs in a browser and talks to the service only over HTTP: it imports
 * nothing of the service's code (its API types are generated from the OpenAPI document into
 * src/app/api/openapi-types.ts) and no Node module.
 */
const APP = {
  group: [
    'node:*',
    'fs', 'path', 'http', 'https', 'net', 'child_process', 'crypto', 'os', 'url', 'zod', 'express', 'pg', '@mikro-orm/*', 'xstate',
    '**/domain/**', '**/core/**', '**/db/**', '**/gateway/**', '**/shared/**', '**/integrations/**', '**/runtime/**', '**/config/**', '**/machines/**',
  ],
  message: 'src/app runs in the browser: it reaches the service only through its API (src/app/api), typed from the generated OpenAPI types, and imports no server code or Node module.',
};

const TRANSACTION = {
  selector: 'CallExpression[callee.property.name=/^(transactional|begin)$/]',
  message: 'Only src/core opens transactions: move this into a use case in src/core.',
};
const TRANSACTION_HELPER = {
  selector: 'CallExpression[callee.property.name=/^(transactional|begin)$/]',
  message: 'Open transactions with inTransaction() from src/core/transaction.ts: it runs the whole unit of work again after a deadlock or serialization failure.',
};
const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through src/config (add the variable to its schema), not process.env.',
};

const EXECUTE = {
  selector: "CallExpression[callee.property.name='execute']",
  message: "Run raw SQL with query() from src/db/query.ts (bound parameters), not em.execute (values formatted into the text).",
};

const imports = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
const syntax = (...selectors) => ({ 'no-restricted-syntax': ['error', ...selectors] });

const PURE = ['src/domain/**/*.ts', 'machines/**/*.ts'];
/** Not a machine: the script that writes the machines' diagrams to machines/README.md (`npm run machines`). */
const PURE_EXCEPT = ['machines/render-diagrams.ts'];
const CORE_AND_DB = ['src/core/**/*.ts', 'src/db/**/*.ts'];
/** Process wiring that creates the ORM (boot, the CLI's connection) or names the database's start-up error. */
const ORM_WIRING = ['src/runtime/boot.ts', 'src/runtime/startup-errors.ts', 'src/cli/connect.ts'];
const MIGRATIONS = ['src/db/migrations/**/*.ts'];
const INTEGRATIONS = ['src/integrations/**/*.ts'];
/** The one place per process that picks an adapter for a port. */
const ADAPTER_WIRING = ['src/checker/adapters-from-config.ts', 'src/core/adapters.ts'];
const PORTS = ['src/checker/ports/**/*.ts', 'src/core/ports/**/*.ts'];
/** The one place src/core calls `.transactional(` (inTransaction, with its retry). */
const TRANSACTION_HELPER_FILE = 'src/core/transaction.ts';

const APP_FILES = ['src/app/**/*.ts', 'src/app/**/*.tsx'];
const APP_BUILD_CONFIG = ['src/app/vite.config.ts'];

export const boundaries = [
  { files: ['src/**/*.ts'], ignores: [...CORE_AND_DB, ...ORM_WIRING, ...PURE, ...INTEGRATIONS, ...ADAPTER_WIRING, ...PORTS], rules: imports(DB, ADAPTERS) },
  { files: [...CORE_AND_DB, ...ORM_WIRING], ignores: [...ADAPTER_WIRING, ...PORTS], rules: imports(ADAPTERS) },
  { files: ['src/checker/adapters-from-config.ts'], rules: imports(DB) },
  { files: INTEGRATIONS, rules: imports(DB, OUTWARD) },
  { files: PORTS, rules: imports(DB, PORT_DEPS) },
  { files: PURE, ignores: PURE_EXCEPT, rules: imports(IO) },
  { files: ['src/**/*.ts'], ignores: [...CORE_AND_DB, 'src/config/**'], rules: syntax(TRANSACTION, PROCESS_ENV, EXECUTE) },
  { files: CORE_AND_DB, ignores: MIGRATIONS, rules: syntax(PROCESS_ENV, EXECUTE) },
  { files: ['src/core/**/*.ts'], ignores: [TRANSACTION_HELPER_FILE], rules: syntax(TRANSACTION_HELPER, PROCESS_ENV, EXECUTE) },
  { files: MIGRATIONS, rules: syntax(PROCESS_ENV) },
  { files: ['src/config/**/*.ts'], rules: syntax(TRANSACTION, EXECUTE) },
  // Last: it replaces the service's import rules for the app's files.
  { files: APP_FILES, ignores: APP_BUILD_CONFIG, rules: imports(APP) },
];
