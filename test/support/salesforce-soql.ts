/**
 * The SOQL the Salesforce stand-in answers: `SELECT f1, f2 | COUNT() FROM Obj [WHERE c AND c ...]
 * [ORDER BY f [ASC|DESC]] [LIMIT n]`, a condition being `Field op literal` with op one of
 * = != < <= > >= LIKE, or `Field IN ('a', 'b')`. Literals: 'quoted' (\' escapes), numbers, true,
 * false, null, and date-times (2026-11-26T10:00:00Z or .000+0000), compared as instants.
 * Anything else throws `SoqlError` (the stand-in answers MALFORMED_QUERY, as Salesforce does).
 */
export class SoqlError extends Error {}

export type SoqlRecord = Record<string, unknown>;

export interface SoqlQuery {
  fields: string[];
  count: boolean;
  object: string;
  where: (r: SoqlRecord) => boolean;
  order: { field: string; desc: boolean } | null;
  limit: number | null;
}

type Literal = string | number | boolean | null;

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

function literal(token: string): Literal {
  if (token.startsWith("'")) return token.slice(1, -1).replace(/\\'/g, "'");
  if (/^(true|false)$/i.test(token)) return token.toLowerCase() === 'true';
  if (/^null$/i.test(token)) return null;
  if (DATETIME.test(token)) return token;
  const n = Number(token);
  if (Number.isFinite(n)) return n;
  throw new SoqlError(`unexpected token ${token}`);
}

function comparable(v: unknown): number | string | boolean | null {
  if (typeof v === 'string' && DATETIME.test(v)) return Date.parse(v.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return (v ?? null) as number | string | boolean | null;
}

function likeRegex(pattern: string): RegExp {
  const body = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.');
  return new RegExp(`^${body}$`, 'i');
}

function condition(text: string): (r: SoqlRecord) => boolean {
  const inMatch = /^(\w+)\s+IN\s*\((.*)\)$/i.exec(text);
  if (inMatch) {
    const values = inMatch[2]!.split(',').map((t) => literal(t.trim()));
    return (r) => values.includes(r[inMatch[1]!] as Literal);
  }
  const m = /^(\w+)\s*(=|!=|<=|>=|<|>|\s+LIKE\s+)\s*('(?:[^'\\]|\\.)*'|\S+)$/i.exec(text);
  if (!m) throw new SoqlError(`cannot read the condition ${text}`);
  const field = m[1]!;
  const op = m[2]!.trim().toUpperCase();
  const value = literal(m[3]!);
  if (op === 'LIKE') return (r) => typeof r[field] === 'string' && likeRegex(String(value)).test(r[field] as string);
  const right = comparable(value);
  return (r) => {
    const left = comparable(r[field]);
    const text = (x: unknown) => (typeof x === 'string' ? x.toLowerCase() : x);
    if (op === '=') return text(left) === text(right);
    if (op === '!=') return text(left) !== text(right);
    if (left === null || right === null) return false;
    if (op === '<') return left < right;
    if (op === '<=') return left <= right;
    if (op === '>') return left > right;
    return left >= right;
  };
}

/** Splits on AND outside quotes. */
function conjuncts(where: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < where.length; i++) {
    const c = where[i];
    if (c === "'" && where[i - 1] !== '\\') quoted = !quoted;
    if (quoted) continue;
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (depth === 0 && /^\sAND\s/i.test(where.slice(i, i + 5))) {
      parts.push(where.slice(start, i).trim());
      start = i + 5;
      i += 4;
    }
  }
  parts.push(where.slice(start).trim());
  return parts.filter(Boolean);
}

export function parseSoql(soql: string): SoqlQuery {
  const m = /^\s*SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER\s+BY\s+(\w+)(?:\s+(ASC|DESC))?)?(?:\s+LIMIT\s+(\d+))?\s*$/is.exec(soql);
  if (!m) throw new SoqlError(`unexpected SOQL: ${soql.slice(0, 80)}`);
  const count = /^COUNT\(\)$/i.test(m[1]!.trim());
  const fields = count ? [] : m[1]!.split(',').map((f) => f.trim());
  for (const f of fields) if (!/^\w+$/.test(f)) throw new SoqlError(`unsupported field ${f}`);
  const conds = m[3] ? conjuncts(m[3]).map(condition) : [];
  return {
    fields,
    count,
    object: m[2]!,
    where: (r) => conds.every((c) => c(r)),
    order: m[4] ? { field: m[4], desc: (m[5] ?? '').toUpperCase() === 'DESC' } : null,
    limit: m[6] ? Number(m[6]) : null,
  };
}

/** The records a query selects, in its order, limited. */
export function runSoql<T extends SoqlRecord>(q: SoqlQuery, records: Iterable<T>): T[] {
  let out = [...records].filter(q.where);
  if (q.order) {
    const { field, desc } = q.order;
    out.sort((a, b) => {
      const x = comparable(a[field]) ?? '';
      const y = comparable(b[field]) ?? '';
      return (x < y ? -1 : x > y ? 1 : 0) * (desc ? -1 : 1);
    });
  }
  if (q.limit !== null) out = out.slice(0, q.limit);
  return out;
}
