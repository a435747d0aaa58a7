import { describe, expect, it } from 'vitest';

import { isEducationEntry } from '../../../src/domain/titles/education';

/**
 * Round 15 (issue #21): study that ends a job and was read as a move — a master's written short, a faculty or university
 * in Croatian, Bosnian and Serbian and the faculty word of other languages, a professional-exam track at a university,
 * full-time pilot training at a flight school. Written before the vocabulary (8 of the 14 study rows were read as jobs).
 */
const STUDY: readonly [company: string, title: string][] = [
  ['Georgia Institute of Technology', 'MS, Electrical and Computer Engineering'],
  ['Pravni fakultet Sveučilišta u Zagrebu', 'Poslijediplomski specijalistički studij – redovni'],
  ['University of Central Asia – full-time', 'Accounting & Finance (ACCA track)'],
  ['Atlantic Flight Training Academy', 'Cadet Pilot (ATPL integrated)'],
  ['Ekonomski fakultet Sveučilišta u Splitu', 'Diplomski studij – poslovna ekonomija'],
  ['Filozofski fakultet Univerziteta u Sarajevu', ''],
  ['Univerzitet u Beogradu – Elektrotehnički fakultet', 'Master akademske studije'],
  ['Fakulta informatiky MU', 'Magisterské studium'],
  ['Universidad de Chile – Facultad de Derecho', 'Magíster en Derecho'],
  ['CAE Oxford Aviation Academy', 'Student Pilot – integrated ATPL'],
  ['Flight Training Europe', 'Cadet Pilot'],
  ['Bristol Groundschool', 'ATPL theory student'],
  ['London School of Accountancy', 'ACCA Student'],
  ['Strathmore University', 'Bachelor of Commerce (CPA track)'],
];

/** Jobs at the same kinds of places, or with the same words: controls. */
const JOBS: readonly [company: string, title: string][] = [
  ['Microsoft', 'MS Dynamics Consultant'],
  ['Ryanair', 'First Officer'],
  ['Sveučilište u Zagrebu', 'Docentica'],
  ['Pravni fakultet Sveučilišta u Zagrebu', 'Asistentica na Katedri za građansko pravo'],
  ['Atlantic Flight Training Academy', 'Flight Instructor'],
  ['CAE', 'Training Captain'],
  ['KPMG', 'Audit Associate (ACCA track)'],
  ['Deloitte', 'MS Office trainer'],
];

describe('study entries of round 15', () => {
  it.each(STUDY)('when the entry is "%s" / "%s", then it is study, not a job', (company, title) => {
    expect(isEducationEntry({ company, title })).toBe(true);
  });

  it.each(JOBS)('when the entry is "%s" / "%s", then it is a job', (company, title) => {
    expect(isEducationEntry({ company, title })).toBe(false);
  });
});
