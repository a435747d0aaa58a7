import type { PlayType, Segment } from '../vocabulary';
import { type OpenerFacts, openerFacts } from './opener-facts';

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
export interface OpenerInput {
  /** Stable per play, e.g. `<change id>:<type>`. */
  seed: string;
  type: PlayType;
  segment: Segment;
  first_name: string | null;
  last_name: string | null;
  old_company: string | null;
  old_title: string | null;
  new_company: string | null;
  new_title: string | null;
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

type F = OpenerFacts;

/** Phrases around the old and new company that read well whether or not the company is known. */
const atOld = (f: F) => (f.oldCo ? ` at ${f.oldCo}` : '');
const wasAt = (f: F) => (f.oldCo ? `while you were at ${f.oldCo}` : 'in your previous role');
const fromOld = (f: F) => (f.oldCo ? `from ${f.oldCo}` : 'from your previous role');
const newTeam = (f: F) => f.newCo ?? 'your new team';
const whoAt = (f: F) => (f.newCo ? `at ${f.newCo}` : 'on your new team');
const atNew = (f: F) => (f.newCo ? ` at ${f.newCo}` : '');

/** "Dana, congrats …" or "Congrats …" when no first name is usable. */
function lead(f: F, clause: string): string {
  return f.name ? `${f.name}, ${clause}` : capitalise(clause);
}

function moveClauses(f: F): string[] {
  const as = f.newTitle ? ` as ${f.newTitle}` : '';
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

const DIRECT: Bodies = {
  customer: (f) => `You were a real champion of ours${atOld(f)} — I'd love to help ${newTeam(f)} get the same results.`,
  churned: (f) => `We worked together ${wasAt(f)} and a lot has changed on our side since; worth a fresh look for ${newTeam(f)}?`,
  closed_lost: (f) =>
    `We spoke ${wasAt(f)} and the timing wasn't right; would it make sense to revisit ${f.newCo ? `now that you're at ${f.newCo}` : 'in the new role'}?`,
  open_pipeline: (f) => `We were mid-conversation with you${atOld(f)}; happy to pick it up with your new team${atNew(f)}.`,
  unknown: (f) =>
    f.oldCo
      ? `Coming from ${f.oldCo}, what's top of your list for the first 90 days${atNew(f)}?`
      : `What's top of your list for the first 90 days${atNew(f)}?`,
};

const REFERRAL: Bodies = {
  customer: (f) => `You saw what we did together${atOld(f)} — who ${whoAt(f)} would be the right person to talk to about doing the same?`,
  churned: (f) => `You know us ${fromOld(f)}, and a lot has improved since — who ${whoAt(f)} would be the right person to show it to?`,
  closed_lost: (f) => `We spoke ${wasAt(f)}; who ${whoAt(f)} would own a decision like that today?`,
  open_pipeline: (f) => `We'd started talking with you${atOld(f)} — who ${whoAt(f)} should we continue that conversation with?`,
  unknown: (f) => (f.oldCo ? `Coming from ${f.oldCo}, who ${whoAt(f)} would you suggest we talk to?` : `Who ${whoAt(f)} would you suggest we talk to?`),
};

const WATCH: Bodies = {
  customer: (f) => `Thanks again for championing us${atOld(f)} — let's stay in touch as you settle in.`,
  churned: (f) => `It was good working with you${f.oldCo ? ` back at ${f.oldCo}` : ''}; let's stay in touch as you settle in.`,
  closed_lost: (f) => `I enjoyed our conversations ${wasAt(f)} — let's keep in touch.`,
  open_pipeline: (f) => `Sorry we didn't get to finish what we started${atOld(f)}; let's keep in touch as you settle in${atNew(f)}.`,
  unknown: (f) => (f.oldCo ? `The move from ${f.oldCo} looks like a great step — let's keep in touch.` : `It looks like a great step — let's keep in touch.`),
};

const afterOld = (f: F) => (f.oldCo ? `Best of luck in the new chapter after ${f.oldCo}.` : 'Best of luck in the new chapter.');

const ARCHIVE: Bodies = {
  customer: (f) => (f.oldCo ? `Thanks for everything at ${f.oldCo}, and best of luck in the new chapter.` : 'Thanks for everything, and best of luck in the new chapter.'),
  churned: afterOld,
  closed_lost: afterOld,
  open_pipeline: afterOld,
  unknown: afterOld,
};

/** The company a promotion happened at: the new entry's, else the old one's (same employer). */
const promotedAt = (f: F) => f.newCo ?? f.oldCo;

const PROMOTION: Bodies = {
  customer: () => `Thanks for championing us there — anything we can do to support you in the new role?`,
  churned: (f) => {
    const co = promotedAt(f);
    return `Now that you're shaping priorities, would it be worth a fresh look at what we've built since ${co ? `${co} last worked with us` : 'we last worked together'}?`;
  },
  closed_lost: () => `With the new remit, would it be worth revisiting the conversation we had when the timing wasn't right?`,
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
    `${who} ${gone}; their account lost a champion — check who owns the relationship now.`,
    `${who} ${gone}. ${f.oldCo ?? 'The account'} lost a champion: confirm who owns the relationship now and brief them.`,
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
  return OPENERS[input.type](openerFacts(input), input.seed, input.segment);
}
