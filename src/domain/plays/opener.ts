import type { PlayType, Segment } from '../vocabulary';
import { type OpenerFacts, openerFacts, type PersonMove } from './opener-facts';
import { customerSince, dealProgress, lastInTouch, type OpenerRelationship, usedUntil } from './opener-relationship';
import { applyTone, avoidedPhraseIn, type OpenerSettings, withoutAvoided, withSignOff } from './opener-settings';

/**
 * Suggested first lines, built from fixed templates (no generation, no filler): they name
 * the person, the change (new company and title, old company), the relationship
 * (segment, and the CRM's dates and deal stage when known: `opener-relationship.ts`), the
 * role then and now, and fit the play type. churn_risk gets a line safe to send to the person
 * who left; the internal note for customer success is `internalNote` (stored in the play's
 * `notes`, docs/decisions.md). The workspace's opener settings (tone, sign-off, phrases to
 * avoid) shape the result: `opener-settings.ts`. The opening clause varies with a stable hash of `seed` (the change id
 * and play type), so two people with the same move do not receive identical lines.
 *
 * Names, companies and titles are shown as a careful person would write them (see
 * `openerFacts`); every template has a wording for an unknown old company, new company and
 * title, and a non-job entry (career break, self-employed …) is never named as a company: a
 * sales or promotion play whose new entry is not a job gets a line of good wishes instead.
 */
export interface OpenerInput extends PersonMove {
  /** Stable per play, e.g. `<change id>:<type>`. */
  seed: string;
  type: PlayType;
  segment: Segment;
  /** The new entry started well before the check that found it (`surfaced_late` of the change): no "first 90 days". */
  surfaced_late?: boolean;
  /** What the CRM says about the relationship (dates, deal stage, last activity); absent facts are never claimed. */
  relationship?: OpenerRelationship;
  /** The play's fits: a fit is named only when the workspace's rules said yes (null = no rules). */
  fit?: { account: boolean | null; contact: boolean | null };
  /** The detection date (YYYY-MM-DD): how recent the last activity is. */
  as_of?: string | null;
  /** The workspace's opener settings; the defaults when absent. */
  settings?: OpenerSettings;
}

/** FNV-1a, 32 bits: the same seed always picks the same variant. */
export function stableHash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function pick<T>(seed: string, options: readonly T[]): T {
  return options[stableHash(seed) % options.length] as T;
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

type F = OpenerFacts & { late: boolean; rel: OpenerRelationship; asOf: string | null; fitsBoth: boolean };

/** Phrases around the old and new company that read well whether or not the company is known. */
const atOld = (f: F) => (f.oldCo ? ` at ${f.oldCo}` : '');
const newTeam = (f: F) => f.newCo ?? 'your new team';
const whoAt = (f: F) => (f.newCo ? `at ${f.newCo}` : 'on your new team');
const atNew = (f: F) => (f.newCo ? ` at ${f.newCo}` : '');

/** "Dana, congrats …" or "Congrats …" when no first name is usable. */
function lead(f: F, clause: string): string {
  return f.name ? `${f.name}, ${clause}` : capitalise(clause);
}

function moveClauses(f: F): string[] {
  const as = f.newTitle ? ` as ${f.newTitle}` : '';
  // Found months after it happened: no "starting" or "new chapter" talk.
  if (f.late && f.newCo) return [`saw you're at ${f.newCo}${as} now — congratulations on the move!`, `congrats on the move to ${f.newCo}${as}!`];
  if (!f.newCo && !f.newTitle) return ['hope the new chapter is off to a great start!', 'hope the next step is off to a great start!'];
  if (!f.newCo) return [`congrats on the new role${as}!`, `congratulations on the new role${as}!`];
  return [
    f.newTitle ? `congrats on the new role as ${f.newTitle} at ${f.newCo}!` : `congrats on the move to ${f.newCo}!`,
    `saw you've joined ${f.newCo}${as} — congratulations!`,
    `congratulations on starting at ${f.newCo}${as}!`,
  ];
}

function promotionClauses(f: F): string[] {
  const at = f.newCo ? ` at ${f.newCo}` : '';
  if (!f.newTitle) return [`congratulations on the promotion${at}!`, `congrats on the step up${at} — well deserved!`];
  // The role then and now, when both are known and differ.
  if (f.oldTitle && f.oldTitle.toLowerCase() !== f.newTitle.toLowerCase()) {
    return [`congratulations on the promotion from ${f.oldTitle} to ${f.newTitle}${at}!`, `congrats on stepping up from ${f.oldTitle} to ${f.newTitle}${at} — well deserved!`];
  }
  return [`congratulations on the promotion to ${f.newTitle}${at}!`, `congrats on stepping up to ${f.newTitle}${at} — well deserved!`];
}

type Bodies = Record<Segment, (f: F) => string>;

/*
 * The relationship is the CRM's segment of the contact's account, so a line says what the
 * account did (is a customer, used us, looked at us, is talking to us), never that this
 * person championed, bought or met us: the data does not show that (issue #26).
 */
const prevCo = (f: F) => f.oldCo ?? 'your previous company';
const PrevCo = (f: F) => capitalise(prevCo(f));
/** "as you settle in" only for a change found while it was new. */
const settleIn = (f: F) => (f.late ? '' : ' as you settle in');

/** "is a customer of ours" or, with the first won deal's date, "has been a customer of ours since April 2024". */
const isCustomer = (f: F) => {
  const since = customerSince(f.rel);
  return since ? `has been a customer of ours${since}` : 'is a customer of ours';
};
/** "used us a while back" or, with the churn date, "used us until March 2026". */
const usedUs = (f: F) => `used us${usedUntil(f.rel) || ' a while back'}`;
/** How far the conversation with the old company had gone, from the deal stage. */
const conversation = (f: F, otherwise: string) => {
  const progress = dealProgress(f.rel);
  if (progress === 'late') return `We'd come a long way in talks with ${prevCo(f)}`;
  if (progress === 'early') return `We'd just started a conversation with ${prevCo(f)}`;
  return `${otherwise} ${prevCo(f)}`;
};
/** "We were last in touch in February 2026, when you were Head of RevOps at Initech — " when the CRM has recent activity with this contact. */
const lastTouch = (f: F) => {
  const when = lastInTouch(f.rel, f.asOf);
  if (!when) return null;
  const then = f.oldTitle ? `, when you were ${f.oldTitle}${atOld(f)}` : f.oldCo ? `, when you were at ${f.oldCo}` : '';
  return `We were last in touch in ${when}${then}`;
};

const DIRECT: Bodies = {
  customer: (f) => `${PrevCo(f)} ${isCustomer(f)} — I'd love to show ${newTeam(f)} what it could do there too.`,
  churned: (f) => `${PrevCo(f)} ${usedUs(f)} and a lot has changed on our side since; worth a fresh look for ${newTeam(f)}?`,
  closed_lost: (f) =>
    `${PrevCo(f)} looked at us when the timing wasn't right; would it make sense to revisit ${f.newCo ? `now that you're at ${f.newCo}` : 'in the new role'}?`,
  open_pipeline: (f) => `${conversation(f, "We've been in conversation with")}; happy to show ${newTeam(f)} the same.`,
  unknown: (f) => {
    const horizon = f.late ? ' this year' : ' for the first 90 days';
    const touch = lastTouch(f);
    if (touch) return `${touch} — what's top of your list${horizon}${atNew(f)}?`;
    return f.oldCo ? `Coming from ${f.oldCo}, what's top of your list${horizon}${atNew(f)}?` : `What's top of your list${horizon}${atNew(f)}?`;
  },
};

const REFERRAL: Bodies = {
  customer: (f) => `${PrevCo(f)} ${customerSince(f.rel) ? `has worked with us${customerSince(f.rel)}` : 'works with us'} — who ${whoAt(f)} would be the right person to talk to about doing the same?`,
  churned: (f) => `${PrevCo(f)} used us before, and a lot has improved since — who ${whoAt(f)} would be the right person to show it to?`,
  closed_lost: (f) => `${PrevCo(f)} looked at us a while ago; who ${whoAt(f)} would own a decision like that today?`,
  open_pipeline: (f) => `${conversation(f, "We've been talking with")} — who ${whoAt(f)} would be the right person to start that conversation with?`,
  unknown: (f) => (f.oldCo ? `Coming from ${f.oldCo}, who ${whoAt(f)} would you suggest we talk to?` : `Who ${whoAt(f)} would you suggest we talk to?`),
};

const WATCH: Bodies = {
  customer: (f) => `${PrevCo(f)} ${isCustomer(f)} — let's stay in touch${settleIn(f)}.`,
  churned: (f) => `${PrevCo(f)} worked with us for a while; let's stay in touch${settleIn(f)}.`,
  closed_lost: (f) => `${PrevCo(f)} looked at us a while ago — let's keep in touch${settleIn(f)}.`,
  open_pipeline: (f) => `We're still in conversation with ${prevCo(f)}; let's keep in touch${settleIn(f)}${atNew(f)}.`,
  unknown: (f) => {
    const touch = lastTouch(f);
    if (touch) return `${touch} — let's stay connected.`;
    return f.oldCo ? `The move from ${f.oldCo} looks like a great step — let's keep in touch.` : `It looks like a great step — let's keep in touch.`;
  },
};

const afterOld = (f: F) => (f.oldCo ? `Best of luck in the new chapter after ${f.oldCo}.` : 'Best of luck in the new chapter.');

const ARCHIVE: Bodies = { customer: afterOld, churned: afterOld, closed_lost: afterOld, open_pipeline: afterOld, unknown: afterOld };

/** The company a promotion happened at: the new entry's, else the old one's (same employer). */
const promotedAt = (f: F) => f.newCo ?? f.oldCo;

const PROMOTION: Bodies = {
  customer: (f) => `${capitalise(promotedAt(f) ?? 'your company')} ${isCustomer(f)} — anything we can do to support you in the new role?`,
  churned: (f) => {
    const co = promotedAt(f);
    return `Now that you're shaping priorities, would it be worth a fresh look at what we've built since ${co ? `${co} last worked with us` : 'we last worked together'}?`;
  },
  closed_lost: (f) => `With the new remit, would it be worth another look at us? The timing wasn't right for ${promotedAt(f) ?? 'your team'} last time.`,
  open_pipeline: (f) => `Does the new role change what ${promotedAt(f) ?? 'your team'} needs from our conversation?`,
  unknown: () => `What's the first thing you want to tackle in the new role?`,
};

/** The internal note for customer success when a customer contact left or moved away (never sent to the person). */
function churnNote(f: F, seed: string): string {
  const who = f.oldTitle
    ? `${f.fullName}, ${f.oldTitle}${atOld(f)},`
    : `${f.fullName}${atOld(f)}`;
  const gone = f.newCo ? `has left for ${f.newCo}` : 'has left (no new employer listed yet)';
  return pick(seed, [
    `${who} ${gone}; the account lost its contact there — check who owns the relationship now.`,
    `${who} ${gone}. ${f.oldCo ?? 'The account'} lost a contact: confirm who owns the relationship now and brief them.`,
  ]);
}

/** For a new entry that is not a job: no congratulations, no pitch, only good wishes. */
function movedOn(f: F): string {
  const from = f.oldCo ? ` from ${f.oldCo}` : '';
  return `${lead(f, `I saw you've moved on${from} — wishing you all the best with what comes next.`)} Let's stay in touch.`;
}

type Opener = (f: F, seed: string, segment: Segment) => string;

/** When both fits are the workspace rules' yes (not null: no rules), a direct line may say the new team fits. */
const fitLine = (f: F) => (f.fitsBoth && f.newCo ? ` Teams like ${f.newCo} are where we do our best work.` : '');

/** A move's congratulations, then the body for the relationship. */
const salesOpener = (bodies: Bodies): Opener => (f, seed, segment) => `${lead(f, pick(seed, moveClauses(f)))} ${bodies[segment](f)}`;

/** Lines to the person never congratulate on a new entry that is not a job. */
const toThePerson = (write: Opener): Opener => (f, seed, segment) => (f.newIsNonJob ? movedOn(f) : write(f, seed, segment));

/** Each play type's line: a new play type needs an entry here, and the compiler says so. */
const OPENERS: Record<PlayType, Opener> = {
  direct: toThePerson((f, seed, segment) => `${salesOpener(DIRECT)(f, seed, segment)}${fitLine(f)}`),
  referral: toThePerson(salesOpener(REFERRAL)),
  watch: toThePerson(salesOpener(WATCH)),
  archive: toThePerson(salesOpener(ARCHIVE)),
  promotion: toThePerson((f, seed, segment) => `${lead(f, pick(seed, promotionClauses(f)))} ${PROMOTION[segment](f)}`),
  // Safe to send to the person who left: good wishes, no pitch and nothing about the account (the note is internalNote).
  churn_risk: toThePerson((f, seed) => (!f.newCo && !f.newTitle ? movedOn(f) : `${lead(f, pick(seed, moveClauses(f)))} Let's stay in touch.`)),
};

function facts(input: OpenerInput): F {
  return {
    ...openerFacts(input),
    late: input.surfaced_late === true,
    rel: input.relationship ?? {},
    asOf: input.as_of ?? null,
    fitsBoth: input.fit?.account === true && input.fit.contact === true,
  };
}

/** Other wordings tried, in order, when the first contains a phrase the workspace avoids. */
const ALTERNATIVES = 8;

/**
 * The opener under the workspace's settings: the tone's wording; the first wording (by
 * seed, then alternative seeds) with no avoided phrase, else the sentences without one
 * (`withoutAvoided`); then the sign-off. No avoided phrase ever appears (the sign-off is
 * checked when the settings are saved).
 */
export function opener(input: OpenerInput): string {
  const f = facts(input);
  const settings = input.settings;
  const write = (seed: string) => applyTone(OPENERS[input.type](f, seed, input.segment), settings?.tone ?? 'warm');
  const first = write(input.seed);
  if (!settings) return first;
  let text = first;
  for (let i = 0; avoidedPhraseIn(text, settings.avoid_phrases) !== null; i++) {
    if (i === ALTERNATIVES) {
      text = withoutAvoided(first, settings.avoid_phrases);
      break;
    }
    text = write(`${input.seed}~${i + 1}`);
  }
  return withSignOff(text, settings.sign_off);
}

/** The internal note of a churn_risk play, for customer success: who left, where to, and what to check. Stored in the play's `notes`. */
export function internalNote(input: OpenerInput): string {
  return churnNote(facts(input), input.seed);
}
