import { describe, expect, it } from 'vitest';

import { CONFLICT_RETRY, conflictBackoffMs, conflictCode, retryOnConflict } from '../../../src/db/conflict-retry';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('conflict retry policy', () => {
  it('when an error or one of its causes carries 40P01 or 40001, then it is a conflict; anything else is not', () => {
    expect(conflictCode(pgError('40P01'))).toBe('40P01');
    expect(conflictCode(new Error('chunk failed', { cause: pgError('40001') }))).toBe('40001');
    expect(conflictCode(pgError('23505'))).toBeNull();
    expect(conflictCode('40P01')).toBeNull();
    expect(conflictCode(undefined)).toBeNull();
  });

  it('when the backoff is drawn, then it stays within [0, min(cap, base · 2^(attempt-1))]', () => {
    expect(conflictBackoffMs(1, () => 1)).toBe(CONFLICT_RETRY.baseMs);
    expect(conflictBackoffMs(3, () => 1)).toBe(CONFLICT_RETRY.baseMs * 4);
    expect(conflictBackoffMs(30, () => 1)).toBe(CONFLICT_RETRY.capMs);
    expect(conflictBackoffMs(4, () => 0)).toBe(0);
  });

  it('when every attempt deadlocks, then the unit runs CONFLICT_RETRY.attempts times and the last error is thrown', async () => {
    let runs = 0;
    const failing = async () => {
      runs++;
      throw pgError('40P01');
    };
    await expect(retryOnConflict('transaction', failing, null)).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(CONFLICT_RETRY.attempts);
  });

  it('when a unit fails for another reason, then it runs once', async () => {
    let runs = 0;
    await expect(
      retryOnConflict('statement', async () => {
        runs++;
        throw pgError('22012');
      }, null),
    ).rejects.toMatchObject({ code: '22012' });
    expect(runs).toBe(1);
  });
});
