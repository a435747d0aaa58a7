import { describe, expect, it } from 'vitest';

import { ProviderError } from '../../../src/checker/ports/provider-error';
import { absoluteUrl, domainOf, mapPdlCompany, mapPdlPerson, pdlDate } from '../../../src/integrations/pdl/pdl-mapping';
import { PDL_COMPANIES, PDL_PEOPLE } from '../../support/pdl-standin';

const at = new Date('2026-02-01T10:00:00Z');

describe('mapPdlPerson', () => {
  it('when PDL returns experience, then positions are newest first with current ones flagged', () => {
    const snapshot = mapPdlPerson({ status: 200, likelihood: 9, data: PDL_PEOPLE[0] }, at);
    expect(snapshot).toEqual({
      first_name: 'Sean',
      last_name: 'Thorne',
      headline: 'Co-founder & CEO at People Data Labs',
      fetched_at: '2026-02-01T10:00:00.000Z',
      positions: [
        { company: 'People Data Labs', company_social_id: '18170482', title: 'Chief Executive Officer', started_on: '2015-03', ended_on: '', is_current: true },
        { company: 'Hallspot', company_social_id: '3116717', title: 'Co-Founder', started_on: '2012', ended_on: '2015-02', is_current: false },
      ],
    });
  });

  it('when fields are missing or null, then they become empty strings', () => {
    const snapshot = mapPdlPerson({ status: 200, data: PDL_PEOPLE[1] }, at);
    expect(snapshot.headline).toBe('');
    expect(snapshot.positions).toEqual([
      { company: 'Northwind Traders', company_social_id: '', title: 'Account Executive', started_on: '2019-06-15', ended_on: '2023-01-31', is_current: false },
    ]);
  });

  it('when there is no experience array, then the job_* fields make the current position', () => {
    const snapshot = mapPdlPerson(
      { data: { full_name: 'Grace Hopper', job_title: 'Rear Admiral', job_company_name: 'US Navy', job_company_linkedin_id: 42, job_start_date: '1983' } },
      at,
    );
    expect(snapshot).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    expect(snapshot.positions).toEqual([
      { company: 'US Navy', company_social_id: '42', title: 'Rear Admiral', started_on: '1983', ended_on: '', is_current: true },
    ]);
  });

  it('when entries have odd types, then they are tolerated', () => {
    const snapshot = mapPdlPerson(
      {
        data: {
          first_name: 'A',
          last_name: 'B',
          experience: [
            { company: null, title: null, start_date: null, end_date: null },
            { company: { name: 'Acme', linkedin_id: 7 }, title: 'CRO', start_date: 'March 2020', end_date: null, is_primary: 'yes' },
            'garbage',
          ],
        },
      },
      at,
    );
    expect(snapshot.positions).toEqual([{ company: 'Acme', company_social_id: '7', title: 'CRO', started_on: '', ended_on: '', is_current: true }]);
  });

  it('when two jobs are current, then the primary one comes first', () => {
    const snapshot = mapPdlPerson(
      {
        data: {
          experience: [
            { company: { name: 'Side' }, title: { name: 'Advisor' }, start_date: '2024-01', end_date: null, is_primary: false },
            { company: { name: 'Main' }, title: { name: 'VP Sales' }, start_date: '2020-01', end_date: null, is_primary: true },
          ],
        },
      },
      at,
    );
    expect(snapshot.positions.map((p) => p.company)).toEqual(['Main', 'Side']);
  });

  it('when the body has no data, then it is an outage (malformed answer)', () => {
    expect(() => mapPdlPerson({ status: 200 }, at)).toThrow(ProviderError);
  });
});

describe('mapPdlCompany', () => {
  it('when PDL returns a company, then it maps onto the proto Company', () => {
    expect(mapPdlCompany({ status: 200, likelihood: 8, ...PDL_COMPANIES[0] }, '18170482')).toEqual({
      social_id: '18170482',
      name: 'People Data Labs',
      domain: 'peopledatalabs.com',
      industry: 'computer software',
      employees: 180,
      hq_city: 'san francisco',
      hq_state: 'california',
      hq_country: 'united states',
      specialities: ['data', 'apis', 'people data'],
      description: 'People Data Labs builds people data.',
      tagline: 'Data for developers',
      funding_stage: 'series_b',
      company_url: 'https://www.linkedin.com/company/peopledatalabs',
    });
  });

  it('when most fields are missing, then defaults fill the proto', () => {
    expect(mapPdlCompany({ status: 200, name: 'acme' }, '99')).toMatchObject({ social_id: '99', name: 'acme', employees: 0, specialities: [], hq_city: '' });
  });
});

describe('PDL value helpers', () => {
  it.each([
    ['2020', '2020'],
    ['2020-05', '2020-05'],
    ['2020-05-17', '2020-05-17'],
    ['May 2020', ''],
    [null, ''],
  ])('pdlDate(%j) is %j', (v, out) => expect(pdlDate(v)).toBe(out));

  it('absoluteUrl and domainOf normalise PDL\'s bare forms', () => {
    expect(absoluteUrl('linkedin.com/company/x')).toBe('https://www.linkedin.com/company/x');
    expect(absoluteUrl('https://x.io')).toBe('https://x.io');
    expect(domainOf('https://www.Acme.com/about')).toBe('acme.com');
  });
});
