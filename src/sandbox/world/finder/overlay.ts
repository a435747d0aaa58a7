/**
 * The namesake overlay: extra people that exist only for people search and email
 * finding, derived from the seed and the world's people as generated (their oldest
 * positions), never from the clock. They give a finder real ambiguity (namesakes at the
 * same or another company, nicknames, accented spellings) without adding anyone to the
 * world's people store, so ids, counts and the random evolution stay as they were.
 */
import { nicknameOf } from '../../../domain/names/name-match';
import { kebab, randomLowerAlnum } from '../ids';
import { profileUrl } from '../people-store';
import { hashSeed, Rng } from '../prng';
import type { PersonView } from '../types';
import type { SandboxWorld } from '../world';
import type { FinderPerson, FinderPosition, OverlayKind } from './types';

/** Share of world people who get one overlay namesake. */
export const OVERLAY_SHARE = 0.08;

/** Fixed accented names; each gets a plain-spelled namesake at another company. */
export const SHOWCASE_NAMES: readonly (readonly [string, string, string, string])[] = [
  ['José', 'García', 'Jose', 'Garcia'],
  ['Jürgen', 'Müller', 'Juergen', 'Mueller'],
  ['Søren', 'Østergaard', 'Soren', 'Ostergaard'],
  ['Zoë', 'Brontë', 'Zoe', 'Bronte'],
  ['François', 'Lefèvre', 'Francois', 'Lefevre'],
  ['Ana', 'Núñez', 'Ana', 'Nunez'],
];

/** "Jones" → "Jönes": the first vowel gets a mark, so only an accent-folding match finds it. */
export function accented(name: string): string {
  const marks: Record<string, string> = { e: 'é', o: 'ö', a: 'á', u: 'ü', i: 'í' };
  const idx = [...name].findIndex((ch, i) => i > 0 && ch in marks);
  if (idx < 0) return name;
  const chars = [...name];
  chars[idx] = marks[chars[idx]!]!;
  return chars.join('');
}

/**
 * The person's oldest position, as a current one. The clock only appends positions (and
 * ends the current one), so its company never changes: the overlay does not depend on
 * when it is built.
 */
function oldestPosition(view: PersonView, world: SandboxWorld): FinderPosition | undefined {
  const p = view.positions[view.positions.length - 1];
  const company = p ? world.getCompany(p.company_id) : undefined;
  if (!p || !company) return undefined;
  return { company_id: company.id, company: company.name, domain: company.domain, title: p.title, started_on: p.started_on, ended_on: null, is_current: true };
}

/** Overlay people's titles (world titles can be edited by the clock, these cannot). */
export const OVERLAY_TITLES = [
  'Account Executive',
  'Senior Account Executive',
  'Sales Development Representative',
  'Customer Success Manager',
  'Marketing Manager',
  'Product Manager',
  'Senior Software Engineer',
  'Data Analyst',
  'Operations Manager',
  'Finance Manager',
  'HR Business Partner',
  'VP of Sales',
  'Head of Marketing',
  'Director of Engineering',
  'Chief Operating Officer',
];

interface Draft {
  kind: OverlayKind;
  first: string;
  last: string;
  position: FinderPosition;
  place: PersonView;
  of: string | null;
}

function draftFor(view: PersonView, rng: Rng, pickView: () => PersonView, world: SandboxWorld): Draft | undefined {
  const own = oldestPosition(view, world);
  const other = oldestPosition(pickView(), world);
  const title = OVERLAY_TITLES[rng.int(OVERLAY_TITLES.length)]!;
  if (!own || !other) return undefined;
  const roll = rng.next();
  const nickname = nicknameOf(view.first_name, rng.int(1000));
  const elsewhere = { ...other, title };
  const base = { last: view.last_name, place: pickView(), of: view.id };
  if (roll < 0.4) return { ...base, kind: 'namesake_same_company', first: view.first_name, position: { ...own, title } };
  if (roll < 0.7 || (roll < 0.85 && !nickname)) return { ...base, kind: 'namesake_other_company', first: view.first_name, position: elsewhere };
  if (roll < 0.85 && nickname) return { ...base, kind: 'nickname', first: nickname, position: elsewhere };
  return { ...base, kind: 'accent', first: accented(view.first_name), last: accented(view.last_name), position: elsewhere };
}

function toPerson(d: Draft, id: string, slug: string, ordinal: number): FinderPerson {
  return {
    id,
    social_url: profileUrl(slug),
    first_name: d.first,
    last_name: d.last,
    headline: `${d.position.title} at ${d.position.company}`,
    city: d.place.city,
    country: d.place.country,
    positions: [d.position],
    ordinal,
    overlay: d.kind,
    namesake_of: d.of,
  };
}

/** The overlay for `views` (the world's people in generation order, deleted ones included). */
export function buildOverlay(world: SandboxWorld, views: readonly PersonView[]): FinderPerson[] {
  if (views.length === 0) return [];
  const rng = new Rng(hashSeed(world.seed, 'finder-overlay'), 'finder-overlay');
  const pickView = (): PersonView => views[rng.int(views.length)]!;
  const drafts: Draft[] = [];
  for (const view of views) {
    if (hashSeed(world.seed, `finder-overlay:${view.id}`) / 0x1_0000_0000 >= OVERLAY_SHARE) continue;
    const draft = draftFor(view, rng, pickView, world);
    if (draft) drafts.push(draft);
  }
  for (const [first, last, plainFirst, plainLast] of SHOWCASE_NAMES) {
    const at = oldestPosition(pickView(), world);
    const elsewhere = oldestPosition(pickView(), world);
    if (!at || !elsewhere) continue;
    drafts.push({ kind: 'showcase', first, last, position: at, place: pickView(), of: null });
    drafts.push({ kind: 'showcase', first: plainFirst, last: plainLast, position: elsewhere, place: pickView(), of: null });
  }
  const slugs = new Set<string>();
  return drafts.map((d, i) => {
    let slug: string;
    do slug = `${kebab(`${d.first} ${d.last}`)}-${randomLowerAlnum(rng, 6)}`;
    while (slugs.has(slug) || world.lookupProfile(slug, { includeDeleted: true }));
    slugs.add(slug);
    return toPerson(d, `ov_${String(i + 1).padStart(6, '0')}`, slug, views.length + i);
  });
}
