import type { CompactPair } from './labelled-pairs';

/** Edge stories written by hand: [what happened, old positions, new positions, label]. */
export const HAND_WRITTEN: Array<[string, CompactPair['prev'], CompactPair['next'], CompactPair['expected']]> = [
  ['left Acme to start an MBA at INSEAD', [['Acme', 'Account Executive', '2021-03', null]], [['INSEAD', 'MBA Candidate', '2026-01', null], ['Acme', 'Account Executive', '2021-03', '2025-12']], 'left'],
  ['left Acme to study full time', [['Acme', 'Account Executive', '2021-03', null]], [['Stanford University', 'Student', '2026-01', null], ['Acme', 'Account Executive', '2021-03', '2025-12']], 'left'],
  ['left Acme, now writes "actively seeking" under a dash', [['Acme', 'Account Executive', '2021-03', null]], [['-', 'Actively seeking new opportunities in SaaS sales', '2026-01', null], ['Acme', 'Account Executive', '2021-03', '2025-12']], 'left'],
  ['still at Acme, consults on the side as self-employed', [['Acme', 'Account Executive', '2021-03', null]], [['Self-employed', 'Sales Consultant', '2026-01', null], ['Acme', 'Account Executive', '2021-03', null]], null],
  ['still at Acme, writes copy on Upwork on the side', [['Acme', 'Account Executive', '2021-03', null]], [['Upwork', 'Freelance Copywriter', '2026-01', null], ['Acme', 'Account Executive', '2021-03', null]], null],
  ['left Acme to co-found a startup', [['Acme', 'Account Executive', '2021-03', null]], [['Stealth AI Startup', 'Co-Founder', '2026-01', null], ['Acme', 'Account Executive', '2021-03', '2025-12']], 'moved'],
  ['left Acme; now advises two startups', [['Acme', 'VP Sales', '2019-03', null]], [['Kiko', 'Advisor', '2026-01', null], ['Quantix', 'Advisor', '2026-02', null], ['Acme', 'VP Sales', '2019-03', '2025-12']], 'left'],
  ['CFO at Acme became interim CFO at Globex', [['Acme', 'CFO', '2019-01', null]], [['Globex', 'Interim CFO', '2026-01', null], ['Acme', 'CFO', '2019-01', '2025-12']], 'moved'],
  ['joined McKinsey as a consultant', [['Acme', 'Account Executive', '2021-03', null]], [['McKinsey & Company', 'Consultant', '2026-01', null], ['Acme', 'Account Executive', '2021-03', '2025-12']], 'moved'],
  ['promoted at Zalando; the new entry drops the SE', [['Zalando SE', 'Sales Manager', '2020-01', null]], [['Zalando', 'Director of Sales', '2026-01', null], ['Zalando SE', 'Sales Manager', '2020-01', '2025-12']], 'promoted'],
  ['promoted at Acme; day-precision dates on the new profile', [['Acme', 'Sales Manager', '2020-01', null]], [['Acme', 'Director of Sales', '2026-01-10', null], ['Acme', 'Sales Manager', '2020-01-01', '2025-12-31']], 'promoted'],
  ['transferred inside Acme, same title, new entry', [['Acme', 'Account Executive', '2020-01', null]], [['Acme', 'Account Executive', '2026-01', null], ['Acme', 'Account Executive', '2020-01', '2025-12']], null],
  ['returned to Acme after a career break', [['Career Break', 'Parental leave', '2025-06', null], ['Acme', 'Account Executive', '2021-03', '2025-05']], [['Acme', 'Account Executive', '2026-01', null], ['Career Break', 'Parental leave', '2025-06', '2025-12'], ['Acme', 'Account Executive', '2021-03', '2025-05']], 'moved'],
  ['retired from Acme, wrote "Retired" at Acme', [['Acme', 'CEO', '2000-01', null]], [['Acme', 'Retired', '2026-01', null], ['Acme', 'CEO', '2000-01', '2025-12']], 'left'],
  ['retired (Pensionista)', [['Banco Santander', 'Director comercial', '2004-01', null]], [['Pensionista', null, '2026-01', null], ['Banco Santander', 'Director comercial', '2004-01', '2025-12']], 'left'],
  ['unemployed, no start date, em dash employer', [['Acme', 'Account Executive', '2021-03', null]], [['—', 'Unemployed', null, null], ['Acme', 'Account Executive', '2021-03', '2025-12']], 'left'],
  ['went part-time at Acme', [['Acme', 'Account Executive', '2021-03', null]], [['Acme', 'Account Executive (Part-time)', '2026-01', null], ['Acme', 'Account Executive', '2021-03', '2025-12']], 'promoted'],
  ['demoted at Acme from VP to Director', [['Acme', 'VP Sales', '2020-01', null]], [['Acme', 'Director of Sales', '2026-01', null], ['Acme', 'VP Sales', '2020-01', '2025-12']], 'title_changed'],
  ['the company page changed its id; year-only dates', [['Acme', 'Account Executive', '2019', null, '11']], [['Acme', 'Account Executive', '2019', null, '12']], null],
  ['Facebook page became Meta; year-only dates', [['Facebook', 'Engineer', '2019', null, '1']], [['Meta', 'Engineer', '2019', null, '2']], null],
  ['on maternity leave from Acme, written at Acme', [['Acme', 'Marketing Manager', '2021-03', null]], [['Acme', 'Maternity Leave', '2026-02', null], ['Acme', 'Marketing Manager', '2021-03', '2026-01']], null],
  ['joined Kaspi; its page is written Kaspi.kz', [['Halyk Bank', 'Sales Manager', '2019-05', null]], [['Kaspi.kz', 'Head of Sales', '2026-03', null], ['Halyk Bank', 'Sales Manager', '2019-05', '2026-02']], 'moved'],
  ['still at Mercado Libre; the page now reads Mercadolibre.com.ar', [['Mercado Libre', 'Gerente comercial', '2020-02', null]], [['Mercadolibre.com.ar', 'Gerente comercial', '2020-02', null]], null],
  ['still at E.ON; the page now reads E.ON SE', [['E.ON', 'Key Account Manager', '2018-09', null]], [['E.ON SE', 'Key Account Manager', '2018-09', null]], null],
];
