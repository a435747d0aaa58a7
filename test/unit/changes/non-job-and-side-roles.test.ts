import { describe, expect, it } from 'vitest';

import { isNonJobEntry, nonJobKind } from '../../../src/domain/titles/non-job';
import { isSideRole, sideRoleKind } from '../../../src/domain/titles/side-roles';

describe('isNonJobEntry', () => {
  it.each([
    ['Career Break', 'Career Break', 'break'],
    ['Career Break', 'Travel', 'break'],
    ['-', 'Open to work', 'seeking'],
    ['Open to Work', 'Seeking new opportunities', 'seeking'],
    ['Sabbatical', null, 'leave'],
    ['Congé parental', 'Congé parental', 'leave'],
    ['Elternzeit', null, 'leave'],
    ['Auszeit', 'Berufliche Auszeit', 'break'],
    ['Año sabático', null, 'leave'],
    ['Jubilado', null, 'retired'],
    ['Em transição de carreira', null, 'seeking'],
    ['On a break', null, 'break'],
    ['Retired', 'Retired', 'retired'],
    ['Between jobs', null, 'seeking'],
    ['Unemployed', null, 'seeking'],
    ['Maternity Leave', null, 'leave'],
    ['Werkzoekend', 'Op zoek naar een nieuwe uitdaging', 'seeking'],
    ['Föräldraledig', null, 'leave'],
    ['Self-employed', 'Independent Consultant', 'self_employed'],
    ['Freelance', 'Freelance Sales Consultant', 'self_employed'],
    ['-', null, 'placeholder'],
    ['Harvard Business School', 'Full-time MBA Candidate', 'studying'],
  ])('when the entry is %j / %j, then it is not a job (%s)', (company, title, kind) => {
    expect(nonJobKind({ company, title })).toBe(kind);
  });

  it.each([
    ['Seeking Alpha', 'Editor'],
    ['Fidelity Investments', 'Retirement Plan Advisor'],
    ['Break Free Foundation', 'Director'],
    ['Open Society Foundations', 'Program Officer'],
    ['Independent Bank', 'Loan Officer'],
    ['Stealth Startup', 'Founder'],
    ['Confidential', 'VP Sales'],
    ['-', 'Software Engineer'],
    ['Freelancer.com', 'Account Manager'],
  ])('when the entry is %j / %j, then it is a job', (company, title) => {
    expect(isNonJobEntry({ company, title })).toBe(false);
  });
});

describe('sideRoleKind', () => {
  it.each([
    ['Board Member', 'board'],
    ['Advisory Board Member', 'board'],
    ['Beirat', 'board'],
    ['Aufsichtsrat', 'board'],
    ['Administrateur', 'board'],
    ['Consejero', 'board'],
    ['Non-Executive Director', 'board'],
    ['Advisor', 'advisory'],
    ['Strategic Advisor', 'advisory'],
    ['Conseiller', 'advisory'],
    ['Investor & Advisor', 'advisory'],
    ['Angel Investor', 'investing'],
    ['Limited Partner', 'investing'],
    ['Venture Partner', 'investing'],
    ['Scout', 'investing'],
    ['Mentor', 'mentoring'],
    ['Volunteer', 'volunteering'],
    ['Vrijwilliger', 'volunteering'],
    ['Guest Lecturer', 'teaching'],
    ['Adjunct Professor', 'teaching'],
    ['Part-time Sales Coach', 'part_time'],
    ['Fractional CMO', 'part_time'],
    ['Freelance Designer', 'part_time'],
  ])('when the title is %j, then it is a %s side role', (title, kind) => {
    expect(sideRoleKind(title)).toBe(kind);
  });

  it.each([
    'CEO',
    'Chairman & CEO',
    'Founder & Board Member',
    'Consejero Delegado',
    'Financial Advisor',
    'Sales Advisor',
    'Conseiller clientèle',
    'Asesor comercial',
    'Senior Manager, Advisory',
    'Administrateur systèmes',
    'Board Certified Pharmacist',
    'Talent Scout',
    'Account Executive',
    'Interim CFO',
  ])('when the title is %j, then it is a main job', (title) => {
    expect(isSideRole(title)).toBe(false);
  });
});

describe('career-break types under a blank employer', () => {
  it.each([
    ['-', 'Professional development'],
    ['N/A', 'Health and well-being'],
    ['', 'Voluntary work'],
    ['-', 'Laid off'],
    ['Career Break', 'Bereavement'],
  ])('when the entry is %j / %j, then it is a break', (company, title) => {
    expect(nonJobKind({ company, title })).toBe('break');
  });

  it('when "Professional Development" is a title at a real company, then it is a job', () => {
    expect(isNonJobEntry({ company: 'Acme', title: 'Professional Development' })).toBe(false);
    expect(isNonJobEntry({ company: 'n/a', title: 'Sales Manager' })).toBe(false);
  });
});

describe('non-job entries and side roles in every covered language (entry-terms.ts)', () => {
  it.each([
    ['Barselsorlov', 'leave'],
    ['Foreldrepermisjon', 'leave'],
    ['Urlop macierzyński', 'leave'],
    ['Ouderschapsverlof', 'leave'],
    ['Congedo di maternità', 'leave'],
    ['Декретный отпуск', 'leave'],
    ['育児休業中', 'leave'],
    ['产假', 'leave'],
    ['Karriärpaus', 'break'],
    ['Przerwa w karierze', 'break'],
    ['Loopbaanonderbreking', 'break'],
    ['専業主婦', 'break'],
    ['Arbetssökande', 'seeking'],
    ['Jobsøgende', 'seeking'],
    ['W poszukiwaniu pracy', 'seeking'],
    ['In cerca di lavoro', 'seeking'],
    ['В поиске работы', 'seeking'],
    ['転職活動中', 'seeking'],
    ['Pensionär', 'retired'],
    ['Na emeryturze', 'retired'],
    ['На пенсии', 'retired'],
    ['已退休', 'retired'],
  ] as const)('when the entry reads %j, then it is a non-job entry of kind %s', (text, kind) => {
    expect(nonJobKind({ company: text, title: null })).toBe(kind);
    expect(nonJobKind({ company: 'Acme', title: text })).toBe(kind);
  });

  it.each([
    ['Volontär', 'volunteering'],
    ['Frivillig', 'volunteering'],
    ['Wolontariuszka', 'volunteering'],
    ['Волонтёр', 'volunteering'],
    ['ボランティア', 'volunteering'],
    ['志愿者', 'volunteering'],
    ['Investerare', 'investing'],
    ['Инвестор', 'investing'],
    ['天使投资人', 'investing'],
    ['社外取締役', 'board'],
    ['Член совета директоров', 'board'],
    ['Наставник', 'mentoring'],
  ] as const)('when a title beside a job reads %j, then it is a side role of kind %s', (title, kind) => {
    expect(sideRoleKind(title)).toBe(kind);
  });

  it.each(['Volontärsamordnare på Röda Korset', 'Sales Manager', 'Produktchef', 'Директор по продажам', '営業部長', 'Pensionsrådgivare'])(
    'when a job title reads %j, then it is neither a non-job entry nor a side role',
    (title) => {
      expect(isNonJobEntry({ company: 'Acme AB', title })).toBe(false);
      expect(isSideRole(title)).toBe(false);
    },
  );
});

/**
 * Round 7: caring for a parent or another relative written as the whole entry, in every language
 * (`CARING_TERMS` in src/domain/titles/break-terms.ts) — other wordings than holdout-w3f's — and care
 * words that name a job or a department, which stay jobs.
 */
describe('caring for a relative as a career break, in every language (round 7)', () => {
  const breaks: readonly (readonly [string, string | null])[] = [
    ['Péče o nemocného rodiče', null],
    ['Rodinná pauza', 'Péče o maminku'],
    ['Φροντίδα γονιών', null],
    ['Οικογένεια', 'Φροντίδα μητέρας'],
    ['परिवार', 'पिताजी की देखभाल'],
    ['Parivar ki dekhbhal', null],
    ['Opieka nad chorym tatą', null],
    ['Mantelzorger', null],
    ['Angehörigenpflege', null],
    ['Aidante familiale', null],
    ['Уход за пожилыми родителями', null],
    ['Догляд за літніми батьками', null],
    ['Chăm sóc bố mẹ', null],
    ['Merawat orang tua', null],
    ['Îngrijirea mamei', null],
    ['Szüleim ápolása', null],
    ['טיפול בהורים', null],
    ['親の介護', null],
    ['照顾父母', null],
    ['부모님 돌봄', null],
    ['Ebeveyn bakımı', null],
    ['رعاية الوالدين', null],
    ['Omaishoitaja', null],
    ['Anhörigvårdare', null],
    ['Family caregiver', null],
  ];
  it.each(breaks)('%s / %s is a break', (company, title) => {
    expect(nonJobKind({ company, title })).toBe('break');
  });
  const jobs: readonly (readonly [string, string])[] = [
    ['Home Instead', 'Péče o seniory – pečovatelka'],
    ['Vodafone', 'Péče o zákazníky'],
    ['ΔΕΗ', 'Φροντίδα πελατών'],
    ['Apollo Hospitals', 'देखभाल सहायक'],
    ['Bupa', 'Care Assistant'],
  ];
  it.each(jobs)('%s / %s stays a job', (company, title) => {
    expect(nonJobKind({ company, title })).toBeNull();
  });
});

describe('words that end other words (round 10)', () => {
  it('when a Korean office job (사무직) is the title, then it is a job; when 무직 (no job) is written, then the person is seeking', () => {
    expect(nonJobKind({ company: '기아', title: '사무직' })).toBeNull();
    expect(nonJobKind({ company: '무직', title: null })).toBe('seeking');
    expect(nonJobKind({ company: '-', title: '무직 (구직 중)' })).toBe('seeking');
  });

  it('when a Katakana word qualifies an advisor, then it is a job; a bare advisor word stays a board seat', () => {
    expect(sideRoleKind('ビューティーアドバイザー')).toBeNull();
    expect(sideRoleKind('AppleCare サポートアドバイザー')).toBeNull();
    expect(sideRoleKind('アドバイザー')).toBe('board');
  });
});
