import type { Segment } from '../normalise';
import type { PlayType } from './derive-plays';

/**
 * Suggested first lines, built from fixed templates (no generation, no filler): they name
 * the person, the change (new company and title, old company), the relationship
 * (segment) and fit the play type. churn_risk gets an internal note for customer
 * success instead. The opening clause varies with a stable hash of `seed` (the change id
 * and play type), so two people with the same move do not receive identical lines.
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

const clean = (s: string | null): string | null => {
  const t = s?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
};

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

interface Facts {
  name: string | null;
  fullName: string;
  oldCo: string;
  oldTitle: string | null;
  newCo: string | null;
  newTitle: string | null;
}

function facts(i: OpenerInput): Facts {
  const first = clean(i.first_name);
  const last = clean(i.last_name);
  return {
    name: first,
    fullName: [first, last].filter(Boolean).join(' ') || 'A contact',
    oldCo: clean(i.old_company) ?? 'their previous company',
    oldTitle: clean(i.old_title),
    newCo: clean(i.new_company),
    newTitle: clean(i.new_title),
  };
}

/** "Dana, congrats …" or "Congrats …" when the first name is unknown. */
function lead(f: Facts, clause: string): string {
  return f.name ? `${f.name}, ${clause}` : capitalise(clause);
}

function moveClauses(f: Facts): string[] {
  const as = f.newTitle ? ` as ${f.newTitle}` : '';
  if (!f.newCo) return [`congrats on the new role${as}!`, `congratulations on the new role${as}!`];
  return [
    f.newTitle ? `congrats on the new role as ${f.newTitle} at ${f.newCo}!` : `congrats on the move to ${f.newCo}!`,
    `saw you've joined ${f.newCo}${as} — congratulations!`,
    `congratulations on starting at ${f.newCo}${as}!`,
  ];
}

function promotionClauses(f: Facts): string[] {
  const at = f.newCo ? ` at ${f.newCo}` : '';
  if (!f.newTitle) return [`congratulations on the promotion${at}!`, `congrats on the step up${at} — well deserved!`];
  return [`congratulations on the promotion to ${f.newTitle}${at}!`, `congrats on stepping up to ${f.newTitle}${at} — well deserved!`];
}

type Bodies = Record<Segment, (f: Facts, newCo: string) => string>;

const DIRECT: Bodies = {
  customer: (f, n) => `You were a real champion of ours at ${f.oldCo} — I'd love to help ${n} get the same results.`,
  churned: (f, n) =>
    `We worked together while you were at ${f.oldCo} and a lot has changed on our side since; worth a fresh look for ${n}?`,
  closed_lost: (f, n) =>
    `We spoke while you were at ${f.oldCo} and the timing wasn't right; would it make sense to revisit now that you're at ${n}?`,
  open_pipeline: (f, n) => `We were mid-conversation with you at ${f.oldCo}; happy to pick it up with your new team at ${n}.`,
  unknown: (f, n) => `Coming from ${f.oldCo}, what's top of your list for the first 90 days at ${n}?`,
};

const REFERRAL: Bodies = {
  customer: (f, n) => `You saw what we did together at ${f.oldCo} — who at ${n} would be the right person to talk to about doing the same?`,
  churned: (f, n) => `You know us from ${f.oldCo}, and a lot has improved since — who at ${n} would be the right person to show it to?`,
  closed_lost: (f, n) => `We spoke while you were at ${f.oldCo}; who at ${n} would own a decision like that today?`,
  open_pipeline: (f, n) => `We'd started talking with you at ${f.oldCo} — who at ${n} should we continue that conversation with?`,
  unknown: (f, n) => `Coming from ${f.oldCo}, who at ${n} would you suggest we talk to?`,
};

const WATCH: Bodies = {
  customer: (f) => `Thanks again for championing us at ${f.oldCo} — let's stay in touch as you settle in.`,
  churned: (f) => `It was good working with you back at ${f.oldCo}; let's stay in touch as you settle in.`,
  closed_lost: (f) => `I enjoyed our conversations while you were at ${f.oldCo} — let's keep in touch.`,
  open_pipeline: (f, n) => `Sorry we didn't get to finish what we started at ${f.oldCo}; let's keep in touch as you settle in at ${n}.`,
  unknown: (f) => `The move from ${f.oldCo} looks like a great step — let's keep in touch.`,
};

const ARCHIVE: Bodies = {
  customer: (f) => `Thanks for everything at ${f.oldCo}, and best of luck in the new chapter.`,
  churned: (f) => `Best of luck in the new chapter after ${f.oldCo}.`,
  closed_lost: (f) => `Best of luck in the new chapter after ${f.oldCo}.`,
  open_pipeline: (f) => `Best of luck in the new chapter after ${f.oldCo}.`,
  unknown: (f) => `Best of luck in the new chapter after ${f.oldCo}.`,
};

const PROMOTION: Bodies = {
  customer: () => `Thanks for championing us there — anything we can do to support you in the new role?`,
  churned: (_f, co) => `Now that you're shaping priorities, would it be worth a fresh look at what we've built since ${co} last worked with us?`,
  closed_lost: () => `With the new remit, would it be worth revisiting the conversation we had when the timing wasn't right?`,
  open_pipeline: (_f, co) => `Does the new role change what ${co} needs from our conversation?`,
  unknown: () => `What's the first thing you want to tackle in the new role?`,
};

const SALES_BODIES: Record<'direct' | 'referral' | 'watch' | 'archive', Bodies> = {
  direct: DIRECT,
  referral: REFERRAL,
  watch: WATCH,
  archive: ARCHIVE,
};

/** The internal note for customer success when a customer contact left or moved away. */
function churnNote(f: Facts, seed: string): string {
  const who = f.oldTitle ? `${f.fullName}, ${f.oldTitle} at ${f.oldCo},` : `${f.fullName} at ${f.oldCo}`;
  const gone = f.newCo ? `has left for ${f.newCo}` : 'has left (no new employer listed yet)';
  return pick(seed, [
    `${who} ${gone}; their account lost a champion — check who owns the relationship now.`,
    `${who} ${gone}. ${f.oldCo} lost a champion: confirm who owns the relationship now and brief them.`,
  ]);
}

export function opener(input: OpenerInput): string {
  const f = facts(input);
  if (input.type === 'churn_risk') return churnNote(f, input.seed);
  if (input.type === 'promotion') {
    const co = f.newCo ?? clean(input.old_company) ?? 'the company';
    return `${lead(f, pick(input.seed, promotionClauses(f)))} ${PROMOTION[input.segment](f, co)}`;
  }
  const newCo = f.newCo ?? 'the new company';
  return `${lead(f, pick(input.seed, moveClauses(f)))} ${SALES_BODIES[input.type][input.segment](f, newCo)}`;
}
