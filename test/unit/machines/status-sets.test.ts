import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';

import { runMachine } from '../../../machines';
import { SQL_RUN_ACTIVE, SQL_RUN_UNFINISHED, sqlList, unfinishedStatusesOf } from '../../../src/db/status-sets';

describe('SQL status sets from the machines', () => {
  it('when the run sets are built, then they list the machine’s unfinished states and the active subset', () => {
    expect(SQL_RUN_UNFINISHED).toBe("('queued','running','paused')");
    expect(SQL_RUN_ACTIVE).toBe("('queued','running')");
  });

  it('when a state is added to a copy of the run machine, then the unfinished set includes it', () => {
    const config = runMachine.config;
    const widened = createMachine({ ...config, states: { ...config.states, waiting: {} } } as never);
    expect(unfinishedStatusesOf(widened)).toEqual(['queued', 'running', 'paused', 'waiting']);
  });

  it('when a value is not a plain status name, then no SQL is built', () => {
    expect(() => sqlList(["x') or true --"])).toThrow(/not a status name/);
    expect(() => sqlList([])).toThrow(/empty/);
  });
});
