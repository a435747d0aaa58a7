import { describe, expect, it } from 'vitest';

import { normaliseCompanyName } from '../../../src/domain/normalise';

describe('normaliseCompanyName', () => {
  it.each([
    ['Acme, Inc.', 'acme'],
    ['ACME Inc', 'acme'],
    ['acme', 'acme'],
    ['  Acme   Incorporated ', 'acme'],
    ['Acme LLC', 'acme'],
    ['Acme Ltd.', 'acme'],
    ['Acme Limited', 'acme'],
    ['Acme Corp.', 'acme'],
    ['Acme Corporation', 'acme'],
    ['Acme Co.', 'acme'],
    ['Acme GmbH', 'acme'],
    ['Acme AG', 'acme'],
    ['Acme S.A.', 'acme'],
    ['Acme SAS', 'acme'],
    ['Acme B.V.', 'acme'],
    ['Acme N.V.', 'acme'],
    ['Acme plc', 'acme'],
    ['Acme Pty Ltd', 'acme'],
    ['Acme S.r.l.', 'acme'],
    ['Acme Oy', 'acme'],
    ['Acme AB', 'acme'],
    ['Acme AS', 'acme'],
    ['Acme K.K.', 'acme'],
    ['Acme LLP', 'acme'],
    ['Acme L.P.', 'acme'],
    ['Acme Co., Ltd.', 'acme'],
    ['Müller GmbH & Co. KG', 'muller'],
    ['The Acme Company', 'acme'],
    ['the acme', 'acme'],
    ['Société Générale S.A.', 'societegenerale'],
    ['Johnson & Johnson', 'johnsonandjohnson'],
    ['Johnson and Johnson', 'johnsonandjohnson'],
    ["McDonald's Corporation", 'mcdonalds'],
    ['Acme-Widgets, Inc.', 'acmewidgets'],
    ['Smith & Co', 'smith'],
    ['Incorporated', 'incorporated'],
    ['The Co', 'co'],
    ['The', 'the'],
    ['Inc. Acme', 'incacme'],
    ['', ''],
    ['!!!', ''],
  ])('when "%s" is given, then the normalised name is "%s"', (input, expected) => {
    expect(normaliseCompanyName(input)).toBe(expected);
  });
});
