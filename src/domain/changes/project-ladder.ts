import { memoiseByString } from '../company/memoise';
import { foldEntryText } from '../titles/entry-terms';

/**
 * Rank read from a project's ladder and from leading a project or a team (issue #21, round 25; w3y's control-024 and
 * control-025, company_family-003). The title classifier reads a project manager as an individual contributor — in most
 * firms it names no one's manager — and a "Project Executive" as one too ("executive" is a junior grade in Indian and
 * British offices), so a new entry at the same employer compared only by band reads:
 *
 * - "Proje Müdürü" → "Teklif Mühendisi", "Project Manager" → "Senior Estimator": one band, so a promotion — but the labellers
 *   read a project's lead who goes back to a specialist's desk (tender engineer, estimator, planner, cost engineer) as a
 *   change of title, not a step up: leading a project or a team ranks above the specialist titles of the same band
 *   (`LEAD_POST`, in the profiles' languages), and a title that names no lead at all (`ANY_LEAD`) is not higher;
 * - "Projektdirektör" → "Project Executive" at Skanska USA: director to an individual contributor, so a step down — but in
 *   North American contractors the project executive ranks above the project directors and managers of a project. On the
 *   project's ladder (`LADDER`) a project executive is read above a project director or a senior project manager only; after
 *   a plain project manager or an engineer the word is ambiguous (an Indian "executive" grade) and the bands decide.
 *
 * Read by `compare-snapshots.ts` only for a new entry at the same employer or its group, never by the title classifier.
 */
const LADDER: ReadonlyArray<readonly [RegExp, number]> = [
  [/(?<![\p{L}\p{N}])project executive(?![\p{L}\p{N}])/u, 6],
  [
    /(?<![\p{L}\p{N}])(?:project director|projekt ?direktor|projektdirektor|directeur de projet|directrice de projet|director de proyecto|directora de proyecto|diretor de projeto|diretora de projeto|direttore di progetto|projectdirecteur|dyrektor projektu|proje direktoru)(?![\p{L}\p{N}])|项目总监|プロジェクトディレクター/u,
    5,
  ],
  [/(?<![\p{L}\p{N}])senior project manager(?![\p{L}\p{N}])/u, 4],
];

/** A title that leads a project, a site or a team, in the profiles' languages (folded: no accents, no punctuation). */
const LEAD_POST = new RegExp(
  [
    '(?<![\\p{L}\\p{N}])(?:project|team|site|construction|works|section|package) (?:manager|leader|lead|head)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:projekt|team|bau)leiter(?:in)?(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:chef|cheffe|responsable) (?:de |d )?(?:projet|projets|chantier|equipe)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:jefe|jefa|gerente|director|directora) de (?:proyecto|proyectos|obra|equipo|projeto|projetos)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:capo progetto|responsabile di progetto|project leader)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:kierownik|kierowniczka) (?:projektu|budowy|zespolu|robot)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:manajer|kepala|pimpinan) (?:proyek|tim)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:project|team)leider(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:proje muduru|proje yoneticisi|santiye sefi|takim lideri|ekip lideri)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:projektledare|projektleder|projektipaallikko|tiimijuht|projektijuht|vedouci projektu|projektvezeto|sef de proiect|manager de proiect)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:руководитель|керівник) (?:проекта|проекту|группы|групи)(?![\\p{L}\\p{N}])',
    '项目经理|項目經理|プロジェクトマネージャー|プロジェクトマネジャー|프로젝트 ?매니저|현장소장',
  ].join('|'),
  'u',
);

/** Any word that names leading, managing or heading something: a title with none of them names a specialist's desk. */
const ANY_LEAD =
  /(?<![\p{L}\p{N}])(?:manager|managerin|management|leader|lead|head|director|directora|directeur|directrice|direktor|dyrektor|diretor|diretora|direttore|igazgato|reditel|johtaja|chief|supervisor|superintendent|coordinator|principal|executive|chef|cheffe|jefe|jefa|gerente|responsable|responsabile|leiter|leiterin|kierownik|kierowniczka|manajer|kepala|muduru|yoneticisi|sefi|lideri|lider|leider|ledare|leder|paallikko|juht|vedouci|vezeto|sef|руководитель|керівник|директор|менеджер|mudur|müdür)(?![\p{L}\p{N}])|(?:leiter|leiterin|ledare|leder|leider|paallikko|juht|vezeto)(?![\p{L}\p{N}])|经理|經理|主管|总监|組長|组长|部長|部长|課長|课长|マネージャー|マネジャー|リーダー|매니저|팀장|소장|파트장/u;

function ladderRank(folded: string): number | null {
  for (const [term, rank] of LADDER) if (term.test(folded)) return rank;
  return null;
}

/** What one title says for the ladder, read once per title (titles repeat across a run's profiles). */
interface Rung {
  rank: number | null;
  leadPost: boolean;
  anyLead: boolean;
}

const rungOf = memoiseByString((title: string): Rung | null => {
  const folded = foldEntryText(title);
  if (folded === '') return null;
  return { rank: ladderRank(folded), leadPost: LEAD_POST.test(folded), anyLead: ANY_LEAD.test(folded) };
});

/**
 * The step between two titles at the same employer that the bands cannot read: 'up' or 'down' on a project's ladder, 'aside'
 * for a project's or a team's lead who takes a specialist's title (not higher: a change of title), or null.
 */
export function projectStep(before: string | null, after: string | null): 'up' | 'down' | 'aside' | null {
  const from = rungOf(before ?? '');
  const to = rungOf(after ?? '');
  if (from === null || to === null) return null;
  // The executive's rung counts above a director or a senior project manager only (see the module comment).
  if (from.rank !== null && to.rank !== null && from.rank !== to.rank) return to.rank > from.rank ? 'up' : 'down';
  return from.leadPost && !to.anyLead ? 'aside' : null;
}
