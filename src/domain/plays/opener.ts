import type { PlayType, Segment } from '../vocabulary';
import { type OpenerFacts, openerFacts, type PersonMove } from './opener-facts';

/**
 * Suggested first lines, built from fixed templates (no generation, no filler): they name
 * the person, the change (new company and title, old company), the relationship
 * (segment) and fit the play type. churn_risk gets an internal note for customer
 * success instead. The opening clause varies with a stable hash of `seed` (the change id
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

type F = OpenerFacts & { late: boolean };

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

const DIRECT: Bodies = {
  customer: (f) => `${PrevCo(f)} is a customer of ours — I'd love to show ${newTeam(f)} what it could do there too.`,
  churned: (f) => `${PrevCo(f)} used us a while back and a lot has changed on our side since; worth a fresh look for ${newTeam(f)}?`,
  closed_lost: (f) =>
    `${PrevCo(f)} looked at us when the timing wasn't right; would it make sense to revisit ${f.newCo ? `now that you're at ${f.newCo}` : 'in the new role'}?`,
  open_pipeline: (f) => `We've been in conversation with ${prevCo(f)}; happy to show ${newTeam(f)} the same.`,
  unknown: (f) => {
    const horizon = f.late ? ' this year' : ' for the first 90 days';
    return f.oldCo ? `Coming from ${f.oldCo}, what's top of your list${horizon}${atNew(f)}?` : `What's top of your list${horizon}${atNew(f)}?`;
  },
};

const REFERRAL: Bodies = {
  customer: (f) => `${PrevCo(f)} works with us — who ${whoAt(f)} would be the right person to talk to about doing the same?`,
  churned: (f) => `${PrevCo(f)} used us before, and a lot has improved since — who ${whoAt(f)} would be the right person to show it to?`,
  closed_lost: (f) => `${PrevCo(f)} looked at us a while ago; who ${whoAt(f)} would own a decision like that today?`,
  open_pipeline: (f) => `We've been talking with ${prevCo(f)} — who ${whoAt(f)} would be the right person to start that conversation with?`,
  unknown: (f) => (f.oldCo ? `Coming from ${f.oldCo}, who ${whoAt(f)} would you suggest we talk to?` : `Who ${whoAt(f)} would you suggest we talk to?`),
};

const WATCH: Bodies = {
  customer: (f) => `${PrevCo(f)} is a customer of ours — let's stay in touch${settleIn(f)}.`,
  churned: (f) => `${PrevCo(f)} worked with us for a while; let's stay in touch${settleIn(f)}.`,
  closed_lost: (f) => `${PrevCo(f)} looked at us a while ago — let's keep in touch${settleIn(f)}.`,
  open_pipeline: (f) => `We're still in conversation with ${prevCo(f)}; let's keep in touch${settleIn(f)}${atNew(f)}.`,
  unknown: (f) => (f.oldCo ? `The move from ${f.oldCo} looks like a great step — let's keep in touch.` : `It looks like a great step — let's keep in touch.`),
};

const afterOld = (f: F) => (f.oldCo ? `Best of luck in the new chapter after ${f.oldCo}.` : 'Best of luck in the new chapter.');

const ARCHIVE: Bodies = { customer: afterOld, churned: afterOld, closed_lost: afterOld, open_pipeline: afterOld, unknown: afterOld };

/** The company a promotion happened at: the new entry's, else the old one's (same employer). */
const promotedAt = (f: F) => f.newCo ?? f.oldCo;

const PROMOTION: Bodies = {
  customer: (f) => `${capitalise(promotedAt(f) ?? 'your company')} is a customer of ours — anything we can do to support you in the new role?`,
  churned: (f) => {
    const co = promotedAt(f);
    return `Now that you're shaping priorities, would it be worth a fresh look at what we've built since ${co ? `${co} last worked with us` : 'we last worked together'}?`;
  },
  closed_lost: (f) => `With the new remit, would it be worth another look at us? The timing wasn't right for ${promotedAt(f) ?? 'your team'} last time.`,
  open_pipeline: (f) => `Does the new role change what ${promotedAt(f) ?? 'your team'} needs from our conversation?`,
  unknown: () => `What's the first thing you want to tackle in the new role?`,
};

/** The internal note for customer success when a customer contact left or moved away. */
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

/** A move's congratulations, then the body for the relationship. */
const salesOpener = (bodies: Bodies): Opener => (f, seed, segment) => `${lead(f, pick(seed, moveClauses(f)))} ${bodies[segment](f)}`;

/** Lines to the person never congratulate on a new entry that is not a job. */
const toThePerson = (write: Opener): Opener => (f, seed, segment) => (f.newIsNonJob ? movedOn(f) : write(f, seed, segment));

/** Each play type's line: a new play type needs an entry here, and the compiler says so. */
const OPENERS: Record<PlayType, Opener> = {
  direct: toThePerson(salesOpener(DIRECT)),
  referral: toThePerson(salesOpener(REFERRAL)),
  watch: toThePerson(salesOpener(WATCH)),
  archive: toThePerson(salesOpener(ARCHIVE)),
  promotion: toThePerson((f, seed, segment) => `${lead(f, pick(seed, promotionClauses(f)))} ${PROMOTION[segment](f)}`),
  churn_risk: (f, seed) => churnNote(f, seed),
};

export function opener(input: OpenerInput): string {
  return OPENERS[input.type]({ ...openerFacts(input), late: input.surfaced_late === true }, input.seed, input.segment);
}
