import { CHANGE_SPLIT } from './dynamics/dynamics';
import { DEFAULT_WORLD_SPEC } from './spec';

/**
 * The default world's pace and mix (the hazard itself is in dynamics/): about 2.5 % of people
 * change something on their profile a month, split as CHANGE_SPLIT.
 */
export const CHANGE_RATE_PER_30_DAYS = DEFAULT_WORLD_SPEC.monthly_change_rate;
export { CHANGE_SPLIT };

/** People update their profile late: a move may have started up to ~8 weeks before it surfaces. */
export const MOVE_MAX_LAG_DAYS = DEFAULT_WORLD_SPEC.profile_update_lag_days[1];
