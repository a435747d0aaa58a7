import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { cleanHeadline } from '../../../src/domain/titles/clean';
import { employerPhrase } from '../../../src/domain/titles/employer-phrase';
import { describeRoundTitles } from './fixture';

/**
 * Round 38 (issue #21, heads38): the role decides, not the employer described beside it (docs/decisions.md, "Detection round 38
 * (heads38)").
 */
const FILES: readonly string[] = [
  // 479 titles in 25 languages written before the rules (482 at first; 482/482 seniority, 448/482 function on main as first run;
  // the 3 still wrong are in titles-r38-heads-open.json).
  'titles-r38-employer-descriptions.json',
  // The probe, written after the rules in other wordings and employers: 57/58 seniority, 58/58 function as first run (58/58 after
  // a label was recounted: a Business Development Manager is ic, as every set labels one); on main 55/58 function.
  'titles-r38-employer-descriptions-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

const phraseOf = (title: string): string | null => {
  const text = (cleanHeadline(title) ?? []).join(' , ');
  const phrase = employerPhrase(text);
  return phrase === null ? null : text.slice(phrase.start, phrase.end).trim();
};

describe('the role decides, not the employer described beside it, round 38', () => {
  it('when a preposition opens a phrase with an employer noun after the role, then that phrase is the employer', () => {
    expect(phraseOf('Marketing Coordinator for an accounting firm')).toBe('for an accounting firm');
    expect(phraseOf('Becario de sistemas en la Agencia Española de Protección de Datos')).toBe('en la agencia espanola de proteccion de datos');
    expect(phraseOf('Informatikai gyakornok a Nemzeti Adatvédelmi és Információszabadság Hatóságnál')).toBe('a nemzeti adatvedelmi es informacioszabadsag hatosagnal');
    expect(phraseOf('רכזת גיוס בחברת ייעוץ רגולציה')).toBe('בחברת ייעוץ רגולציה');
    // A field after the preposition is no employer ("Especialista en nóminas"); the phrase nearest the noun is taken.
    expect(phraseOf('Especialista en nóminas')).toBeNull();
    expect(phraseOf('Especialista en nóminas en una consultora')).toBe('en una consultora');
  });

  it('when the employer is written before the role (tr, hi, hi-Latn, ko, ja, zh), then the phrase leads the title', () => {
    expect(phraseOf('Hukuk bürosunda İK uzmanı')).toBe('hukuk burosunda');
    expect(phraseOf('विधि फर्म में एचआर कार्यकारी')).toBe('विधि फर्म में');
    expect(phraseOf('監査法人のマーケティング担当')).toBe('監査法人の');
    // A head's suffix makes the noun a rank ("工場長", "법인장"), and "法人営業" is corporate sales.
    expect(phraseOf('工場長（プラントディレクター）')).toBeNull();
    expect(phraseOf('법인영업 매니저')).toBeNull();
  });

  it('when the role part has a function, then it is the title\'s; with none, the employer decides', () => {
    expect(classifyTitle('Hukuk bürosunda İK uzmanı').function).toBe('people');
    expect(classifyTitle('Becario de sistemas en la Agencia Española de Protección de Datos').function).toBe('engineering');
    expect(classifyTitle('Denetim firmasında pazarlama uzmanı').function).toBe('marketing');
    expect(classifyTitle('Hukuk bürosunda satış müdürü').function).toBe('sales');
    expect(classifyTitle('Consultant in a law firm').function).toBe('other');
    expect(classifyTitle('Analyst in an investment bank').function).toBe('finance');
  });

  it('when a later segment names the employer, then round 34 reads it: it may settle an ambiguous head', () => {
    expect(classifyTitle('Security Officer – office tower').function).toBe('operations');
    expect(classifyTitle('Konsultant helpdesku, system dla urzędów').function).toBe('customer_success');
  });

  it('when a founder runs a consultancy, then the title is executive, a partner who founded it too', () => {
    expect(classifyTitle('Fundador e sócio-diretor de uma consultoria de compliance em Ribeirão Preto')).toEqual({ seniority: 'c_level', function: 'executive' });
    expect(classifyTitle('Grundare och vd för en dataskyddskonsult i Östersund').function).toBe('executive');
    expect(classifyTitle('Pendiri dan direktur utama konsultan kepatuhan di Yogyakarta').function).toBe('executive');
    // Controls: a founder who is a consultant keeps the consultant's trade; a bare partner the firm's.
    expect(classifyTitle('Pendiri dan konsultan SEO').function).toBe('marketing');
    expect(classifyTitle('Socio director, firma de auditoría').function).toBe('finance');
  });

  it('when sales operations are named in any language, then the function is revops', () => {
    for (const title of ['Analyste opérations commerciales', 'Salesoperations-analist', 'Säljoperativ analytiker', 'Myynnin operatiivinen analyytikko', 'Αναλυτής λειτουργιών πωλήσεων', 'Аналітик операцій продажів', '営業オペレーション担当']) {
      expect(classifyTitle(title).function, title).toBe('revops');
    }
  });
});
