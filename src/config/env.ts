import { ConfigError, type ConfigSource, parseSections, type SectionsConfig } from './load';

export { ConfigError, type ConfigSource, inheritedEnvironment, parseVariables, withEnvironment } from './load';
export { parseSecretsKey } from './variables';

/**
 * What each role parses at start, one function per section group (sections.ts). The
 * default source is the process environment; tests pass their own.
 */

/** The service layer's configuration (`Services.env`): common and service sections. */
export type Env = SectionsConfig<'common' | 'service'>;
export type GatewayConfig = SectionsConfig<'gateway' | 'metrics'>;
export type SchedulerConfig = SectionsConfig<'scheduler' | 'metrics'>;
export type CheckerConfig = SectionsConfig<'checker' | 'finder' | 'metrics'>;
export type SandboxConfig = SectionsConfig<'sandbox'>;
export type SupervisorConfig = SectionsConfig<'supervisor'>;
export type CliConfig = SectionsConfig<'cli'>;
export type CommonConfig = SectionsConfig<'common'>;

export const loadEnv = (source?: ConfigSource): Env => parseSections(['common', 'service'], source);
export const loadCommonConfig = (source?: ConfigSource): CommonConfig => parseSections(['common'], source);
export function loadGatewayConfig(source?: ConfigSource): GatewayConfig {
  const config = parseSections(['gateway', 'metrics'], source);
  if (config.RATE_LIMIT_STORE === 'redis' && !config.REDIS_URL) throw new ConfigError('Invalid configuration:\n  RATE_LIMIT_STORE: `redis` needs REDIS_URL');
  return config;
}
export const loadSchedulerConfig = (source?: ConfigSource): SchedulerConfig => parseSections(['scheduler', 'metrics'], source);
export const loadCheckerConfig = (source?: ConfigSource): CheckerConfig => parseSections(['checker', 'finder', 'metrics'], source);
export const loadSandboxConfig = (source?: ConfigSource): SandboxConfig => parseSections(['sandbox'], source);
export const loadSupervisorConfig = (source?: ConfigSource): SupervisorConfig => parseSections(['supervisor'], source);
export const loadCliConfig = (source?: ConfigSource): CliConfig => parseSections(['cli'], source);
