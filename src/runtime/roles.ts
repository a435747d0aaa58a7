/**
 * The processes the service runs as (`node dist/main.js <role>`; none runs them all as one
 * process tree). docs/architecture.md describes each; test/unit/docs/architecture-doc.test.ts
 * keeps its list equal to this one.
 */
export const PROCESS_ROLES = ['gateway', 'scheduler', 'checker', 'sandbox', 'migrate'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];
