import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { isEducationEntry } from '../../../src/domain/titles/education';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 30 (issue #21, w4d's residue by class), in other wordings, employers and languages than the read rows: service
 * groups and their operating arms as data (`company/group-names-services.ts`), and a brand's franchisees as employers of
 * their own (`company/franchisee.ts`) — two franchisees, or a franchisee and the brand's company, are a move; a new role
 * at the same franchisee is not — and a vocational QUALIFICATION or a school TYPE named in the entry (HNC, NVQ, BTEC,
 * Cert IV, Meisterkurs, a folk high school written in one word: `titles/education.ts`), its assessors and teachers kept as jobs;
 * and a title's territorial scope (a region above a district) read as rank inside one band (`changes/rank-within-band.ts`).
 */
const files = ['pairs-r30-families.json', 'pairs-r30-school.json', 'pairs-r30-step.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('service groups and their arms, franchisees as employers of their own, vocational study, round 30', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});

describe('a vocational qualification or a school type compounded names study; a role beside it names a job (round 30)', () => {
  it.each([
    ['Kvinnofolkhögskolan', 'Studerande'], ['Grennaskolan folkhögskola', 'Kursdeltagare'], ['Voss folkehøgskule', 'Elev'],
    ['Glasgow Kelvin College', 'HND Engineering Systems'], ['Newcastle College', 'NVQ Level 3 Electrotechnical'], ['TAFE NSW', 'Cert III in Electrotechnology'],
    ['Handwerkskammer Bildungszentrum', 'Meisterkurs Elektrotechnik (Vollzeit)'],
  ])('when the entry is "%s" / "%s", then it is study', (company, title) => {
    expect(isEducationEntry({ company, title })).toBe(true);
  });
  it.each([
    ['Newcastle College', 'NVQ Assessor'], ['Bradford College', 'BTEC Internal Verifier'], ['Glasgow Kelvin College', 'HNC Lecturer'],
    ['Kvinnofolkhögskolan', 'Lärare'], ['Handwerkskammer Bildungszentrum', 'Prüfer Meisterkurs'],
  ])('when the entry is "%s" / "%s", then it is a job there', (company, title) => {
    expect(isEducationEntry({ company, title })).toBe(false);
  });
});
