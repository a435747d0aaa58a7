import type { EntityManager } from '@mikro-orm/postgresql';

import type { ContactTrackingStatus, PlayStatus } from '../../../machines';
import { query } from '../../db/query';
import { aliasPairsBetween, type CompanyAliasPair, type CompanyRef } from '../../domain/company/aliases';
import type { ChangeVerdict } from '../../domain/vocabulary';
import { ValidationError } from '../../shared/errors';
import type { TransitionCause } from '../journal/record-transition';
import { transitionContact } from '../transitions/contact-tracking-transition';
import { transitionPlay } from '../transitions/play-transition';

/** The change a verdict is about, read FOR UPDATE (it serialises verdicts on one change). */
export interface JudgedChange {
  id: string;
  workspace_id: string;
  profile_id: string;
  type: string;
  from_company: string | null;
  to_company: string | null;
  evidence: { previous?: CompanyRef | null; current?: CompanyRef | null } | null;
}

/** What a verdict did, as stored in `change_feedback.effects` (so a replacing verdict can undo it). */
export interface StoredEffects {
  /** Alias pairs this verdict inserted (pairs already known are not listed: they were not its doing). */
  alias_pairs: CompanyAliasPair[];
  aliases_forgotten: number;
  contacts: string[];
  plays: string[];
  plays_restored: string[];
}

export const NO_EFFECTS: StoredEffects = { alias_pairs: [], aliases_forgotten: 0, contacts: [], plays: [], plays_restored: [] };

export interface EffectContext {
  em: EntityManager;
  change: JudgedChange;
  cause: TransitionCause;
  now: Date;
}

/** The two employer identities of a change: the compared entries of its evidence, else its company names. */
function employers(change: JudgedChange): [CompanyRef, CompanyRef] {
  const side = (ref: CompanyRef | null | undefined, name: string | null): CompanyRef => ({
    company: ref?.company ?? name,
    company_social_id: ref?.company_social_id ?? null,
  });
  return [side(change.evidence?.previous, change.from_company), side(change.evidence?.current, change.to_company)];
}

/**
 * The alias pairs `wrong_company` teaches: the change's two employers are one company. Only a
 * `moved` change names two employers detection held apart; any other is a 400 (nothing changed).
 */
export function pairsToLearn(change: JudgedChange): CompanyAliasPair[] {
  const [before, after] = employers(change);
  const pairs = change.type === 'moved' ? aliasPairsBetween(before, after) : [];
  if (pairs.length === 0) {
    throw new ValidationError('wrong_company applies to a move between two named employers', [
      { path: 'verdict', message: `a ${change.type} change has no two employers to make one company` },
    ]);
  }
  return pairs.map((p) => (p.a < p.b ? p : { a: p.b, b: p.a }));
}

async function learnAliases(ctx: EffectContext, pairs: CompanyAliasPair[]): Promise<CompanyAliasPair[]> {
  return query<CompanyAliasPair>(
    ctx.em,
    `insert into company_aliases (workspace_id, a, b)
     select distinct ?::uuid, a, b from jsonb_to_recordset(?::jsonb) as x(a text, b text)
     on conflict do nothing returning a, b`,
    [ctx.change.workspace_id, JSON.stringify(pairs)],
  );
}

async function forgetAliases(ctx: EffectContext, pairs: CompanyAliasPair[]): Promise<number> {
  if (pairs.length === 0) return 0;
  const rows = await query(
    ctx.em,
    `delete from company_aliases ca using jsonb_to_recordset(?::jsonb) as x(a text, b text)
      where ca.workspace_id = ?::uuid and ca.a = x.a and ca.b = x.b returning ca.a`,
    [JSON.stringify(pairs), ctx.change.workspace_id],
  );
  return rows.length;
}

/** `wrong_person`: every contact of the workspace on the change's profile goes to review through its machine. */
async function sendContactsToReview(ctx: EffectContext): Promise<string[]> {
  const contacts = await query<{ id: string; tracking_status: ContactTrackingStatus }>(
    ctx.em,
    'select id, tracking_status from contacts where workspace_id = ?::uuid and profile_id = ?::uuid order by id for update',
    [ctx.change.workspace_id, ctx.change.profile_id],
  );
  const moved: string[] = [];
  for (const c of contacts) {
    const ref = { id: c.id, workspace_id: ctx.change.workspace_id, tracking_status: c.tracking_status };
    const decision = await transitionContact(ctx.em, ref, { type: 'WRONG_PERSON_REPORTED' }, ctx.cause, ctx.now);
    if (decision.ok && decision.changed) moved.push(c.id);
  }
  return moved;
}

/** Moves the plays of the change (all of them, or those in `only`) from `from` to `to` through the play machine. */
async function movePlays(ctx: EffectContext, from: 'active' | 'not_relevant', to: PlayStatus, only?: string[]): Promise<string[]> {
  const plays = await query<{ id: string; status: PlayStatus }>(
    ctx.em,
    `select id, status from plays where workspace_id = ?::uuid and change_id = ?::uuid
        and status ${from === 'active' ? '<>' : '='} 'not_relevant' order by id for update`,
    [ctx.change.workspace_id, ctx.change.id],
  );
  const moved: string[] = [];
  for (const p of plays.filter((x) => !only || only.includes(x.id))) {
    const decision = await transitionPlay(ctx.em, { id: p.id, workspace_id: ctx.change.workspace_id, status: p.status }, to, ctx.cause, ctx.now);
    if (decision.ok && decision.changed) moved.push(p.id);
  }
  return moved;
}

/** Carries out a verdict's effect; returns what it did. */
export async function applyVerdict(ctx: EffectContext, verdict: ChangeVerdict): Promise<StoredEffects> {
  switch (verdict) {
    case 'wrong_company':
      return { ...NO_EFFECTS, alias_pairs: await learnAliases(ctx, pairsToLearn(ctx.change)) };
    case 'wrong_person':
      return { ...NO_EFFECTS, contacts: await sendContactsToReview(ctx) };
    case 'not_a_job_change':
      return { ...NO_EFFECTS, plays: await movePlays(ctx, 'active', 'not_relevant') };
    case 'correct':
    case 'wrong_type':
      return NO_EFFECTS;
  }
}

/**
 * Undoes what a replaced verdict did where it can be undone: the alias pairs it taught are
 * removed, the plays it archived (and that are still not_relevant) reopen. A contact it sent
 * to review stays there: a person settles the review (docs/decisions.md, "Change feedback").
 */
export async function undoVerdict(ctx: EffectContext, done: StoredEffects): Promise<Pick<StoredEffects, 'aliases_forgotten' | 'plays_restored'>> {
  const aliasesForgotten = await forgetAliases(ctx, done.alias_pairs);
  const restored = done.plays.length > 0 ? await movePlays(ctx, 'not_relevant', 'open', done.plays) : [];
  return { aliases_forgotten: aliasesForgotten, plays_restored: restored };
}
