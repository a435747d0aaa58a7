/** Validation of EvaluateFit requests (pure): JSON fields through the wire zod schemas. */
import type { z } from 'zod';

import { AccountIcpRulesSchema, ContactIcpRulesSchema } from '../../core/icp/icp.schema';
import type { AccountIcpRules, CompanyFacts, ContactIcpRules, PersonFacts } from '../../domain/icp';
import type { EvaluateFitRequest } from '../../grpc/scoring-v1';
import type { Validated } from '../validate-request';
import { CompanyFactsSchema } from './company-facts.schema';
import { dateTimeField, MAX_DATE_LENGTH, MAX_TITLE_LENGTH, textField } from './validate-text';

/** Each JSON field of EvaluateFit: at most 256 KiB (UTF-8). */
export const MAX_JSON_BYTES = 256 * 1024;

export interface FitInput {
  /** null: the account fit is not evaluated. */
  account: { facts: CompanyFacts; rules: AccountIcpRules } | null;
  /** null: the contact fit is not evaluated. */
  contact: { person: PersonFacts; rules: ContactIcpRules } | null;
  evaluatedAt: string;
}

function issuePath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
}

/** Parses one JSON field with a zod schema; '' is "absent" (null). */
export function parseJsonField<S extends z.ZodType>(field: string, raw: string, schema: S): Validated<z.output<S> | null> {
  if (raw.trim() === '') return { ok: true, value: null };
  const bytes = Buffer.byteLength(raw, 'utf8');
  if (bytes > MAX_JSON_BYTES) return { ok: false, message: `${field} is ${bytes} bytes; at most ${MAX_JSON_BYTES}` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (err) {
    return { ok: false, message: `${field} is not valid JSON (${(err as Error).message})` };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue ? `${field}${issuePath(issue.path)}` : field;
  return { ok: false, message: `${where}: ${issue?.message ?? 'invalid'}` };
}

export function validateFitRequest(request: EvaluateFitRequest, now: () => Date = () => new Date()): Validated<FitInput> {
  const facts = parseJsonField('company_json', request.company_json ?? '', CompanyFactsSchema);
  if (!facts.ok) return facts;
  const accountRules = parseJsonField('account_rules_json', request.account_rules_json ?? '', AccountIcpRulesSchema);
  if (!accountRules.ok) return accountRules;
  const contactRules = parseJsonField('contact_rules_json', request.contact_rules_json ?? '', ContactIcpRulesSchema);
  if (!contactRules.ok) return contactRules;
  const title = textField('title', request.title, MAX_TITLE_LENGTH);
  if (!title.ok) return title;
  const previousStartedOn = textField('previous_started_on', request.previous_started_on, MAX_DATE_LENGTH);
  if (!previousStartedOn.ok) return previousStartedOn;
  const changedOn = textField('changed_on', request.changed_on, MAX_DATE_LENGTH);
  if (!changedOn.ok) return changedOn;
  const evaluatedAt = dateTimeField('evaluated_at', request.evaluated_at);
  if (!evaluatedAt.ok) return evaluatedAt;

  return {
    ok: true,
    value: {
      account: facts.value && accountRules.value ? { facts: facts.value, rules: accountRules.value } : null,
      contact: contactRules.value
        ? { person: { title: title.value, previous_started_on: previousStartedOn.value, changed_on: changedOn.value }, rules: contactRules.value }
        : null,
      evaluatedAt: evaluatedAt.value ?? now().toISOString(),
    },
  };
}
