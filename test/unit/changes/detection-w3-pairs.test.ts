import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

const pairs = loadStoryPairs('test/fixtures/detection-w3/pairs.json');

/** The categories of test/fixtures/detection-w3/README.md, each with the decision written there. */
const CATEGORIES = ['side_project', 'side_role_remains', 'education', 'company_family', 'edit_in_place', 'not_found', 'non_job_entry', 'control'];

describe('detectChange on test/fixtures/detection-w3/pairs.json', () => {
  it('when the set is loaded, then it has every category of the README', () => {
    expect(new Set(pairs.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    expect(pairs.length).toBeGreaterThanOrEqual(400);
  });

  it('when every pair is read, then moved precision ≥ 99.5 % and change type ≥ 98 %', () => {
    const got = pairs.map((p) => ({ p, type: detectChange(p.prev, p.next, p.ctx)?.type ?? null }));
    const moved = got.filter((g) => g.type === 'moved');
    expect(moved.filter((g) => g.p.expected === 'moved').length / moved.length).toBeGreaterThanOrEqual(0.995);
    expect(got.filter((g) => g.type === g.p.expected).length / got.length).toBeGreaterThanOrEqual(0.98);
  });

  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('%s', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});

/**
 * The development rounds of issue #21: each file was written before its rules, for the classes of one blind set's
 * misses, with other people, companies and languages than that set's, and controls that must stay a move or a change.
 */
const ROUNDS: readonly string[] = [
  // Round 3 (issue #21): examples written for the rule families the w3b blind set's misses came
  // from — company families without a shared page id, courses and co-owned businesses beside a job,
  // sole traders and compulsory service, trustee seats and bracketed advisor titles, edits that only
  // abbreviate, change gender or decorate — with other companies, people and languages than w3b's,
  // and controls that must stay a move or a change.
  'pairs-round3.json',
  // Round 4 (issue #21): examples written for the rule families the w3c set's misses came from —
  // a group page and a national company at a hand-off (founder's given name, the group's long name,
  // local company words, transliterations, two divisions), courses, weekend programmes, evening
  // teaching and memberships beside a job, full-time study written as a degree, an IIT or a
  // bootcamp cohort, board seats and job search in Vietnamese, Portuguese and Hindi in Latin letters
  // — with other companies, people and languages than w3c's, and controls that stay a move (two
  // names joined by "+", a shared business noun or country word, no hand-off).
  'pairs-round4.json',
  // Round 5 (issue #21): examples written for the rule families the w3d set's misses came from —
  // a new entry beside a continuing main job that the headline still names (own shops, a podcast, a
  // part-time degree, associate teaching), board and committee seats at associations, foundations
  // and chambers that remain when the job ends, a group's national entity written in another script,
  // with an acronym, a bracketed country or a development centre, and caring, sabbaticals and travel
  // in Polish, Czech, Hungarian, Indonesian, Greek and Romanian — with other companies, people and
  // languages than w3d's, and controls that stay a move (the headline names the new employer, "ex-",
  // a paid job at a foundation, a common first word, two names of one initial, a retirement-village
  // employer).
  'pairs-round5.json',
  // Round 6: the classes of holdout-w3e's false moves, written before the fix with other people, companies
  // and languages: study named by its degree ("MPP candidate"), as a "learner", a doctoral applicant
  // (здобувач, соискатель), a Finnish "-opiskelija" compound, 교육생 / 学员; career breaks in fi/el/fr/nl/sv/
  // tr/ko/he/cs (työtauko, välivuosi, επαγγελματική παύση, année de césure, tussenjaar …); a group's national
  // entity written in Hangul, Katakana, Hebrew and Arabic; and controls (a job about learners or candidates,
  // a travel company named "… Reizen", Lukoil after Lufthansa, a university after a bank that reads alike).
  'pairs-round6.json',
  // Round 8: structure before vocabulary, for the classes of holdout-w3g's false moves, written before the fix
  // with other people, companies and languages: a phrase of ordinary words in place of an employer (no page
  // id, no title) after the job ended, in 20 languages, with controls that stay a move (a legal form, a page
  // id, a web domain); a group's national entity written in Katakana, Hangul, Hebrew, Cyrillic, Greek and
  // Devanagari at a hand-off, with controls (another company of that script); a new entry beside a job the
  // headline still presents by its title or its initials, with controls (the headline names the new job, or
  // there is no headline).
  'pairs-round8.json',
  // Round 9 (issue #21): examples written for the classes of what a new entry is, from w3h's false
  // moves, before the rules — an activity beside a continuing job (elected local seats, sports
  // officials, gigs on platforms, clubs, spare-time titles), study written as a plan (exam
  // preparation, language study abroad, student compounds), breaks by class (military service,
  // parenthood, relocation, displacement), a group's registered entity at a hand-off — with controls
  // that stay moves.
  'pairs-round9.json',
  // Round 10 (issue #21): examples written for w3i's classes before the rules — side entries with no evidence
  // of employment (an office at an association, a committee, a parish, a club; guest lecturing; a volunteer
  // unit) that stay when the main job ends, in every language; a self-run business or an account beside a
  // continuing job (an emoji or a handle for a name, a sole trader's form, a creator's title); a phrase with
  // a title that names no role after the job ended; full-time study or retraining after leaving; edits that
  // only write a language's letters in or respell one inflection — with controls that stay moves or changes.
  'pairs-round10.json',
  // Round 11 (issue #21): examples written for w3j's pair classes before the rules — edits that drop one of a
  // word written twice in two spellings, rewrite a feminine title as the slash form (Hebrew), respell Russian
  // letters as Ukrainian ones or add an English gloss after a title in another script with only a space; franchise
  // bottlers that share a brand and are separate companies; a national railway group's entities — with controls.
  'pairs-round11.json',
  // Round 12: subsidiaries under their own brand in the group data (and two entities of one operating group),
  // with controls: sister companies of a holding and an acquisition that keeps its identity are moves.
  'pairs-round12.json',
  // Round 13: sister companies of a holding and groups of the regional data files are one family; controls: two groups,
  // a word shared by strangers (hydro, a city), a name in another script that gives another brand in brackets.
  'pairs-round13.json',
  // Round 14: family words shared by separate groups (keiretsu, "Telekom"), one word with two legal forms (Merck), names
  // shared by strangers, spin-offs, subsidiaries in Egypt, Peru, Turkey and Chile; edits in place: a typo, letters after
  // the title, the role's name in an unread language — and two titles of one language with no word in common (an edit).
  'pairs-round14.json',
  // Round 15: companies a group controls, bought or created, under brands of their own (airline groups, Roche, JBS, Geely,
  // E-mart's Starbucks licensee, Sonae, Jerónimo Martins, BRAC Bank, DP World) — and famous names followed by a proper
  // noun of another company (Roche Bobois, ShopRite of Wakefern, Linde Material Handling), two airlines of two groups.
  'pairs-round15.json',
  // Round 16 (written after the group data, in sample): a company of a luxury, pharma, banking, IT-services or hospital
  // group under a brand of its own is one family; controls: strangers that share a brand word (Otto's Hermes, Fresenius
  // Medical Care, Capri Sun, Atos Medical, Toppan Merrill) and a company folded into its owner with the same role.
  'pairs-r16-families.json',
  // Round 17 (written before the rule and the data): brewers' and bottlers' national companies, carmakers' captive finance,
  // a carmaker's brand to the group's headquarters with the title translated, group names inside compound words (Koçfinans,
  // Sabancı's -sa companies), majority stakes in listed companies (Reliance → Jio, Aramco → SABIC); controls: a stranger
  // whose name begins with a group's (Koçak Farma), other brewers and bottlers, a company folded into its owner.
  'pairs-r17-families.json',
  // Round 17's probe, written after the rule and the data (in sample; 9 of 12 wrong on main 68aa077).
  'pairs-r17-families-probe.json',
  // Round 19 (written before the data and the rule): study after leaving at schools named without a school word (FGV,
  // KTH, Chalmers, Insper, ITAM …) in 14 languages' study wordings; controls: people who work at those schools.
  'pairs-r19-school.json',
  // Round 19 (written before the data): a group's branded data, media, payments, technology and services arms
  // (84.51°, Roundel, Nectar360, Quantium, Booker …); controls: another group's arm, strangers sharing a brand word.
  'pairs-r19-families.json',
  // Round 19's probes, written after the data and the rule (in sample; 6 of 18 and 11 of 12 wrong on main 364c8d6).
  'pairs-r19-school-probe.json',
  'pairs-r19-families-probe.json',
  // Round 20 (written for w3t's class, checked on main 833926a before commit: 32 of 38 wrong there): the industrial
  // groups and family holdings of the manufacturing countries and the companies they run or bought (Würth's, LS's in
  // Hangul, Delta's, Midea's, Schaeffler's, the Taiwanese groups' in Han, Daikin's, Randon's …); controls: strangers that
  // share a word or letters (Knorr-Bremse and Unilever's Knorr, SEB the bank, Delta the airline, Behr the paint maker).
  'pairs-r20-families.json',
  // Round 20 (written before the vocabulary; 7 of 38 wrong on main 833926a): leaving a job for a vocational upgrading school
  // full time in 20 languages (Technikerschule, Meisterschule, Fachschule, lycée and BTS, ITS Academy, SENAI and ETEC,
  // CONALEP, ROC, Yrkeshögskolan, Fagskolen, technikum, politeknik, 폴리텍, ポリテクカレッジ, 技师学院, TAFE) and a master's at a
  // university written in traditional Han (大學, 碩士班); controls: teachers, instructors and assistants there, and the
  // qualification written as a job title at a company.
  'pairs-r20-school.json',
  // Round 20 (written before the rule; 11 of 19 wrong on main 833926a): a new entry at the same employer inside one band
  // that steps down — a site head to a head within the site, a title to a deputy's — in 9 languages; controls that stay
  // promotions (a head within a site to the site head, a deputy made full, a site head to a bigger site, VP to SVP).
  'pairs-r20-families-step.json',
  // Round 20's probes, written after the data and the rules (in sample; 10 of 12 and 4 of 12 wrong on main 833926a): 10 of
  // 12 right as first run each; one family miss was the data's (a stranger "Baer Supply Chain …" read as Würth's by a
  // listed "Baer Supply Company", withdrawn), one school miss the vocabulary's (a "Vollzeitlehrgang"); the two rows
  // wrong on main too are kept in the "-open" files with the reason.
  'pairs-r20-families-probe.json',
  'pairs-r20-school-probe.json',
  // Round 21 (written before the data and the rules; 14 of 26, 16 of 21 and 3 of 11 wrong on main fd8f387): Asia-Pacific
  // groups (Itochu's FamilyMart and food and energy companies, China's state carriers' provincial companies and
  // subsidiaries, Taiwan's financial holdings' banks, insurers and brokers, Lotte's in Hangul and English); controls:
  // another group's name inside a Hangul name (이마트 in 롯데하이마트), Lotte Card sold, 新光三越 and Shin Kong Life, Cathay
  // Pacific and Cathay United Bank, CITIC and CTBC. Commonwealth degree abbreviations at universities ("BHSc", "GradDip",
  // "MBChB"); controls: a lecturer, a coordinator, a tutor there. A Korean unit head cut to a flat grade (팀장 → 매니저).
  'pairs-r21-families.json',
  'pairs-r21-school.json',
  'pairs-r21-step.json',
  // Round 21, the rest of the class (written before its data; 6 of 10 wrong on main fd8f387): the sōgō shōsha's IT, retail
  // and food companies and CITIC's; controls: CITIC Securities (a minority stake), SMBC, another trading house's wholesaler.
  'pairs-r21-families-shosha.json',
  // Round 21's probes, written after the data and the rules (in sample; 6 of 13, 5 of 10 and 2 of 7 wrong on main fd8f387):
  // all right as first run.
  'pairs-r21-families-probe.json',
  'pairs-r21-school-probe.json',
  'pairs-r21-step-probe.json',
];

for (const file of ROUNDS) {
  describe(`detectChange on test/fixtures/detection-w3/${file}`, () => {
    const round = loadStoryPairs(`test/fixtures/detection-w3/${file}`);

    it.each(round.map((p) => [`${p.id}: ${p.story}`, p] as const))('%s', (_name, pair) => {
      expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
    });
  });
}
