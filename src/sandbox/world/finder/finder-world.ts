/**
 * The world as a people-data provider sees it: the world's people plus the namesake
 * overlay, indexed by folded first and last name. Names never change after generation,
 * so the name index is built once (on first use); positions are read fresh from the
 * world on every query, so moves made by the clock or the admin API show at once.
 */
import { nameKeys } from '../../../domain/names/name-match';
import { parseProfileRef } from '../people-store';
import { hashSeed } from '../prng';
import type { Company, PersonView } from '../types';
import type { SandboxWorld } from '../world';
import { buildOverlay } from './overlay';
import type { FinderPerson } from './types';

function fromView(view: PersonView, ordinal: number, world: SandboxWorld): FinderPerson {
  return {
    id: view.id,
    social_url: view.social_url,
    first_name: view.first_name,
    last_name: view.last_name,
    headline: view.headline,
    city: view.city,
    country: view.country,
    positions: view.positions.map((p) => ({
      company_id: p.company_id,
      company: p.company,
      domain: world.getCompany(p.company_id)?.domain ?? '',
      title: p.title,
      started_on: p.started_on,
      ended_on: p.ended_on,
      is_current: p.is_current,
    })),
    ordinal,
    overlay: null,
    namesake_of: null,
  };
}

function addTo(index: Map<string, number[]>, keys: string[], ordinal: number): void {
  for (const key of keys) {
    const list = index.get(key);
    if (list) list.push(ordinal);
    else index.set(key, [ordinal]);
  }
}

export class FinderWorld {
  private readonly ids: string[];
  private readonly ordinals = new Map<string, number>();
  private readonly names: { first: string; last: string }[] = [];
  private readonly overlay: FinderPerson[];
  private readonly overlayById = new Map<string, FinderPerson>();
  private readonly overlayBySlug = new Map<string, FinderPerson>();
  private readonly byLast = new Map<string, number[]>();
  private readonly byFirst = new Map<string, number[]>();
  private domains = new Map<string, Company>();
  private domainsFor = -1;

  constructor(readonly world: SandboxWorld) {
    this.ids = world.personIds();
    const views = this.ids.map((id) => world.getPerson(id)!);
    this.overlay = buildOverlay(world, views);
    views.forEach((v, i) => {
      this.ordinals.set(v.id, i);
      this.names.push({ first: v.first_name, last: v.last_name });
      addTo(this.byLast, nameKeys(v.last_name), i);
      addTo(this.byFirst, nameKeys(v.first_name), i);
    });
    for (const p of this.overlay) {
      this.overlayById.set(p.id, p);
      this.overlayBySlug.set(p.social_url.slice(p.social_url.lastIndexOf('/') + 1), p);
      this.names.push({ first: p.first_name, last: p.last_name });
      addTo(this.byLast, nameKeys(p.last_name), p.ordinal);
      addTo(this.byFirst, nameKeys(p.first_name), p.ordinal);
    }
  }

  get overlayPeople(): readonly FinderPerson[] {
    return this.overlay;
  }

  /** A findable person by ordinal: deleted profiles are not findable. */
  private at(ordinal: number): FinderPerson | undefined {
    if (ordinal >= this.ids.length) return this.overlay[ordinal - this.ids.length];
    const view = this.world.getPerson(this.ids[ordinal]!);
    return view && !view.deleted ? fromView(view, ordinal, this.world) : undefined;
  }

  /** World or overlay person by id (deleted world people excluded). */
  person(id: string): FinderPerson | undefined {
    const overlay = this.overlayById.get(id);
    if (overlay) return overlay;
    const view = this.world.getPerson(id);
    if (!view || view.deleted) return undefined;
    return fromView(view, this.ordinals.get(id) ?? -1, this.world);
  }

  /** Name of the person with `ordinal` (world or overlay, deleted included): cheap, no view built. */
  nameOf(ordinal: number): { first: string; last: string } {
    return this.names[ordinal]!;
  }

  private ordinalsBy(index: Map<string, number[]>, name: string): number[] {
    return [...new Set(nameKeys(name).flatMap((k) => index.get(k) ?? []))].sort((a, b) => a - b);
  }

  /** Ordinals of people whose last name matches `last` (accents and transliterations folded). */
  ordinalsByLast(last: string): number[] {
    return this.ordinalsBy(this.byLast, last);
  }

  /** Ordinals of people whose first name matches `first` (accents and transliterations folded). */
  ordinalsByFirst(first: string): number[] {
    return this.ordinalsBy(this.byFirst, first);
  }

  /** The findable people among `ordinals` (deleted profiles dropped), positions read now. */
  people(ordinals: readonly number[]): FinderPerson[] {
    return ordinals.map((o) => this.at(o)).filter((p): p is FinderPerson => p !== undefined);
  }

  /** Findable people whose last name matches `last`. */
  byLastName(last: string): FinderPerson[] {
    return this.people(this.ordinalsByLast(last));
  }

  /** An overlay profile by profile URL or slug, shaped like a world person (for /v1/people/lookup). */
  overlayProfile(value: string): PersonView | undefined {
    const ref = parseProfileRef(value);
    const p = ref?.kind === 'slug' ? this.overlayBySlug.get(ref.key) : undefined;
    if (!p) return undefined;
    const aco = `ACoAA${hashSeed(this.world.seed, `overlay-aco:${p.id}`).toString(36).padStart(7, '0')}${p.id.slice(3)}`;
    return {
      id: p.id,
      social_url: p.social_url,
      slug: p.social_url.slice(p.social_url.lastIndexOf('/') + 1),
      aco_id: aco,
      first_name: p.first_name,
      last_name: p.last_name,
      headline: p.headline,
      city: p.city,
      country: p.country,
      positions: p.positions.map((x) => {
        const info = this.world.describeTitle(x.title);
        return {
          company_id: x.company_id,
          company: x.company,
          company_social_id: this.world.getCompany(x.company_id)?.social_id ?? '',
          title: x.title,
          started_on: x.started_on,
          ended_on: x.ended_on,
          is_current: x.is_current,
          function: info?.function ?? 'operations',
          seniority: info?.seniority ?? 'manager',
        };
      }),
      deleted: false,
    };
  }

  /** Company by email domain (case-insensitive); companies created by moves included. */
  companyByDomain(domain: string): Company | undefined {
    const companies = this.world.companies();
    if (this.domainsFor !== companies.length) {
      this.domains = new Map(companies.map((c) => [c.domain.toLowerCase(), c]));
      this.domainsFor = companies.length;
    }
    return this.domains.get(domain.trim().toLowerCase());
  }
}

const cache = new WeakMap<SandboxWorld, FinderWorld>();

/**
 * A world person, or an overlay profile once the finder view exists (overlay URLs are only
 * known through search and the finder admin routes, which build it): what
 * `/v1/people/lookup` serves.
 */
export function lookupProfileOrOverlay(world: SandboxWorld, value: string): PersonView | undefined {
  return world.lookupProfile(value) ?? cache.get(world)?.overlayProfile(value);
}

/** The (cached) finder view of `world`. */
export function finderFor(world: SandboxWorld): FinderWorld {
  let finder = cache.get(world);
  if (!finder) {
    finder = new FinderWorld(world);
    cache.set(world, finder);
  }
  return finder;
}
