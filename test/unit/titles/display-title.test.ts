import { describe, expect, it } from 'vitest';

import { displayTitle } from '../../../src/domain/titles/display-title';

describe('displayTitle', () => {
  it.each([
    ['Growth AE | Closing deals', 'Growth AE'],
    ['VP Sales @ Acme | Hiring!', 'VP Sales'],
    ['Head of Marketing at Acme Corp', 'Head of Marketing'],
    ['Account Executive - Helping SaaS teams close faster', 'Account Executive'],
    ['🚀 Founder & CEO 🚀', 'Founder & CEO'],
    ['Senior SDR (she/her)', 'Senior SDR'],
    ['Sales Director (ex-Google)', 'Sales Director'],
    ['VP, Sales & Marketing', 'VP, Sales & Marketing'],
    ["We're hiring! | Director of Engineering", 'Director of Engineering'],
    ['Hiring! • Head of People', 'Head of People'],
    ['Customer Success Manager, Hiring!', 'Customer Success Manager'],
    ['Directeur Commercial chez Acme', 'Directeur Commercial'],
    ['Vertriebsleiter bei Acme GmbH', 'Vertriebsleiter'],
    ['代表取締役社長', '代表取締役社長'],
    ['Генеральный директор | Acme', 'Генеральный директор'],
    ['Co-Founder / CTO', 'Co-Founder / CTO'],
    ['vp of sales', 'vp of sales'],
    ['Sales Director - EMEA', 'Sales Director, EMEA'],
    ['Managing Director - Sales', 'Managing Director, Sales'],
    ['Director | RevOps', 'Director, RevOps'],
    ['Founder | CEO | Investor', 'Founder'],
    ['Responsabile Commerciale presso Acme S.p.A. | Stiamo assumendo!', 'Responsabile Commerciale'],
    ['Wir stellen ein! | Leiterin Marketing', 'Leiterin Marketing'],
    ['代表取締役社長 | 採用強化中', '代表取締役社長'],
    ['Accountmanager bij Acme B.V. 🚀', 'Accountmanager'],
  ])('when the headline is %j, then the email title is %j', (title, expected) => {
    expect(displayTitle(title)).toBe(expected);
  });

  it.each([
    ['VP OF SALES', 'VP of Sales'],
    ['SENIOR ACCOUNT EXECUTIVE, EMEA', 'Senior Account Executive, EMEA'],
    ['CO-FOUNDER & CEO', 'Co-Founder & CEO'],
    ['SR. SDR - SAAS', 'Sr. SDR, SaaS'],
    ['HEAD OF REVOPS', 'Head of RevOps'],
    ['DIRECTEUR COMMERCIAL', 'Directeur Commercial'],
    ['CEO', 'CEO'],
  ])('when the title is ALL CAPS %j, then it becomes %j keeping acronyms', (title, expected) => {
    expect(displayTitle(title)).toBe(expected);
  });

  it.each([null, '', '   ', '--', 'N/A', '🚀', '(she/her)', 'Hiring!'])(
    'when the title is %j, then there is nothing to display',
    (title) => {
      expect(displayTitle(title)).toBeNull();
    },
  );
});
