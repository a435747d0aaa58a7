import { describe, expect, it } from 'vitest';

import { projectStep } from '../../../src/domain/changes/project-ladder';

describe('projectStep (issue #21, round 25)', () => {
  it("when a project's or a team's lead takes a specialist's title, then it is a step aside, in the profiles' languages", () => {
    const pairs: Array<[string, string]> = [
      ['Project Manager', 'Senior Estimator'], ['Proje Müdürü', 'Teklif Mühendisi'], ['Projektleiter Hochbau', 'Kalkulator'],
      ['Chef de projet', 'Ingénieur méthodes'], ['Kierownik projektu', 'Starszy kosztorysant'], ['Manajer Proyek', 'Estimator Senior'],
      ['Projectleider', 'Werkvoorbereider'], ['Tiimijuht – arveldus', 'Arveldusspetsialist'], ['Jefe de Obra', 'Ingeniero de Licitaciones'],
      ['项目经理', '造价工程师'], ['Team Leader – Claims', 'Senior Claims Specialist'],
    ];
    for (const [from, to] of pairs) expect(projectStep(from, to), `${from} → ${to}`).toBe('aside');
  });

  it('when the new title leads too, or the old one led nothing, then it is no step aside', () => {
    const pairs: Array<[string, string]> = [
      ['Project Manager', 'Lead Estimator'], ['Project Manager', 'Construction Manager'], ['Estimator', 'Project Manager'],
      ['Key Account Manager', 'Senior Sales Engineer'], ['Product Manager', 'Senior Product Specialist'], ['Chef de projet réseau', 'Directeur de programme'],
      ['Teklif Mühendisi', 'Proje Müdürü'], ['Project Manager', 'Principal Engineer'],
    ];
    for (const [from, to] of pairs) expect(projectStep(from, to), `${from} → ${to}`).toBeNull();
  });

  it("when both titles are on a project's ladder, then the ladder decides: a project executive above a project director or a senior project manager", () => {
    expect(projectStep('Projektdirektör', 'Project Executive')).toBe('up');
    expect(projectStep('Senior Project Manager', 'Project Executive')).toBe('up');
    expect(projectStep('Project Executive', 'Project Director')).toBe('down');
    // After a plain project manager the executive's word is ambiguous (a junior grade in Indian offices): the bands decide.
    expect(projectStep('Project Manager', 'Project Executive')).toBeNull();
  });
});
