import { describe, expect, it } from 'vitest';

import { detectChange, type Position } from '../../../src/domain/changes';
import { nonJobKind } from '../../../src/domain/titles/non-job';
import { sideRoleKind } from '../../../src/domain/titles/side-roles';
import { NOT_FOUND, pos, snap } from './builders';

/**
 * The general rules behind the wave-3 blind set's pair misses (issue #21, round 2), each on
 * profiles written for this test: other people, companies and languages than any labelled set.
 */
const JOB = pos('Nordwind Logistik GmbH', 'Leiterin Einkauf', '2017-03', { id: 'c-nordwind' });
const ENDED = pos('Nordwind Logistik GmbH', 'Leiterin Einkauf', '2017-03', { id: 'c-nordwind', ended_on: '2025-04' });

const type = (prev: Position[], next: Position[]): string | null => detectChange(snap(prev), snap(next))?.type ?? null;

describe('an entry added beside a main job that continues is not a move', () => {
  it.each([
    ['a channel of their own on a platform', pos('Kochen mit Jana (YouTube)', 'Moderatorin', '2025-06')],
    ['a newsletter of their own', pos('Einkauf Insider Newsletter', 'Autorin', '2025-06')],
    ['a shop owner in Vietnamese', pos('Tiệm bánh Hoa Mai', 'Chủ tiệm', '2025-06')],
    ['a content creator in Polish', pos('Kanał o logistyce', 'Twórczyni', '2025-06')],
    ['an external examiner at a university', pos('Aarhus Universitet', 'External Examiner', '2025-02', { id: 'c-au' })],
    ['an entry at a university with no title', pos('Universität Mannheim', null, '2025-09', { id: 'c-uma' })],
  ])('when %s is added, then nothing changed', (_, added) => {
    expect(type([JOB], [JOB, added])).toBeNull();
  });

  it('when the platform itself (a company page) is added as a job, then the profile is read as usual', () => {
    const ended = pos('Nordwind Logistik GmbH', 'Leiterin Einkauf', '2017-03', { id: 'c-nordwind', ended_on: '2025-05' });
    expect(type([JOB], [ended, pos('YouTube', 'Strategic Partner Manager', '2025-06', { id: 'c-youtube' })])).toBe('moved');
  });
});

describe('the main job ends and only a side role stays or appears: left', () => {
  it.each([
    ['plain lecturing at a university, held beside the job', pos('Hochschule München', 'Lecturer', '2019-10', { id: 'c-hm' })],
    ['a seat on a Czech university board', pos('České vysoké učení technické', 'Členka vědecké rady', '2020-01', { id: 'c-cvut' })],
    ['a Greek board seat written as an abbreviation', pos('SEV', 'Μέλος Δ.Σ.', '2021-05', { id: 'c-sev' })],
    ['hourly lecturing in Colombia', pos('Universidad de los Andes', 'Profesora de cátedra', '2018-08', { id: 'c-uandes' })],
  ])('when %s continues, then it is left', (_, side) => {
    expect(type([JOB, side], [ENDED, side])).toBe('left');
  });

  it.each([
    ['an advisor to the CEO of the old employer', pos('Nordwind Logistik GmbH', 'Senior Advisor to the CEO', '2025-05', { id: 'c-nordwind' })],
    ['a Japanese advisor post (顧問)', pos('株式会社ミライ', '技術顧問', '2025-05', { id: 'c-mirai' })],
    ['a Korean advisor post (고문)', pos('한빛소프트', '고문', '2025-05', { id: 'c-hanbit' })],
  ])('when %s is the only new entry, then it is left', (_, side) => {
    expect(type([JOB], [ENDED, side])).toBe('left');
  });

  it('when the first job was at a university and plain teaching follows elsewhere after it ended, then it is a move', () => {
    expect(type([JOB], [ENDED, pos('Universidade de Lisboa', 'Professora Auxiliar', '2025-09', { id: 'c-ulisboa' })])).toBe('moved');
  });

  it.each([['Professor Adjunto'], ['Lecturer'], ['Wykładowczyni']])(
    'when a full-time teaching post %j replaces the ended job, then it is a move',
    (title) => {
      expect(type([JOB], [ENDED, pos('Universidade Federal do Paraná', title, '2025-08', { id: 'c-ufpr' })])).toBe('moved');
    },
  );
});

describe('non-job entries in more phrasings: left', () => {
  it.each([
    ['Yeni fırsatlar arıyorum'],
    ['מחפשת אתגר חדש'],
    ['În căutarea unor noi oportunități'],
    ['Új kihívásokat keresek'],
    ['Đang tìm kiếm cơ hội'],
    ['В пошуках роботи'],
  ])('when the job ended and the current entry says %j, then it is left', (phrase) => {
    expect(type([JOB], [ENDED, pos(phrase, phrase, '2025-05')])).toBe('left');
  });
});

describe('a group or holding named after the employer is the same family', () => {
  it('when a new entry is at "<name> Holdings" in a lower position, then the title changed (not moved)', () => {
    const prev = [pos('Trivago', 'Head of Product', '2019-01', { id: 'c-trivago' })];
    const next = [
      pos('Trivago', 'Head of Product', '2019-01', { id: 'c-trivago', ended_on: '2025-03' }),
      pos('Trivago Holdings', 'Product Manager', '2025-04', { id: 'c-trivago-holdings' }),
    ];
    expect(type(prev, next)).toBe('title_changed');
  });

  it('when two pages share one plain name and neither says group or holdings, then it stays a move', () => {
    const prev = [pos('Atlas', 'Account Executive', '2019-01', { id: 'c-atlas-1' })];
    const next = [
      pos('Atlas', 'Account Executive', '2019-01', { id: 'c-atlas-1', ended_on: '2025-03' }),
      pos('Atlas', 'Account Executive', '2025-04', { id: 'c-atlas-2' }),
    ];
    expect(type(prev, next)).toBe('moved');
  });
});

describe('an edit in place that only writes "and" as " + " is no change', () => {
  it('when "Head of Sales + Partnerships" becomes "Head of Sales and Partnerships", then nothing changed', () => {
    const before = pos('Nordwind Logistik GmbH', 'Head of Sales + Partnerships', '2020-01', { id: 'c-nordwind' });
    const after = { ...before, title: 'Head of Sales and Partnerships' };
    expect(type([before], [after])).toBeNull();
    expect(detectChange(NOT_FOUND, snap([after]))).toBeNull();
  });
});

describe('side roles and non-job entries in the wave-3 languages', () => {
  it.each([
    ['Gönüllü', 'volunteering'],
    ['Tình nguyện viên', 'volunteering'],
    ['מתנדבת', 'volunteering'],
    ['Волонтерка', 'volunteering'],
    ['Melek Yatırımcı', 'investing'],
    ['Επενδύτρια', 'investing'],
    ['חברת ועד מנהל', 'board'],
    ['सलाहकार बोर्ड सदस्य', 'board'],
  ])('when the title is %j, then it is a side role (%s)', (title, kind) => {
    expect(sideRoleKind(title)).toBe(kind);
  });

  it.each([['Investor Relations Manager'], ['Yatırımcı İlişkileri Müdürü'], ['Volunteer Coordinator'], ['Koordinator Relawan']])(
    'when the title %j names a job after a side-role word, then it is a job',
    (title) => {
      expect(sideRoleKind(title)).toBeNull();
    },
  );

  it.each([['בחופשת לידה'], ['У декретній відпустці'], ['Hoitovapaalla'], ['नौकरी की खोज में'], ['구직 활동 중'], ['Hledám zaměstnání']])(
    'when the entry says %j, then it is not a job',
    (company) => {
      expect(nonJobKind({ company, title: null })).not.toBeNull();
    },
  );
});
