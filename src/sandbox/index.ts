export type { FaultConfig, FaultPatch } from './http/faults';
export { DEFAULT_FAULTS } from './http/faults';
export type { ProviderCompany, ProviderPerson, ProviderPosition } from './http/serialize';
export { toProviderCompany, toProviderPerson } from './http/serialize';
export type { StatsSnapshot } from './http/stats';
export { DEFAULT_SANDBOX_PORT, runSandbox, sandboxOptionsFromEnv } from './main';
export type { SandboxAppOptions, SandboxHandle, StartSandboxOptions } from './server';
export { createSandboxApp, DEFAULT_API_KEY, startSandbox } from './server';
export * from './world/index';
