import type { Env } from '../config/env';
import type { Orm } from '../db/orm';
import type { Clock } from '../shared/clock';
import { systemClock } from '../shared/clock';
import type { Logger } from '../shared/logger';
import type { Services } from './context';

/** `wallClock` defaults to `clock` (a test's manual clock moves both), `clock` to the system clock. */
export function createServices(input: { orm: Orm; env: Env; log: Logger; clock?: Clock; wallClock?: Clock }): Services {
  const clock = input.clock ?? systemClock;
  return { orm: input.orm, env: input.env, log: input.log, clock, wallClock: input.wallClock ?? clock };
}
