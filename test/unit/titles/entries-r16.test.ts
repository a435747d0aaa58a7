import { describe, expect, it } from 'vitest';

import type { Position, Snapshot } from '../../../src/domain/changes';
import { detectChange } from '../../../src/domain/changes';
import { isEducationEntry } from '../../../src/domain/titles/education';
import { isCommunityOrganisation, isOwnMediaChannel } from '../../../src/domain/titles/side-roles';

/**
 * Round 16 (issue #21, w3p's entries that are no new employer), by class and language, written before the vocabulary:
 * housing co-operatives, owners' and residents' associations and parents' bodies of schools are community bodies (a
 * seat there is a side role); a creator platform named beside the person's own channel is their own channel; a side
 * job written before the role (副業・ライター) is an activity beside the job; a degree written in full is study wherever
 * it is taken.
 */
const HOUSING_AND_PARENTS = [
  'BRF Lärkan 12', 'Bostadsrättsföreningen Ekorren', 'Borettslaget Solbakken', 'Andelsboligforeningen Lærkehøj', 'Asunto Oy Koivukoti',
  'Maple Ridge Homeowners Association', 'Parkview Condo Board', 'Elm Street Residents Association', 'WEG Lindenstraße 4',
  'Wohnungseigentümergemeinschaft Am Park 3', 'VvE Oranjestraat 12', 'Conseil syndical Résidence Les Tilleuls', 'Comunidad de Propietarios Calle Mayor 5',
  'Condomínio Edifício Aurora', 'Wspólnota Mieszkaniowa Słoneczna 8', 'Spółdzielnia Mieszkaniowa Przyszłość', 'SVJ Vinohradská 12',
  'Bytové družstvo Jaro', 'Társasház Fő utca 5', 'ОСББ Сонячний', 'ТСЖ Северное', 'Asociația de Proprietari Bloc A3',
  'マンション管理組合 ライオンズ', '万科城业主委员会', '래미안 입주자대표회의', 'Site Yönetimi Güneş Evleri',
  'Elternbeirat Grundschule Am See', 'PTA Lincoln Elementary', 'Rada Rodziców SP 12', 'Föräldraföreningen Vasaskolan',
  'AMPA CEIP San José', 'Associação de Pais EB Lumiar', 'Okul Aile Birliği', 'Vanhempainyhdistys Kirkkojärven koulu',
];

/** Employers that only share a word with these bodies: a property manager, a bank, a school, a company. */
const EMPLOYERS = ['Riksbyggen', 'HSB Stockholm', 'Vonovia SE', 'Grundschule Am See', 'Nordea', 'Ericsson'];

const OWN_CHANNELS = ['調達ノウハウ (note.com)', 'Buyers Notes on Substack', 'Kaffeeklatsch – Ghost Newsletter', 'Mes Carnets (Ko-fi)', 'Kaizen Notes (beehiiv)', '브런치 – 구매 이야기'];

const DEGREES = [
  'Master of Data Science (full-time)', 'Master of Business Analytics', 'Bachelor of Commerce', 'Master of Science in Finance',
  'Máster en Big Data', 'Mestrado em Engenharia de Produção', 'Master en Management', 'Laurea Magistrale in Economia',
  'Master of Public Health', 'Doctor of Philosophy (Economics)',
];

/** Jobs with a degree-like word: a master of ceremonies, a scrum master, a master electrician. */
const NOT_DEGREES = ['Master of Ceremonies', 'Scrum Master', 'Master Electrician', 'Master Data Manager', 'Master of Wine'];

function position(company: string, title: string, started: string, id: string | null, ended: string | null = null): Position {
  return { company, company_social_id: id, title, started_on: started, ended_on: ended, is_current: ended === null };
}

function snapshot(headline: string, positions: Position[]): Snapshot {
  return { found: true, first_name: 'A', last_name: 'B', headline, positions };
}

describe('entries that are no new employer, round 16', () => {
  it.each(HOUSING_AND_PARENTS)('when the organisation is "%s", then it is a community body', (name) => {
    expect(isCommunityOrganisation(name)).toBe(true);
  });

  it.each(EMPLOYERS)('when the organisation is "%s", then it is an employer', (name) => {
    expect(isCommunityOrganisation(name)).toBe(false);
  });

  it.each(OWN_CHANNELS)('when the entry is "%s" with no page, then it is the person\'s own channel', (company) => {
    expect(isOwnMediaChannel({ company, company_social_id: null })).toBe(true);
  });

  it.each(DEGREES)('when the title is "%s" at a school with no school word, then it is study', (title) => {
    expect(isEducationEntry({ company: 'UNSW', title })).toBe(true);
  });

  it.each(NOT_DEGREES)('when the title is "%s", then it is a job', (title) => {
    expect(isEducationEntry({ company: 'Acme Events', title })).toBe(false);
  });

  it('when a Gothenburg accountant joins her housing co-operative board as ledamot beside her job, then no change', () => {
    const job = position('Volvo Cars', 'Redovisningsekonom', '2020', '11111');
    const prev = snapshot('Redovisningsekonom | Volvo Cars', [job]);
    const next = snapshot('Ledamot | BRF Lärkan 12', [position('BRF Lärkan 12', 'Ledamot', '2025', null), job]);
    expect(detectChange(prev, next, {})?.type ?? null).toBeNull();
  });

  it('when an Osaka buyer starts a side job as a writer under his own name beside the job, then no change', () => {
    const job = position('パナソニック', '購買担当', '2019', '22222');
    const prev = snapshot('購買担当 | パナソニック', [job]);
    const next = snapshot('副業・ライター | 個人事業', [position('個人事業（購買ノウハウ発信）', '副業・ライター', '2025', null), job]);
    expect(detectChange(prev, next, {})?.type ?? null).toBeNull();
  });

  it('when a Melbourne analyst leaves for a full-time Master of Business Analytics, then left', () => {
    const prev = snapshot('Data Analyst | Telstra', [position('Telstra', 'Data Analyst', '2021', '33333')]);
    const next = snapshot('Master of Business Analytics | Monash', [position('Monash', 'Master of Business Analytics', '2025', '44444'), position('Telstra', 'Data Analyst', '2021', '33333', '2025')]);
    expect(detectChange(prev, next, {})?.type ?? null).toBe('left');
  });
});

/** Written after the vocabulary, in other wordings (41 of 42 right as first run; "Bayview Towers HOA" led to HOA_LAST). */
const PROBE_BODIES = [
  'Brf Björken 3', 'HSB Brf Gläntan', 'Bayview Towers HOA', 'Strata Council – The Pinnacle', 'Eigentümergemeinschaft Rosenweg 7',
  'Vereniging van Eigenaren De Linde', 'Syndicat des copropriétaires 12 rue Victor Hugo', 'Condominio Las Palmas', 'SVJ Na Hřebenech',
  'Társasház Bartók Béla út 12', 'ОСББ «Затишок»', 'PTO Jefferson Middle School', 'Elternrat Kita Sonnenschein', 'Ouderraad OBS De Regenboog',
  '学校PTA', 'Comitetul de părinți Școala 5',
];
const PROBE_EMPLOYERS = ['BRF S.A.', 'BRF', 'WEG', 'WEG Equipamentos Elétricos', 'Condé Nast', 'Riksbyggen', 'Vonovia', 'HSB', 'Hoa Sen Group'];
const PROBE_DEGREES = [
  'Master of Applied Finance', 'Bachelor of Nursing (full-time)', 'Master in Management', 'Máster en Dirección de Operaciones', 'Maestría en Finanzas',
  'Mestrado em Administração', 'Doctor of Business Administration',
];
const PROBE_JOBS = ['Master of Ceremonies & Host', 'Master Scheduler', 'Masters Program Coordinator', 'Master of Business Analytics Program Manager', 'Doctor'];

describe('entries that are no new employer, round 16 probe (written after the rules)', () => {
  it.each(PROBE_BODIES)('when the organisation is "%s", then it is a community body', (name) => {
    expect(isCommunityOrganisation(name)).toBe(true);
  });

  it.each(PROBE_EMPLOYERS)('when the organisation is "%s", then it is an employer', (name) => {
    expect(isCommunityOrganisation(name)).toBe(false);
  });

  it.each(PROBE_DEGREES)('when the title is "%s", then it is study', (title) => {
    expect(isEducationEntry({ company: 'RMIT', title })).toBe(true);
  });

  it.each(PROBE_JOBS)('when the title is "%s", then it is a job', (title) => {
    expect(isEducationEntry({ company: 'Acme Events', title })).toBe(false);
  });
});
