/** Validation of DetectChange requests (pure): sizes, required snapshot, alias keys. */
import type { Snapshot } from '../../domain/changes/types';
import { domainSnapshotFromWire, NOT_FOUND_SNAPSHOT } from '../../grpc/domain-snapshot';
import type { CompanyAlias, DetectChangeRequest } from '../../grpc/scoring-v1';
import type { Snapshot as WireSnapshot } from '../../grpc/tracker-v1';
import type { Validated } from '../validate-request';
import { dateTimeField, MAX_DATE_LENGTH, MAX_TITLE_LENGTH, textField } from './validate-text';

export const MAX_POSITIONS = 200;
export const MAX_ALIASES = 1000;
const MAX_TEXT_LENGTH = 500;
const ALIAS_KEY_RE = /^(id|name):\S/;

export interface DetectInput {
  previous: Snapshot;
  current: Snapshot;
  previousCheckedAt: string | null;
  aliases: CompanyAlias[];
}

const POSITION_LIMITS = [
  ['company', MAX_TEXT_LENGTH],
  ['company_social_id', MAX_TEXT_LENGTH],
  ['title', MAX_TITLE_LENGTH],
  ['started_on', MAX_DATE_LENGTH],
  ['ended_on', MAX_DATE_LENGTH],
] as const;

function checkSnapshot(field: string, s: WireSnapshot): string | null {
  for (const name of ['first_name', 'last_name', 'headline'] as const) {
    const ok = textField(`${field}.${name}`, s[name], MAX_TEXT_LENGTH);
    if (!ok.ok) return ok.message;
  }
  const positions = s.positions ?? [];
  if (positions.length > MAX_POSITIONS) return `${field}.positions has ${positions.length} entries; at most ${MAX_POSITIONS}`;
  for (const [i, p] of positions.entries()) {
    for (const [name, max] of POSITION_LIMITS) {
      const ok = textField(`${field}.positions[${i}].${name}`, p[name], max);
      if (!ok.ok) return ok.message;
    }
  }
  return null;
}

function checkAliases(aliases: CompanyAlias[]): string | null {
  if (aliases.length > MAX_ALIASES) return `aliases has ${aliases.length} entries; at most ${MAX_ALIASES}`;
  for (const [i, alias] of aliases.entries()) {
    for (const side of ['a', 'b'] as const) {
      const key = alias[side] ?? '';
      if (key.length > MAX_TEXT_LENGTH || !ALIAS_KEY_RE.test(key)) {
        return `aliases[${i}].${side} must be 'id:<company network id>' or 'name:<company name>' (at most ${MAX_TEXT_LENGTH} characters)`;
      }
    }
  }
  return null;
}

export function validateDetectRequest(request: DetectChangeRequest): Validated<DetectInput> {
  if (!request.previous) return { ok: false, message: 'previous is required (the last snapshot in which the profile was found)' };
  const bad = checkSnapshot('previous', request.previous) ?? (request.current ? checkSnapshot('current', request.current) : null);
  if (bad) return { ok: false, message: bad };
  const aliases = request.aliases ?? [];
  const badAlias = checkAliases(aliases);
  if (badAlias) return { ok: false, message: badAlias };
  const checkedAt = dateTimeField('previous_checked_at', request.previous_checked_at);
  if (!checkedAt.ok) return checkedAt;
  return {
    ok: true,
    value: {
      previous: domainSnapshotFromWire(request.previous),
      current: request.current ? domainSnapshotFromWire(request.current) : { ...NOT_FOUND_SNAPSHOT, positions: [] },
      previousCheckedAt: checkedAt.value,
      aliases: aliases.map(({ a, b }) => ({ a, b })),
    },
  };
}
