import { describe, expect, it } from 'vitest';

import { canonicalSocialUrl, SOCIAL_URL_REJECTIONS } from '../../../src/domain/normalise';
import fixture from '../../fixtures/social-urls.json' with { type: 'json' };

describe('canonicalSocialUrl', () => {
  it.each(fixture.accepted)('when $input is given, then it is accepted with key $key', ({ input, key }) => {
    expect(canonicalSocialUrl(input)).toEqual({
      ok: true,
      key,
      url: `https://www.linkedin.com/in/${encodeURIComponent(key)}`,
    });
  });

  it.each(fixture.rejected)('when $input is given, then it is rejected as $reason', ({ input, reason }) => {
    expect(canonicalSocialUrl(input)).toEqual({ ok: false, reason });
  });

  it('when the fixture is used, then it covers at least 40 cases and every rejection reason', () => {
    expect(fixture.accepted.length + fixture.rejected.length).toBeGreaterThanOrEqual(40);
    expect(new Set(fixture.rejected.map((c) => c.reason))).toEqual(new Set(SOCIAL_URL_REJECTIONS));
  });

  it('when every accepted variant of one profile is given, then they all share one key and url', () => {
    const variants = fixture.accepted.filter((c) => c.key === 'jane-doe-12ab34').map((c) => canonicalSocialUrl(c.input));
    expect(variants.length).toBeGreaterThan(20);
    expect(new Set(variants.map((r) => (r.ok ? r.url : r.reason)))).toEqual(
      new Set(['https://www.linkedin.com/in/jane-doe-12ab34']),
    );
  });

  it('when an opaque ACo id is given, then its case is kept', () => {
    expect(canonicalSocialUrl('https://www.linkedin.com/in/ACoAABcDeF/')).toMatchObject({ key: 'ACoAABcDeF' });
  });

  it('when a non-ASCII slug is canonicalised, then the key is decoded and the url percent-encoded', () => {
    expect(canonicalSocialUrl('https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa')).toEqual({
      ok: true,
      key: 'josé-garcía',
      url: 'https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa',
    });
  });

  it('when the same accented slug is given composed and decomposed, then the keys are equal', () => {
    const composed = canonicalSocialUrl('josé-garcia');
    const decomposed = canonicalSocialUrl('jose\u0301-garcia');
    expect(composed).toEqual(decomposed);
  });

  it('when a slug is exactly 100 characters, then it is accepted', () => {
    const slug = 'a'.repeat(100);
    expect(canonicalSocialUrl(`https://www.linkedin.com/in/${slug}`)).toMatchObject({ ok: true, key: slug });
  });

  it('when a slug is 101 characters, then it is invalid', () => {
    expect(canonicalSocialUrl('a'.repeat(101))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('when the input is longer than 2048 characters, then it is invalid', () => {
    expect(canonicalSocialUrl(`https://www.linkedin.com/in/jane-doe?x=${'y'.repeat(2100)}`)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('when a non-string sneaks in at runtime, then it is invalid', () => {
    expect(canonicalSocialUrl(42 as unknown as string)).toEqual({ ok: false, reason: 'invalid' });
  });
});
