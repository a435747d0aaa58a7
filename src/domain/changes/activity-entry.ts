import { memoiseByString } from '../company/memoise';
import {
  CLUB_CJK,
  CLUB_LEADING_FORMS,
  CLUB_NAME_WORDS,
  CLUB_TRAILING_FORMS,
  ELECTED_SEAT_TERMS,
  GIG_PLATFORMS,
  GIG_TITLE_TERMS,
  NUMBERED_TABLE,
  SERVICE_CLUB_TERMS,
  SERVICE_HEADQUARTERS_WORDS,
  SPARE_TIME_TERMS,
  SPORT_OFFICIAL_TERMS,
  UNPAID_LEADING_TERMS,
  VOLUNTEER_BODY_TERMS,
  VOLUNTEER_JOB_WORDS,
} from '../titles/activity-terms';
import { foldEntryText, termPattern, wholeEntryPattern } from '../titles/entry-terms';
import { SIDE_HOURS_TERMS } from '../titles/side-business-terms';
import { hasCompanyPage } from './employment-evidence';
import type { Position } from './types';

/**
 * An entry that is an activity beside a job, not an employer (issue #21, round 9: holdout-w3h's
 * weekend referee, two elected local seats, evening ride-hailing and a football club's chair were read
 * as concurrent new jobs). Decided by what the entry is, in every language
 * (`titles/activity-terms.ts`):
 *
 * - an elected local seat ("Conseiller municipal", "Člen zastupitelstva obce", "Radny", "구의원") or a civic
 *   duty (a lay judge, a juror: "Schöffin", "Ławnik");
 * - any role at a volunteer body named as such ("Freiwillige Feuerwehr", "Ochotnicza Straż Pożarna");
 * - a sports official ("Klasman Hakemi", "Schiedsrichter", "Referee");
 * - spare time written in the title: a bracketed or separated part, or the last word, that only says
 *   weekends, evenings, as a volunteer, unpaid or part time ("Kierowca (wieczorami)", "Ordförande
 *   (ideellt)", "Président bénévole"), or an unpaid adjective before the role ("Volunteer Coach", not
 *   "Volunteer Coordinator");
 * - a gig on a ride-hailing or delivery platform: a driver or courier title at Uber, Bolt, Glovo, Gojek …;
 * - a seat or role at a sports club with no company page ("Hässelby SK", "TJ Sokol Libčice", "ASD
 *   Polisportiva Castello").
 *
 * Only read beside a main job that continues (and for an entry that stays when the job ends): a
 * paid job at a league, a council or a platform ("Head of Marketing" at the Premier League, an
 * operations manager at Uber) is none of these and stays a concurrent new job.
 */
export function activityEntry(p: Position): boolean {
  const title = p.title ?? '';
  if (activityTitle(title)) return true;
  if (isGigPlatform(p.company ?? '') && gigTitle(title)) return true;
  if (isVolunteerBody(p.company ?? '')) return true;
  return !hasCompanyPage(p) && isClubName(p.company ?? '');
}

const ELECTED = termPattern(ELECTED_SEAT_TERMS);
const OFFICIAL = termPattern(SPORT_OFFICIAL_TERMS);
/** Round 40: with the hours of a side business (`SIDE_HOURS_TERMS`: "शाम को", "weekend pe", "nach Feierabend"), compiled on first use. */
let spare: RegExp | null = null;
const spareTimeWords = (text: string): boolean => (spare ??= wholeEntryPattern([SPARE_TIME_TERMS, SIDE_HOURS_TERMS])).test(text);
const UNPAID_LEADING = wholeEntryPattern([UNPAID_LEADING_TERMS]);
const GIG = wholeEntryPattern([GIG_TITLE_TERMS, SPARE_TIME_TERMS]);

const activityTitle = memoiseByString((title: string): boolean => {
  const text = foldEntryText(title);
  if (text === '') return false;
  return ELECTED.test(text) || OFFICIAL.test(text) || spareTime(title, text);
});

/** Parts of a title set apart by brackets or separators ("Driver (weekends)", "Coach – volunteer"). */
function titleParts(title: string): { main: string; asides: string[] } {
  const asides: string[] = [];
  const main = title.replace(/[(（[]([^()（）[\]]*)[)）\]]/gu, (_m, inner: string) => {
    asides.push(inner);
    return ' ';
  });
  const [head = '', ...rest] = main.split(/\s[-–—|·]\s|,\s|\s\/\s/u);
  return { main: head, asides: [...asides, ...rest] };
}

function spareTime(title: string, text: string): boolean {
  const { asides } = titleParts(title);
  if (asides.some((a) => spareTimeWords(foldEntryText(a)))) return true;
  const words = text.split(' ');
  if (words.length > 1 && spareTimeWords(words[words.length - 1] ?? '')) return true;
  return words.length > 1 && UNPAID_LEADING.test(words[0] ?? '') && !VOLUNTEER_JOB_WORDS.test(words[1] ?? '');
}

/** A title that is only gig-work and spare-time words, once brackets are set aside ("Mitra Pengemudi", "Repartidor (fines de semana)"). */
const gigTitle = memoiseByString((title: string): boolean => {
  const main = foldEntryText(titleParts(title).main);
  return main !== '' && GIG.test(main);
});

const PLATFORM = new RegExp(`^(?:${GIG_PLATFORMS.map((w) => foldEntryText(w)).join('|')})(?: |$)`, 'u');

const isGigPlatform = memoiseByString((company: string): boolean => PLATFORM.test(foldEntryText(company)));

const VOLUNTEER_BODY = termPattern(VOLUNTEER_BODY_TERMS);
const isVolunteerBody = memoiseByString((company: string): boolean => VOLUNTEER_BODY.test(foldEntryText(company)));

const CLUB_WORD = termPattern({ any: CLUB_NAME_WORDS });
const LEADING = new Set(CLUB_LEADING_FORMS);
const TRAILING = new Set(CLUB_TRAILING_FORMS);

/** A sports club's name: a club word, or a club abbreviation first or last ("TSV Grünwald 1921", "Bergsjö IF"). */
const isClubName = memoiseByString((company: string): boolean => {
  if (CLUB_CJK.test(company)) return true;
  const text = foldEntryText(company);
  if (text === '') return false;
  if (CLUB_WORD.test(text)) return true;
  const words = text.split(' ');
  if (words.length < 2) return false;
  return LEADING.has(words[0] ?? '') || TRAILING.has(words[words.length - 1] ?? '');
});

const SERVICE_CLUB = termPattern(SERVICE_CLUB_TERMS);
const HEADQUARTERS = new Set(SERVICE_HEADQUARTERS_WORDS);

/**
 * An office at a local service club (round 18, w3r: "President-elect" at the Rotary Club of Kandy): Rotary, Lions,
 * Kiwanis, Toastmasters, Zonta, Soroptimist, a numbered Round Table … in the profiles' languages
 * (`titles/activity-terms.ts` `SERVICE_CLUB_TERMS`). Members run such a club: a new entry there after the main job ended is
 * no new employer. The organisation's headquarters or foundation ("Rotary International", "Lions Clubs International":
 * the name holds nothing but the club word and those words) employs staff and is one.
 */
export const serviceClub = memoiseByString((company: string): boolean => {
  const text = foldEntryText(company);
  const found = SERVICE_CLUB.exec(text);
  if (found === null) return NUMBERED_TABLE.test(text);
  const rest = text.replace(found[0], ' ').split(' ').filter((w) => w !== '' && !HEADQUARTERS.has(w));
  return rest.length > 0;
});

