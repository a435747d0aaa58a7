import { describe, expect, it } from 'vitest';

import { ConfigError, loadEnv, loadGatewayConfig, loadSchedulerConfig, loadSupervisorConfig } from '../../../src/config/env';
import { ALL_VARIABLES, ROLE_SECTIONS, rolesReading, SECTIONS, variablesOf } from '../../../src/config/sections';
import { describeStartupError } from '../../../src/runtime/startup-errors';

describe('the configuration schema', () => {
  it('when a variable is declared, then some section lists it and so some role reads it', () => {
    const listed = new Set(variablesOf(Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]));
    expect(ALL_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
    expect(ALL_VARIABLES.filter((name) => rolesReading(name).length === 0)).toEqual([]);
  });

  it('when a role starts, then it parses only its sections: a bad gateway value does not stop the scheduler', () => {
    const source = { RATE_LIMIT_READS_PER_MIN: 'lots', SCHEDULER_BATCH_SIZE: '50' };
    expect(loadSchedulerConfig(source).SCHEDULER_BATCH_SIZE).toBe(50);
    expect(() => loadGatewayConfig(source)).toThrow(/RATE_LIMIT_READS_PER_MIN/);
    expect(variablesOf(ROLE_SECTIONS.scheduler)).not.toContain('RATE_LIMIT_READS_PER_MIN');
  });

  it('when values are bad, then one ConfigError names each variable and start-up prints just that', () => {
    const source = { PORT: '70000', PUBLIC_BASE_URL: 'not a url', NODE_ENV: 'test' };
    let caught: unknown;
    try {
      loadEnv(source);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = describeStartupError(caught);
    expect(message).toMatch(/^Invalid configuration:\n/);
    expect(message).toMatch(/ {2}PORT: /);
    expect(message).toMatch(/ {2}PUBLIC_BASE_URL: /);
  });

  it('when a value is empty, then it counts as unset and the default applies', () => {
    expect(loadEnv({ PORT: '', NODE_ENV: ' ' })).toMatchObject({ PORT: 8080, NODE_ENV: 'development' });
  });

  it('when npm start has a bad heap cap or port for its children, then its own section refuses it', () => {
    expect(() => loadSupervisorConfig({ CHECKER_MAX_OLD_SPACE_MB: '16' })).toThrow(/CHECKER_MAX_OLD_SPACE_MB: must be 0/);
    expect(loadSupervisorConfig({})).toMatchObject({ SANDBOX_PORT: 4010, CHECKER_PORT: 50051 });
  });
});
