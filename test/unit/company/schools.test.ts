import { describe, expect, it } from 'vitest';

import { namesSchool } from '../../../src/domain/company/schools';
import { isEducationEntry } from '../../../src/domain/titles/education';

describe('namesSchool (schools named without a school word, round 19)', () => {
  it('when a school is written by its short or proper name, then it is a school', () => {
    for (const name of ['FGV', 'FGV EAESP', 'Chalmers', 'KTH', 'Aalto', 'Insper', 'Monash', 'Technion', 'UNSW', 'ITAM', 'TU Delft', 'Sciences Po', 'SDA Bocconi', 'PUC-Rio', 'Tec de Monterrey', 'ODTÜ', 'Stanford GSB', 'Berkeley Haas', '慶應義塾', '早稲田', '서울대', 'Fundação Getulio Vargas']) {
      expect(namesSchool(name), name).toBe(true);
    }
  });

  it('when a company shares a school\'s name but names a business or has a legal form, then it is no school', () => {
    for (const name of ['Keio Corporation', 'NUS Logistics Group', 'Chalmers Industries AB', 'Grupo Keio', 'Monash Health', 'Anadolu Sigorta', 'Sanko Tekstil', 'Tesco', 'Mayo Clinic', 'Stanford Health Care', 'Oxford Instruments', 'Berkeley Group']) {
      expect(namesSchool(name), name).toBe(false);
    }
  });
});

describe('isEducationEntry at a school named without a school word (round 19)', () => {
  it('when the title is a degree or programme in any language, then the entry is study', () => {
    const rows: Array<[string, string]> = [
      ['FGV EAESP', 'Mestrado Acadêmico em Administração'],
      ['Chalmers tekniska högskola', 'Masterprogram – Production Engineering'],
      ['KTH', 'Masterprogrammet i maskininlärning'],
      ['TUM', 'Masterprogramm Robotics'],
      ['CBS', 'Cand.merc. Finance'],
      ['DTU', 'Kandidatuddannelse i Bæredygtig Energi'],
      ['ESSEC', 'Programme Grande École'],
      ['ITAM', 'Maestría en Ciencia de Datos'],
      ['Technion', 'תואר שני בהנדסת תעשייה'],
      ['ODTÜ', 'Yüksek Lisans – Bilgisayar Mühendisliği'],
    ];
    for (const [company, title] of rows) expect(isEducationEntry({ company, title }), `${title} at ${company}`).toBe(true);
  });

  it('when the title names a role, or there is no title, then the school is an employer', () => {
    const rows: Array<[string, string | null]> = [
      ['KTH', 'Research Engineer'],
      ['FGV', 'Gerente de TI'],
      ['Insper', 'Coordenadora do Mestrado Profissional'],
      ['Insper', 'Master Data Specialist'],
      ['Georgia Tech', 'Master Scheduler'],
      ['Chalmers', 'Antagningshandläggare, masterprogram'],
      ['Chalmers', null],
    ];
    for (const [company, title] of rows) expect(isEducationEntry({ company, title }), `${title ?? '(no title)'} at ${company}`).toBe(false);
  });
  it("when a master's or doctorate is named in any of the profiles' languages, then it is study at a school named with or without a school word", () => {
    const titles = ['Maîtrise en finance', 'M2 Finance', 'Mastère Spécialisé Finance', 'Yüksek Lisans', 'Mesterképzés, pénzügy', 'Μεταπτυχιακό στα Χρηματοοικονομικά',
      'תואר שני במנהל עסקים', 'ماجستير إدارة الأعمال', 'Thạc sĩ Tài chính', 'Магістратура, фінанси', 'M.S., Computer Science', 'M.A. Economics', 'Doktorat',
      'Postgraduate, Finance', 'Graduate studies', 'Masterstudent Finance', 'Mestrado em Finanças', 'MSc Finance', 'MBA'];
    for (const title of titles) {
      for (const company of ['KTH', 'Universität Wien']) expect(isEducationEntry({ company, title }), `${title} at ${company}`).toBe(true);
    }
  });

  it("when a native degree word names study on its own, then it is study wherever; a role word after it keeps a job", () => {
    for (const title of ['Yüksek Lisans – İşletme', 'Thạc sĩ Quản trị Kinh doanh', 'Магистратура, финансы', 'Maisteriohjelma, rahoitus']) {
      expect(isEducationEntry({ company: 'Qwerty Labs', title }), title).toBe(true);
    }
    for (const title of ['Yüksek Lisans Programları Uzmanı', 'Магистратура, менеджер программы', 'Magister Farmacji', 'Civilingeniør', 'Cand.merc.', 'PGE', "Maîtrise d'ouvrage SI"]) {
      expect(isEducationEntry({ company: 'Apteka Zdrowie', title }), title).toBe(false);
    }
  });
});
