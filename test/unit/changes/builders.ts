import type { Position, Snapshot } from '../../../src/domain/changes';

export function pos(
  company: string,
  title: string | null,
  started_on: string | null,
  opts: { id?: string | null; ended_on?: string | null; is_current?: boolean } = {},
): Position {
  const ended_on = opts.ended_on ?? null;
  return {
    company,
    company_social_id: opts.id ?? null,
    title,
    started_on,
    ended_on,
    is_current: opts.is_current ?? ended_on === null,
  };
}

export function snap(positions: Position[], found = true): Snapshot {
  return { found, first_name: 'Dana', last_name: 'Reyes', headline: null, positions };
}

export const NOT_FOUND: Snapshot = snap([], false);
