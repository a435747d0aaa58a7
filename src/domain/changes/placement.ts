import { memoiseByString } from '../company/memoise';

/**
 * Round 32 (issue #21, families32; w4f's control-012, "UBS (via Hays Schweiz)" → "UBS" read as a promotion): an entry
 * whose company names a client and, in brackets, the agency or contractor that placed the person there — "UBS (via Hays
 * Schweiz)", "Deutsche Bank (über Hays)", "トヨタ自動車（パーソルテンプスタッフ経由）", "삼성전자 (파견)" — is employment by
 * the agency, not by the client: a later permanent role at the client is a move (the employer changed), and a placement
 * entry added beside the agency's own entry is that same job described by its client (no change).
 *
 * The mechanism is the bracket: a connector meaning "through" followed by the agency's name (or, in the languages that
 * put it after, the name followed by the postposition), or a word that says the person is an agency's or an outsourcer's
 * worker without naming it. Only a bracketed tail is read: "Via Varejo", "Condominio Via Padova", a company called
 * "Through Line" stay names. A bare "(contract)" or "(freelance)" is left alone: in many countries a fixed-term contract is
 * the client's own employment.
 */
export interface Placement {
  /** The agency as named, or '' when the bracket only says the person was placed ("(파견)", "(agency)"). */
  agency: string;
}

/** The placement an entry's company names, or null for an ordinary company name. */
export function placementOf(company: string | null | undefined): Placement | null {
  if (company == null || !BRACKET.test(company)) return null;
  return placementMemo(company);
}

const BRACKET = /[(（[]/u;

const placementMemo = memoiseByString((company: string): Placement | null => {
  const tail = TAIL.exec(company)?.[1]?.trim();
  if (tail === undefined || tail === '') return null;
  const before = BEFORE_AGENCY.exec(tail);
  if (before !== null) return NOT_AGENCY.test(before[1] ?? '') ? null : { agency: clean(before[1] ?? '') };
  const after = AFTER_AGENCY.exec(tail);
  if (after !== null) return { agency: clean(after[1] ?? '') };
  return UNNAMED.test(tail) ? { agency: '' } : null;
});

/** "(via acquisition of …)", "(through the merger)": how the company came to be, not an agency. */
const NOT_AGENCY = /^(?:the |an? )?(?:acquisition|merger|fusion|übernahme|acquisizione|adquisición|aquisição|rachat|buyout|spin-?off)/iu;

/** The last bracketed part of the name, what follows the client's name. */
const TAIL = /[(（[]([^()（）[\]]+)[)）\]]\s*$/u;

/**
 * "through" before the agency, in the languages of the sets (an optional "contract"/"contractor"/"temp" before it):
 * en via/through, de über/durch, fr via/par/par l'intermédiaire de/par le biais de, es/pt vía/a través de/por medio de/
 * mediante/através da/por meio da/pela/pelo, it tramite/per il tramite di, nl via/namens…, pl przez/za pośrednictwem,
 * sv/nb/da genom/gjennom/gennem, cs/sk přes/prostřednictvím/cez, ro prin/prin intermediul, el μέσω, uk/ru через, ar عبر/عن
 * طريق/من خلال, he דרך/באמצעות, id melalui/lewat, vi thông qua/qua, zh 通过/经由/透过/透過.
 */
const BEFORE_AGENCY = new RegExp(
  String.raw`^(?:(?:contract(?:or)?|contracted|temp(?:orary)?|consultant|freelance(?:r)?|placed|on assignment|outsourced)\s+)?` +
    String.raw`(?:via|vía|through|über|durch|par l['’]intermédiaire d[eu']\s*|par le biais d[eu']\s*|par|a través de(?:l)?|por medio de|mediante|através d[aoe]s?|por meio d[aoe]s?|pel[ao]|tramite|per il tramite di|przez|za pośrednictwem|genom|gjennom|gennem|přes|prostřednictvím|cez|prin intermediul|prin|μέσω|через|عبر|عن طريق|من خلال|דרך|באמצעות|melalui|lewat|thông qua|qua|通过|經由|经由|透过|透過)\s*(.+)$`,
  'iu',
);

/**
 * The agency before a postposition meaning "through": ja 経由/を通じて, ko 통해/경유, tr aracılığıyla/üzerinden, fi kautta,
 * hu keresztül/révén, hi के माध्यम से/के ज़रिए/द्वारा, hi-Latn ke through/ke madhyam se/ke zariye.
 */
const AFTER_AGENCY = /^(.+?)\s*(?:経由|を通じて|を通して|より派遣|から派遣|(?:을|를)?\s*통해|경유|aracılığıyla|üzerinden|kautta|(?:-?[ae]n\s+)?keresztül|révén|के माध्यम से|के ज़रिए|के जरिए|द्वारा|ke (?:through|madhyam se|zariye|jariye))(?:\s*(?:派遣|外包|파견|outsourcing))?$/iu;

/** A bracket that says the person is an agency's or outsourcer's worker without naming it. */
const UNNAMED =
  /^(?:(?:via|through|through an?)\s+(?:agency|staffing agency|recruitment agency|contractor|vendor|third[- ]party)|agency(?: worker| temp| contractor)?|staffing agency|temp via agency|outsourced|third[- ]party contractor|vendor contractor|leiharbeit(?:er(?:in)?)?|zeitarbeit|arbeitnehmerüberlassung|intérim(?:aire)?|en régie|prestataire|派遣(?:社員)?|外包(?:驻场)?|驻场|劳务派遣|파견(?:\s*근무|직)?|용역|via (?:uitzendbureau|detacheerder)|uitzendkracht|gedetacheerd|przez agencję(?: pracy)?|agencja pracy|(?:через )?кадрове агентство|(?:عن طريق|عبر) (?:شركة )?(?:توظيف|مقاول)|dış kaynak|taşeron|alihdaya|outsource)$/iu;

/** The agency's name without a trailing "outsourcing"/"派遣"/"外包" word. */
function clean(agency: string): string {
  return agency.replace(/\s*(?:外包|派遣|outsourcing)$/u, '').trim();
}
