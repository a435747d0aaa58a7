import { col, type LeaseSpec } from '../spec';

/**
 * The rows a caller holds among a list of keys (bound as one JSON array), and with its
 * owner when the spec has one. Parameters, in order: the keys as JSON, [owner].
 */
export function heldWhere(spec: LeaseSpec): string {
  const held = spec.held ? `(${spec.held})` : spec.until ? `${col(spec.until)} is not null` : null;
  return [
    `${col(spec.key)} = any(array(select value::${spec.keyType} from jsonb_array_elements_text(?::jsonb)))`,
    spec.owner ? `${col(spec.owner)} = ?::uuid` : null,
    held,
  ]
    .filter((w): w is string => w !== null)
    .join(' and ');
}
