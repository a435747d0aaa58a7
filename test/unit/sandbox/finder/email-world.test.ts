import { describe, expect, it } from 'vitest';

import { createWorld } from '../../../../src/sandbox/world';
import { EmailWorld, finderFor, type FinderPerson } from '../../../../src/sandbox/world/finder';
import { emailPattern, localPart, mailPolicy } from '../../../../src/sandbox/world/finder/email-world';

const world = createWorld({ seed: 23, people: 2000, companies: 120 });
const finder = finderFor(world);
const emails = new EmailWorld(finder);
const current = (p: FinderPerson) => p.positions.find((x) => x.is_current);
const people = world
  .personIds()
  .map((id) => finder.person(id))
  .filter((p): p is FinderPerson => p !== undefined && current(p) !== undefined);
const companyOf = (p: FinderPerson) => world.getCompany(current(p)!.company_id)!;
const withPolicy = (policy: string) => people.find((p) => mailPolicy(world.seed, companyOf(p)) === policy && emails.find(p.first_name, p.last_name, companyOf(p).domain))!;

describe('sandbox work emails', () => {
  it('when building local parts, then every pattern folds accents and spells the name as documented', () => {
    expect(localPart('first.last', 'José', 'Müller')).toBe('jose.muller');
    expect(localPart('flast', 'Ann', "O'Neil")).toBe('aoneil');
    expect(localPart('first', 'Zoë', 'Brontë')).toBe('zoe');
    expect(localPart('firstlast', 'Ann', 'Lee')).toBe('annlee');
    expect(localPart('f.last', 'Ann', 'Lee')).toBe('a.lee');
    expect(localPart('last.first', 'Ann', 'Lee')).toBe('lee.ann');
    expect(localPart('first_last', 'Ann', 'Lee')).toBe('ann_lee');
  });

  it('when the same seed is used twice, then patterns, policies and addresses are the same', () => {
    const again = createWorld({ seed: 23, people: 2000, companies: 120 });
    const other = new EmailWorld(finderFor(again));
    for (const p of people.slice(0, 50)) {
      expect(emailPattern(again.seed, companyOf(p))).toBe(emailPattern(world.seed, companyOf(p)));
      expect(other.addressAt(finderFor(again).person(p.id)!, companyOf(p))).toBe(emails.addressAt(p, companyOf(p)));
    }
    const policies = new Set(world.companies().map((c) => mailPolicy(world.seed, c)));
    expect([...policies].sort()).toEqual(['catch_all', 'normal', 'unresponsive']);
  });

  it('when finding a current employee on a normal domain, then the address is found and verified valid with score 97', () => {
    const person = withPolicy('normal');
    const found = emails.find(person.first_name, person.last_name, companyOf(person).domain)!;
    expect(found.person_id).toBe(person.id);
    expect(found).toMatchObject({ status: 'valid', score: 97 });
    expect(found.email).toBe(emails.addressAt(person, companyOf(person)));
    expect(emails.verify(found.email.toUpperCase())).toMatchObject({ status: 'valid', reason: 'mailbox_exists', person_id: person.id });
  });

  it('when the domain is catch-all or unresponsive, then any address there is risky or unknown', () => {
    const risky = withPolicy('catch_all');
    expect(emails.find(risky.first_name, risky.last_name, companyOf(risky).domain)).toMatchObject({ status: 'risky', score: 72 });
    expect(emails.verify(`nobody.here@${companyOf(risky).domain}`)).toMatchObject({ status: 'risky', reason: 'catch_all', person_id: null });
    const unknown = withPolicy('unresponsive');
    expect(emails.find(unknown.first_name, unknown.last_name, companyOf(unknown).domain)).toMatchObject({ status: 'unknown', score: 50 });
  });

  it('when an address does not exist or the domain is not a company, then it is invalid', () => {
    const person = withPolicy('normal');
    expect(emails.verify(`zz.nobody@${companyOf(person).domain}`)).toMatchObject({ status: 'invalid', reason: 'no_such_mailbox' });
    expect(emails.verify('someone@not-a-company.example')).toMatchObject({ status: 'invalid', reason: 'no_such_domain' });
  });

  it('when a person moves, then the old address turns invalid and the new one is found', () => {
    const person = withPolicy('normal');
    const oldAddress = emails.addressAt(person, companyOf(person));
    const target = world.companies().find((c) => c.id !== companyOf(person).id && mailPolicy(world.seed, c) === 'normal')!;
    world.applyChange(person.id, { type: 'move', company: target.name });
    expect(emails.verify(oldAddress)).toMatchObject({ status: 'invalid', reason: 'mailbox_disabled', person_id: person.id });
    const moved = finder.person(person.id)!;
    const found = emails.find(moved.first_name, moved.last_name, target.domain);
    if (found) expect(found).toMatchObject({ status: 'valid', person_id: person.id });
    const truth = emails.addressesOf(moved);
    expect(truth[0]).toMatchObject({ company_id: target.id, current: true, status: 'valid' });
    expect(truth.find((t) => t.company_id === companyOf(person).id)).toMatchObject({ email: oldAddress, current: false, status: 'invalid' });
  });

  it('when two namesakes share a company, then the later one gets a numbered address and each verifies to its owner', () => {
    const namesake = finder.overlayPeople.find((p) => {
      const src = p.namesake_of ? finder.person(p.namesake_of) : undefined;
      return p.overlay === 'namesake_same_company' && src?.positions.some((x) => x.company_id === current(p)!.company_id);
    })!;
    const source = finder.person(namesake.namesake_of!)!;
    const company = world.getCompany(current(namesake)!.company_id)!;
    const a = emails.addressAt(source, company);
    const b = emails.addressAt(namesake, company);
    expect(b).toBe(a.replace('@', '2@'));
    if (mailPolicy(world.seed, company) === 'normal') expect(emails.verify(b).person_id).toBe(namesake.id);
  });

  it('when a tenth of the people are undiscoverable, then find reports not found for them only', () => {
    const results = people.slice(0, 400).map((p) => emails.find(p.first_name, p.last_name, companyOf(p).domain));
    const missing = results.filter((r) => r === undefined).length;
    expect(missing).toBeGreaterThan(15);
    expect(missing).toBeLessThan(80);
  });

  it('when colleagues share a first name at a first@ company, then every address is distinct and verifies to its owner', () => {
    const atFirst = people.filter((p) => emailPattern(world.seed, companyOf(p)) === 'first');
    const owners = new Map<string, string>();
    for (const p of atFirst) {
      const address = emails.addressAt(p, companyOf(p));
      expect(owners.has(address)).toBe(false);
      owners.set(address, p.id);
      if (mailPolicy(world.seed, companyOf(p)) === 'normal') expect(emails.verify(address)).toMatchObject({ status: 'valid', person_id: p.id });
    }
    expect([...owners.keys()].some((a) => /\d@/.test(a))).toBe(true);
  });
});
