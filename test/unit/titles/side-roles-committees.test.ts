import { describe, expect, it } from 'vitest';

import { sideRoleKind } from '../../../src/domain/titles/side-roles';

/**
 * Round 15 (issue #21): a seat on a committee, commission or council of a professional body outlives the job (w3m's
 * bar-association ethics-committee member, "Članica Etičkog odbora"), in every language. 18 of these 20 were read as
 * main jobs before `COMMITTEE_SEAT_TERMS`.
 */
const SEATS = [
  'Članica Etičkog odbora', 'Član Upravnog odbora – Hrvatska odvjetnička komora', 'Mitglied des Ausschusses für Berufsrecht',
  "Membre du conseil de l'Ordre", 'Miembro de la Comisión de Deontología', 'Membro da Comissão de Ética – OAB',
  'Componente della commissione esami', 'Lid tuchtcommissie', 'Członkini Komisji Etyki', 'Členka etické komise ČAK',
  'Etik kurul üyesi', 'Bizottsági tag – Magyar Ügyvédi Kamara', 'Член комісії з етики', 'חברת ועדת אתיקה – לשכת עורכי הדין',
  'عضو لجنة الأخلاقيات', 'Anggota Komite Etik', 'Ethics Committee Member – Law Society', 'Toimikunnan jäsen',
  'Μέλος επιτροπής δεοντολογίας', '倫理委員会委員',
];

/** Jobs of the same bodies: an advocate, a committee's secretary or clerk, a commission's specialist. */
const JOBS = ['Advokatica', 'Odvjetnica', 'Tajnica odbora', 'Komisyon Uzmanı', 'Referentka komise', 'Senior Associate'];

describe('committee seats of round 15', () => {
  it.each(SEATS)('when the title is "%s", then it is a side role', (title) => {
    expect(sideRoleKind(title)).not.toBeNull();
  });

  it.each(JOBS)('when the title is "%s", then it is a main job', (title) => {
    expect(sideRoleKind(title)).toBeNull();
  });
});
