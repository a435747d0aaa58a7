import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { type CompanyEvent, fitHazardModel, flatModel, type HazardModel } from '../../domain/freshness';
import { checkHistory } from './check-history';

/** A stored model younger than this is reused; planning refits once a day, on the checks that came in since. */
export const REFIT_AFTER_MS = 20 * 3600_000;

/**
 * The workspace's hazard model: the stored one while it is fresh, else fitted again on the
 * workspace's own check history (and the company events) and stored, in the caller's
 * transaction. `refit` forces a new fit.
 */
export async function hazardModelFor(
  em: EntityManager,
  workspaceId: string,
  now: Date,
  events: readonly CompanyEvent[],
  options: { refit?: boolean } = {},
): Promise<HazardModel> {
  const [stored] = await query<{ model: HazardModel; fitted_at: Date }>(em, 'select model, fitted_at from hazard_models where workspace_id = ?', [workspaceId]);
  const age = stored ? now.getTime() - new Date(stored.fitted_at).getTime() : Infinity;
  if (stored && !options.refit && age >= 0 && age < REFIT_AFTER_MS) return stored.model;
  const history = await checkHistory(em, workspaceId, now);
  const model = fitHazardModel(history, events, now.getTime());
  await query(
    em,
    `insert into hazard_models (workspace_id, model, observations, fitted_at) values (?, ?::jsonb, ?, ?)
     on conflict (workspace_id) do update set model = excluded.model, observations = excluded.observations, fitted_at = excluded.fitted_at`,
    [workspaceId, JSON.stringify(model), history.length, now],
  );
  return model;
}

/** The stored model, or the flat one before the first fit (reads only: estimates and forecasts). */
export async function storedHazardModel(em: EntityManager, workspaceId: string): Promise<HazardModel> {
  const [stored] = await query<{ model: HazardModel }>(em, 'select model from hazard_models where workspace_id = ?', [workspaceId]);
  return stored?.model ?? flatModel();
}
