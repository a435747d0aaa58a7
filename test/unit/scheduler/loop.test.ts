import { describe, expect, it } from 'vitest';

import { startLoop } from '../../../src/scheduler/loop';

describe('scheduler loop', () => {
  it('when a pass finds work, then the next runs at once; when idle, then it sleeps until kicked', async () => {
    let work = 3;
    let passes = 0;
    const loop = startLoop(async () => {
      passes++;
      return work-- > 0;
    }, 60_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(passes).toBe(4);
    loop.kick();
    await new Promise((r) => setTimeout(r, 20));
    expect(passes).toBe(5);
    await loop.stop();
  });
});
