import { describe, expect, it } from 'vitest';

import { sameRole } from '../../../src/domain/changes/title-equivalence';

describe('titles edited in place', () => {
  it.each([
    ['Head of Sales 🚀', 'Head of Sales'],
    ['Sr. Product Manager', 'Senior Product Manager'],
    ['VP Sales & Marketing', 'Vice President, Sales and Marketing'],
    ['HR Manager', 'Human Resources Manager'],
    ['Gerente de Marketing', 'Marketing Manager'],
    ['Head of Marketing', 'Leiter Marketing'],
    ['Directeur Marketing', 'Marketing Director'],
    ['Sales Manager', 'Gerente de Ventas'],
    ['Product Manager', 'Produktmanager'],
  ])('when "%s" becomes "%s", then it is the same role (normalised or translated)', (a, b) => {
    expect(sameRole(a, b)).toBe(true);
  });

  it.each([
    ['Marketing Manager', 'Senior Marketing Manager'],
    ['Software Engineer', 'Backend Engineer'],
    ['Sales Manager', 'Sales Manager Nordics'],
    ['Account Manager', 'Key Account Manager'],
    ['Marketing Manager', 'Marketing Director'],
    ['Project Manager', 'Product Manager'],
    ['Customer Success Manager', 'Account Manager'],
    ['Customer Support Agent', 'Customer Success Manager'],
  ])('when "%s" becomes "%s", then the role changed', (a, b) => {
    expect(sameRole(a, b)).toBe(false);
  });
});
