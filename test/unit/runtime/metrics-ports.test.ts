import { describe, expect, it } from 'vitest';

import { ConfigError } from '../../../src/config/env';
import { childMetricsEnv } from '../../../src/runtime/metrics-ports';

describe('childMetricsEnv (metrics ports of the roles npm start supervises)', () => {
  it('when METRICS_PORT is set, then the gateway, the scheduler and the checker each get a distinct port and the sandbox none', () => {
    const ports = ['gateway', 'scheduler', 'checker'].map((role) => childMetricsEnv(role, 9464).METRICS_PORT);
    expect(ports).toEqual(['9464', '9465', '9466']);
    expect(childMetricsEnv('sandbox', 9464)).toEqual({});
  });

  it('when METRICS_PORT is 0, then every role keeps its metrics listener off', () => {
    for (const role of ['gateway', 'scheduler', 'checker']) expect(childMetricsEnv(role, 0)).toEqual({ METRICS_PORT: '0' });
  });

  it('when the last role would pass port 65535, then a ConfigError names METRICS_PORT', () => {
    expect(childMetricsEnv('checker', 65_533).METRICS_PORT).toBe('65535');
    expect(() => childMetricsEnv('gateway', 65_534)).toThrow(ConfigError);
    expect(() => childMetricsEnv('gateway', 65_534)).toThrow(/METRICS_PORT/);
  });
});
