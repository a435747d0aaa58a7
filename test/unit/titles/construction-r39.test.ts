import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { AEC_CLASSES_RULE } from '../../../src/domain/titles/role-classes-aec';
import { describeRoundTitles } from './fixture';

/**
 * Round 39 (issue #21, build39): the construction trade's delivery line, site and design roles, and a chief over a team of the
 * chief's own trade (docs/decisions.md, "Detection round 39 (construction)").
 */
const FILES: readonly string[] = [
  // 420 titles in 25 languages written before the rules (403/421 seniority, 313/421 function on main as first run; the one still
  // wrong is in -open).
  'titles-r39-construction.json',
  // The probe, written after the rules in other wordings: 58/59 seniority, 57/59 function as first run (57/59 and 25/59 on main);
  // "Asst." and "Construção" then read, the one still wrong is in -open.
  'titles-r39-construction-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('construction delivery, site and design roles, round 39', () => {
  it('when a leader of construction, works or execution is named, then operations; an employer named after the word keeps the role', () => {
    expect(classifyTitle('Vice President of Construction')).toEqual({ seniority: 'vp', function: 'operations' });
    expect(classifyTitle('Director of Construction')).toEqual({ seniority: 'director', function: 'operations' });
    expect(classifyTitle('Project Director, Airport Terminal Expansion')).toEqual({ seniority: 'director', function: 'operations' });
    expect(classifyTitle('Directeur Espagne – Procore Construction').function).toBe('executive');
    expect(classifyTitle('Sales Director, construction software').function).toBe('sales');
  });

  it('when a site lead leads engineers, then the team lends no function', () => {
    expect(classifyTitle('Site Manager (team of 5 engineers), residential towers')).toEqual({ seniority: 'manager', function: 'operations' });
    expect(classifyTitle('Bauleiter Tiefbau')).toEqual({ seniority: 'manager', function: 'operations' });
  });

  it('when a superintendent is a builder\'s, then operations; a school district\'s, a police force\'s or a hospital\'s keeps its reading', () => {
    expect(classifyTitle('Assistant Superintendent, tenant improvements')).toEqual({ seniority: 'ic', function: 'operations' });
    expect(classifyTitle('Superintendent of Schools')).toEqual({ seniority: 'c_level', function: 'executive' });
    expect(classifyTitle('Medical Superintendent – Civil Hospital Ludhiana').function).toBe('executive');
  });

  it('when a site or field engineer is named, then engineering; a software field engineer or an SRE too, a setting-out engineer surveys', () => {
    expect(classifyTitle('Site Engineer, marine works').function).toBe('engineering');
    expect(classifyTitle('Site Reliability Engineer').function).toBe('engineering');
    expect(classifyTitle('Setting-Out Engineer').function).toBe('operations');
  });

  it('when a chief leads a team of the chief\'s own trade, then a manager; a senior sales manager over sales managers stays a director', () => {
    expect(classifyTitle('Hlavní stavbyvedoucí (tým 5 stavbyvedoucích)').seniority).toBe('manager');
    expect(classifyTitle('Jefe de Obra principal (equipo de 3 jefes de obra)').seniority).toBe('manager');
    expect(classifyTitle('Senior Sales Manager (team of 5 sales managers)').seniority).toBe('director');
  });

  it('when the classes are built, then the rule sits behind the shared gate', () => {
    expect(AEC_CLASSES_RULE.gate).toBeDefined();
  });
});
