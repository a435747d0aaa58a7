import { describe, expect, it } from 'vitest';

import {
  countryCode,
  normaliseCountry,
  normaliseUsState,
  resolvePlace,
  splitLocation,
} from '../../../src/domain/normalise';

const US = 'United States';

describe('splitLocation', () => {
  it.each([
    ['San Francisco, California, United States', 'San Francisco', 'California', US],
    ['Austin, Texas, USA', 'Austin', 'Texas', US],
    ['Austin, tx, U.S.', 'Austin', 'TX', US],
    ['Munich, Bavaria, Germany', 'Munich', 'Bavaria', 'Germany'],
    ['Paris, Île-de-France, France', 'Paris', 'Île-de-France', 'France'],
    ['Toronto, ON, Canada', 'Toronto', 'ON', 'Canada'],
    ['Sydney, NSW, Australia', 'Sydney', 'NSW', 'Australia'],
    ['Kings Cross, London, England, UK', 'Kings Cross, London', 'England', 'United Kingdom'],
    ['Springfield, Somewhere, Freedonia', 'Springfield', 'Somewhere', 'Freedonia'],
    ['Austin, TX', 'Austin', 'TX', US],
    ['Austin, Texas', 'Austin', 'Texas', US],
    ['Washington, DC', 'Washington', 'DC', US],
    ['Boston, massachusetts', 'Boston', 'Massachusetts', US],
    ['London, UK', 'London', null, 'United Kingdom'],
    ['London, United Kingdom', 'London', null, 'United Kingdom'],
    ['Manchester, England', 'Manchester', null, 'United Kingdom'],
    ['Berlin, Germany', 'Berlin', null, 'Germany'],
    ['Amsterdam, The Netherlands', 'Amsterdam', null, 'Netherlands'],
    ['Bengaluru, India', 'Bengaluru', null, 'India'],
    ['California, United States', null, 'California', US],
    ['Toronto, Ontario', 'Toronto', 'Ontario', 'Canada'],
    ['Quito, Ecuador', 'Quito', null, 'Ecuador'],
    ['Germany', null, null, 'Germany'],
    ['United States of America', null, null, US],
    ['USA', null, null, US],
    ['Great Britain', null, null, 'United Kingdom'],
    ['DE', null, null, 'Germany'],
    ['CA', null, null, 'Canada'],
    ['California', null, 'California', US],
    ['TX', null, 'TX', US],
    ['Ontario', null, 'Ontario', 'Canada'],
    ['Greater Seattle Area', 'Greater Seattle Area', null, null],
    ['Sydney, NSW', 'Sydney', 'NSW', 'Australia'],
    ['Melbourne, vic', 'Melbourne', 'VIC', 'Australia'],
    ['Brisbane, Queensland', 'Brisbane', 'Queensland', 'Australia'],
    ['Perth, Western Australia', 'Perth', 'Western Australia', 'Australia'],
    ['Canberra, ACT', 'Canberra', 'ACT', 'Australia'],
    ['Perth, WA', 'Perth', 'WA', US],
    ['San Francisco, CA', 'San Francisco', 'CA', US],
    ['Vancouver, BC', 'Vancouver', 'BC', 'Canada'],
    ['Amsterdam, NL', 'Amsterdam', null, 'Netherlands'],
    ['Hobart, Tasmania, Australia', 'Hobart', 'Tasmania', 'Australia'],
    ['Sydney, nsw, Australia', 'Sydney', 'NSW', 'Australia'],
    ['NSW', null, 'NSW', 'Australia'],
    ['New South Wales', null, 'New South Wales', 'Australia'],
    ['  New   York  City ,  NY ', 'New York City', 'NY', US],
    ['Paris, , France', 'Paris', null, 'France'],
    ['', null, null, null],
    [' , ', null, null, null],
  ])('when "%s" is split, then city=%s state=%s country=%s', (input, city, state, country) => {
    expect(splitLocation(input)).toEqual({ city, state, country });
  });
});

describe('normaliseCountry and countryCode', () => {
  it.each([
    ['United States', US, 'US'],
    ['USA', US, 'US'],
    ['U.S.', US, 'US'],
    ['U.S.A.', US, 'US'],
    ['us', US, 'US'],
    ['United States of America', US, 'US'],
    ['UK', 'United Kingdom', 'GB'],
    ['England', 'United Kingdom', 'GB'],
    ['Great Britain', 'United Kingdom', 'GB'],
    ['GB', 'United Kingdom', 'GB'],
    ['germany', 'Germany', 'DE'],
    ['Deutschland', 'Germany', 'DE'],
    ['France', 'France', 'FR'],
    ['Canada', 'Canada', 'CA'],
    ['Australia', 'Australia', 'AU'],
    ['India', 'India', 'IN'],
    ['Holland', 'Netherlands', 'NL'],
    ['Spain', 'Spain', 'ES'],
    ['Italy', 'Italy', 'IT'],
    ['Sweden', 'Sweden', 'SE'],
    ['Ireland', 'Ireland', 'IE'],
    ['Singapore', 'Singapore', 'SG'],
    ['Japan', 'Japan', 'JP'],
    ['Brazil', 'Brazil', 'BR'],
    ['Israel', 'Israel', 'IL'],
    ['Switzerland', 'Switzerland', 'CH'],
    ['Österreich', 'Austria', 'AT'],
    ['Türkiye', 'Turkey', 'TR'],
    ['UAE', 'United Arab Emirates', 'AE'],
    ['Czech Republic', 'Czechia', 'CZ'],
    ['Korea', 'South Korea', 'KR'],
    ['  new   zealand ', 'New Zealand', 'NZ'],
  ])('when "%s" is given, then the country is %s (%s)', (input, name, code) => {
    expect(normaliseCountry(input)).toBe(name);
    expect(countryCode(input)).toBe(code);
  });

  it.each([['Freedonia'], [''], ['   '], [null], [undefined]])(
    'when %s is given, then both are null',
    (input) => {
      expect(normaliseCountry(input)).toBeNull();
      expect(countryCode(input)).toBeNull();
    },
  );
});

describe('normaliseUsState', () => {
  it.each([
    ['TX', 'TX'],
    ['tx', 'TX'],
    ['Texas', 'Texas'],
    ['new york', 'New York'],
    ['D.C.', 'DC'],
    ['District of Columbia', 'District of Columbia'],
    ['Wyoming', 'Wyoming'],
    ['Bavaria', null],
    ['ON', null],
  ])('when "%s" is given, then the state is %s', (input, expected) => {
    expect(normaliseUsState(input)).toBe(expected);
  });
});

describe('resolvePlace', () => {
  it('when no explicit field is given, then the combined location is split', () => {
    expect(resolvePlace({}, 'Austin, TX')).toEqual({ city: 'Austin', state: 'TX', country: US });
  });

  it('when any explicit field is given, then the combined location is ignored', () => {
    expect(resolvePlace({ country: 'Germany' }, 'Austin, TX')).toEqual({ city: null, state: null, country: 'Germany' });
  });

  it('when explicit fields are given, then they are cleaned and canonicalised', () => {
    expect(resolvePlace({ city: ' Austin ', state: 'texas', country: 'USA' }, null)).toEqual({
      city: 'Austin',
      state: 'Texas',
      country: US,
    });
  });

  it('when the explicit country is unknown, then it is kept as given', () => {
    expect(resolvePlace({ city: 'Quito', country: 'Ecuador ' }, null)).toEqual({
      city: 'Quito',
      state: null,
      country: 'Ecuador',
    });
  });

  it('when explicit fields are blank, then they count as absent', () => {
    expect(resolvePlace({ city: '  ', state: '', country: null }, 'Berlin, Germany')).toEqual({
      city: 'Berlin',
      state: null,
      country: 'Germany',
    });
  });

  it('when nothing is given, then all parts are null', () => {
    expect(resolvePlace({}, undefined)).toEqual({ city: null, state: null, country: null });
  });
});

describe('resolvePlace with a state and no country', () => {
  it.each([
    ['NSW', 'NSW', 'Australia'],
    ['Queensland', 'Queensland', 'Australia'],
    ['ontario', 'Ontario', 'Canada'],
    ['tx', 'TX', US],
  ])('when only the state %j is given, then the country is found', (state, canonical, country) => {
    expect(resolvePlace({ city: 'X', state }, null)).toEqual({ city: 'X', state: canonical, country });
  });

  it('when an unknown state is given without a country, then it is kept and the country stays unknown', () => {
    expect(resolvePlace({ state: 'Bavaria' }, 'ignored')).toEqual({ city: null, state: 'Bavaria', country: null });
  });
});
