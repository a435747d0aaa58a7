import type { Env } from '../config/env';
import type { Orm } from '../db/orm';
import type { Clock } from '../shared/clock';
import { systemClock } from '../shared/clock';
import type { Logger } from '../shared/logger';
import type { Services } from './context';

export function createServices(input: { orm: Orm; env: Env; log: Logger; clock?: Clock }): Services {
  return { orm: input.orm, env: input.env, log: input.log, clock: input.clock ?? systemClock };
}
