import { describe, expect, it } from 'vitest';

import { validateCheckRequest, validateCompanyRequest } from '../../../src/checker/validate-request';

const item = (i: number, url = `https://www.linkedin.com/in/person-${i}`) => ({ item_id: `i${i}`, profile_id: `p${i}`, social_url: url });

describe('validateCheckRequest', () => {
  it('when the request is well formed, then items come back with canonical URLs', () => {
    const result = validateCheckRequest({ run_id: 'r1', items: [item(1, 'linkedin.com/in/Person-One/')] });
    expect(result).toEqual({ ok: true, value: { runId: 'r1', items: [{ item_id: 'i1', profile_id: 'p1', social_url: 'https://www.linkedin.com/in/person-one' }] } });
  });

  it.each([
    ['no run id', { run_id: '', items: [item(1)] }, 'run_id'],
    ['no items', { run_id: 'r', items: [] }, 'empty'],
    ['too many items', { run_id: 'r', items: Array.from({ length: 1001 }, (_, i) => item(i)) }, 'at most 1000'],
    ['a missing item id', { run_id: 'r', items: [{ ...item(1), item_id: '' }] }, 'item_id'],
    ['a missing profile id', { run_id: 'r', items: [{ ...item(1), profile_id: ' ' }] }, 'profile_id'],
    ['a repeated item id', { run_id: 'r', items: [item(1), item(1)] }, 'repeated'],
    ['a company URL', { run_id: 'r', items: [item(1, 'https://www.linkedin.com/company/acme')] }, 'company_page'],
    ['another site', { run_id: 'r', items: [item(1, 'https://example.com/in/x')] }, 'other_site'],
  ])('when the request has %s, then it is refused', (_name, request, fragment) => {
    const result = validateCheckRequest(request);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(fragment);
  });

  it('when the batch has exactly 1,000 items, then it is accepted', () => {
    expect(validateCheckRequest({ run_id: 'r', items: Array.from({ length: 1000 }, (_, i) => item(i)) }).ok).toBe(true);
  });
});

describe('validateCompanyRequest', () => {
  it('when the id is plain, then it is accepted trimmed', () => {
    expect(validateCompanyRequest({ social_id: ' 21267 ' })).toEqual({ ok: true, value: '21267' });
  });
  it.each(['', '../etc', 'a b', 'x'.repeat(101)])('when the id is %j, then it is refused', (id) => {
    expect(validateCompanyRequest({ social_id: id }).ok).toBe(false);
  });
});
