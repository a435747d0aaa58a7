import { describe, expect, it } from 'vitest';

import { nicknameOf } from '../../../../src/domain/names/name-match';
import { createWorld } from '../../../../src/sandbox/world';
import { EmailWorld, finderFor, type FinderPerson, searchPeople } from '../../../../src/sandbox/world/finder';

const world = createWorld({ seed: 11, people: 3000, companies: 150 });
const finder = finderFor(world);
const emails = new EmailWorld(finder);
const search = (q: Parameters<typeof searchPeople>[2]) => searchPeople(finder, emails, q);
const current = (p: FinderPerson) => p.positions.find((x) => x.is_current)!;

describe('sandbox people search', () => {
  it('when the world is generated twice with one seed, then the overlay is identical and the world people unchanged', () => {
    const again = createWorld({ seed: 11, people: 3000, companies: 150 });
    expect(finderFor(again).overlayPeople).toEqual(finder.overlayPeople);
    expect(again.peopleCount).toBe(3000);
    expect(again.personIds()).toEqual(world.personIds());
    expect(finder.overlayPeople.length).toBeGreaterThan(100);
  });

  it('when searching a person by name and current company, then they come first with score 1', () => {
    const person = finder.person(world.personIds()[5]!)!;
    const [best] = search({ first_name: person.first_name, last_name: person.last_name, company: current(person).company });
    expect(best?.person.id).toBe(person.id);
    expect(best?.score).toBe(1);
    expect(best?.matched_on).toEqual(['name', 'company_current']);
  });

  it('when a namesake works at the same company, then both come back with the same top score', () => {
    const namesake = finder.overlayPeople.find((p) => p.overlay === 'namesake_same_company' && finder.person(p.namesake_of!)?.positions.some((x) => x.is_current && x.company_id === current(p).company_id))!;
    const source = finder.person(namesake.namesake_of!)!;
    const results = search({ first_name: source.first_name, last_name: source.last_name, company: current(source).company });
    const ids = results.filter((r) => r.score === 1).map((r) => r.person.id);
    expect(ids).toEqual(expect.arrayContaining([source.id, namesake.id]));
  });

  it('when a namesake works elsewhere, then it comes back with the name-only score 0.625', () => {
    const namesake = finder.overlayPeople.find((p) => p.overlay === 'namesake_other_company')!;
    const source = finder.person(namesake.namesake_of!)!;
    const results = search({ first_name: source.first_name, last_name: source.last_name, company: source.positions.at(-1)!.company });
    expect(results.find((r) => r.person.id === namesake.id)?.score).toBe(0.625);
  });

  it('when the CRM company is out of date, then the person is found through their history with score 0.813', () => {
    world.advance(400);
    const moved = world.personIds().map((id) => finder.person(id)).find((p) => p && p.positions.length > 1 && p.positions.some((x) => x.is_current))!;
    const old = moved.positions.find((x) => !x.is_current && x.company_id !== current(moved).company_id)!;
    const hit = search({ first_name: moved.first_name, last_name: moved.last_name, company: old.company }).find((r) => r.person.id === moved.id);
    expect(hit?.score).toBe(0.813);
    expect(hit?.matched_on).toContain('company_past');
  });

  it('when the CRM has a nickname, then the person is found with the nickname score 0.906', () => {
    const person = world.personIds().map((id) => finder.person(id)).find((p) => p && nicknameOf(p.first_name, 0) && current(p))!;
    const nickname = nicknameOf(person.first_name, 0)!;
    const hit = search({ first_name: nickname, last_name: person.last_name, company: current(person).company }).find((r) => r.person.id === person.id);
    expect(hit?.score).toBe(0.906);
    expect(hit?.matched_on).toEqual(['name', 'nickname', 'company_current']);
  });

  it('when the CRM spells an accented name in ASCII, then the accented profile is found and flagged as a transliteration', () => {
    const jurgen = finder.overlayPeople.find((p) => p.first_name === 'Jürgen' && p.last_name === 'Müller')!;
    const results = search({ first_name: 'Juergen', last_name: 'Mueller', company: current(jurgen).company });
    expect(results[0]?.person.id).toBe(jurgen.id);
    expect(results[0]?.score).toBe(1);
    expect(results[0]?.matched_on).toContain('transliteration');
    expect(results.map((r) => `${r.person.first_name} ${r.person.last_name}`)).toContain('Juergen Mueller');
    const soren = search({ first_name: 'Soren', last_name: 'Ostergaard', company: 'nowhere' });
    expect(soren.map((r) => r.person.first_name).sort()).toEqual(['Soren', 'Søren']);
  });

  it('when the query has the person\'s work email, then it outranks a namesake at the same company', () => {
    const namesake = finder.overlayPeople.find((p) => p.overlay === 'namesake_same_company' && finder.person(p.namesake_of!)?.positions.some((x) => x.is_current && x.company_id === current(p).company_id))!;
    const source = finder.person(namesake.namesake_of!)!;
    const company = world.getCompany(current(source).company_id)!;
    const email = emails.addressAt(source, company);
    const results = search({ first_name: source.first_name, last_name: source.last_name, company: company.name, email });
    expect(results[0]?.person.id).toBe(source.id);
    expect(results[0]?.score).toBe(1);
    expect(results[1]?.score).toBe(0.7);
  });
  it('when the CRM has an old company where a namesake now works, then the old address still picks the right person (0.893 over 0.7)', () => {
    world.advance(200);
    const namesake = finder.overlayPeople.find((p) => {
      const src = p.overlay === 'namesake_same_company' ? finder.person(p.namesake_of!) : undefined;
      return src !== undefined && src.positions.some((x) => x.is_current) && !src.positions.some((x) => x.is_current && x.company_id === current(p).company_id);
    })!;
    const source = finder.person(namesake.namesake_of!)!;
    const old = world.getCompany(current(namesake).company_id)!;
    const byCompany = search({ first_name: source.first_name, last_name: source.last_name, company: old.name });
    expect(byCompany[0]?.person.id).toBe(namesake.id);
    const withEmail = search({ first_name: source.first_name, last_name: source.last_name, company: old.name, email: emails.addressAt(source, old) });
    expect(withEmail.map((r) => [r.person.id, r.score]).slice(0, 2)).toEqual([
      [source.id, 0.893],
      [namesake.id, 0.7],
    ]);
  });
});

describe('sandbox namesake overlay', () => {
  it('when the clock has moved before the first search, then the overlay is the same as on a fresh world', () => {
    const fresh = finderFor(createWorld({ seed: 3, people: 800, companies: 60 })).overlayPeople;
    const evolved = createWorld({ seed: 3, people: 800, companies: 60 });
    evolved.advance(200);
    expect(finderFor(evolved).overlayPeople).toEqual(fresh);
  });
});
