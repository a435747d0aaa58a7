import { words } from './role-classes';
import { TERM_GATE } from './term-gate';
import type { TitleClassification } from './types';

/**
 * A commission that is a public body ("Commission de régulation de l'énergie", "Securities and Exchange Commission", "European
 * Commission", "Kommission") lends no revops: the sales commissions word (`function-rules.ts`, tier 1) reads only the pay
 * (issue #21, round 33, buyers33a: w4h's "Stagiaire informatique à la Commission de régulation de l'énergie" was read revops). The
 * title is read again with the body's word left out.
 */
const BODY = new RegExp(
  `${words([
    'commission de', 'commission du', 'commission des', 'commission d', 'commission of', 'commission for', 'commission on',
    'commission nationale', 'commission europeenne', 'commission federale', 'commission regionale', 'commission scolaire',
  ])}|(?:^|\\s)(?:european|federal|national|regional|state|public service|civil service|election|electoral|securities and exchange|securities|trade|competition|utilities|utility|energy|planning|law|human rights|regulatory|gaming|gambling|charity|insurance|port|tax|forestry|water|the|la|a la|de la) commission(?=\\s|$)|${words([
    'kommission', 'eu kommission', 'europaische kommission', 'commissione', 'commissione europea', 'comision nacional', 'comision europea',
    'comision federal', 'comissao europeia', 'comissao nacional', 'europese commissie', 'komisja europejska', 'europeiska kommissionen',
  ])}`,
  'u',
);
const BODY_GATE = TERM_GATE.slot(() => ({ anywhere: ['commission', 'kommission', 'comision', 'comissao', 'commissie', 'komisja'] }));
/** The commission's word, blanked where it names the body. */
const COMMISSION_WORD = /(?:commission|kommission|commissione|comision|comissao|commissie|komisja|kommissionen)(?=\s|$)/u;

export function byCommissionBody(text: string, read: TitleClassification, classify: (title: string) => TitleClassification): TitleClassification {
  if (read.function !== 'revops' || !TERM_GATE.holds(BODY_GATE, text)) return read;
  const body = BODY.exec(text);
  if (body === null) return read;
  const at = body.index + body[0].search(COMMISSION_WORD);
  const word = COMMISSION_WORD.exec(text.slice(at));
  if (word === null || word.index !== 0) return read;
  const again = classify(`${text.slice(0, at)}${text.slice(at + word[0].length)}`.replace(/\s+/gu, ' ').trim());
  return again.function === null || again.function === 'revops' ? read : { seniority: read.seniority, function: again.function };
}
