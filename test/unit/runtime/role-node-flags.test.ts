import { describe, expect, it } from 'vitest';

import { ConfigError } from '../../../src/config/env';
import { DEFAULT_OLD_SPACE_MB, roleNodeFlags } from '../../../src/runtime/children';

describe('roleNodeFlags (heap caps of the roles npm start supervises)', () => {
  it('when nothing is set, then the scheduler and the checker get the default cap and the sandbox none', () => {
    expect(roleNodeFlags('scheduler', {})).toEqual([`--max-old-space-size=${DEFAULT_OLD_SPACE_MB.scheduler}`]);
    expect(roleNodeFlags('checker', {})).toEqual([`--max-old-space-size=${DEFAULT_OLD_SPACE_MB.checker}`]);
    expect(roleNodeFlags('sandbox', {})).toEqual([]);
  });

  it('when <ROLE>_MAX_OLD_SPACE_MB is set, then it replaces the default; 0 removes the cap', () => {
    expect(roleNodeFlags('scheduler', { SCHEDULER_MAX_OLD_SPACE_MB: '256' })).toEqual(['--max-old-space-size=256']);
    expect(roleNodeFlags('checker', { CHECKER_MAX_OLD_SPACE_MB: ' 96 ' })).toEqual(['--max-old-space-size=96']);
    expect(roleNodeFlags('checker', { CHECKER_MAX_OLD_SPACE_MB: '0' })).toEqual([]);
    expect(roleNodeFlags('sandbox', { SANDBOX_MAX_OLD_SPACE_MB: '512' })).toEqual(['--max-old-space-size=512']);
    expect(roleNodeFlags('checker', { CHECKER_MAX_OLD_SPACE_MB: '' })).toEqual([`--max-old-space-size=${DEFAULT_OLD_SPACE_MB.checker}`]);
  });

  it('when the value is not a whole number of MB ≥ 32, then a ConfigError names the variable', () => {
    for (const bad of ['abc', '-1', '12.5', '16', '128m']) {
      expect(() => roleNodeFlags('scheduler', { SCHEDULER_MAX_OLD_SPACE_MB: bad }), bad).toThrow(ConfigError);
      expect(() => roleNodeFlags('scheduler', { SCHEDULER_MAX_OLD_SPACE_MB: bad }), bad).toThrow(/SCHEDULER_MAX_OLD_SPACE_MB/);
    }
  });
});
