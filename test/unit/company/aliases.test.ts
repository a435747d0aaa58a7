import { describe, expect, it } from 'vitest';

import { aliasPairsBetween, CompanyAliases, companyIdentityKeys } from '../../../src/domain/company/aliases';

const ref = (company: string | null, id: string | null = null) => ({ company, company_social_id: id });

describe('companyIdentityKeys', () => {
  it('when a reference has an id and a name, then both keys are given', () => {
    expect(companyIdentityKeys(ref('Acme, Inc.', ' 42 '))).toEqual(['id:42', 'name:acme']);
    expect(companyIdentityKeys(ref(null, null))).toEqual([]);
  });
});

describe('CompanyAliases', () => {
  it('when nothing is remembered, then ids decide when both sides have one, else names', () => {
    const none = new CompanyAliases();
    expect(none.same(ref('Facebook', '1'), ref('Meta', '1'))).toBe(true);
    expect(none.same(ref('Mercury', '1'), ref('Mercury', '2'))).toBe(false);
    expect(none.same(ref('Acme Inc.', '1'), ref('ACME', null))).toBe(true);
    expect(none.same(ref('Acme', null), ref('Acme Analytics', null))).toBe(false);
  });

  it('when a page merge is remembered, then the two ids are the same company, also through chains', () => {
    const aliases = new CompanyAliases([
      { a: 'id:1', b: 'id:2' },
      { a: 'id:2', b: 'id:3' },
    ]);
    expect(aliases.same(ref('Facebook', '1'), ref('Meta', '3'))).toBe(true);
    expect(aliases.same(ref('Facebook', '1'), ref('Instagram', '4'))).toBe(false);
  });

  it('when a rename is remembered by name, then names without ids match through it', () => {
    const aliases = new CompanyAliases([{ a: 'name:square', b: 'name:block' }]);
    expect(aliases.same(ref('Square, Inc.'), ref('Block'))).toBe(true);
    expect(aliases.same(ref('Square', '9'), ref('Block'))).toBe(true);
  });

  it('when `with` adds pairs, then the original memory is unchanged', () => {
    const base = new CompanyAliases();
    const more = base.with([{ a: 'id:1', b: 'id:2' }]);
    expect(more.same(ref('A', '1'), ref('B', '2'))).toBe(true);
    expect(base.same(ref('A', '1'), ref('B', '2'))).toBe(false);
  });
});

describe('aliasPairsBetween', () => {
  it('when an entry moved to a new page with a new name, then the ids and the names are paired', () => {
    expect(aliasPairsBetween(ref('Facebook', '1'), ref('Meta', '2'))).toEqual([
      { a: 'id:1', b: 'id:2' },
      { a: 'name:facebook', b: 'name:meta' },
    ]);
    expect(aliasPairsBetween(ref('Square'), ref('Block'))).toEqual([{ a: 'name:square', b: 'name:block' }]);
  });
});
