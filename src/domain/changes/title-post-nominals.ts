import { AREA_NAMES } from '../company/regions';
import { isKnownTitle } from '../titles/classify';
import { MARKET_WORDS } from './title-segments';

/*
 * Round 28 (issue #21, w4b's "Consultant Vascular Surgeon" → "… MBChB FRCS(Glasg)", "Attending Physician, Dept. of Pediatrics" →
 * "…, Department of Pediatrics, MD"): round 25 listed construction's post-nominal letters one by one, and the next set's
 * medicine, nursing, pharmacy, law and finance letters were none of them. The class is read here by its shape: a trailing run
 * of tokens written in capitals (with a hyphen, dots, a bracketed place or honours, a licence number after a body's letters),
 * and a list only for the forms written in mixed case (PharmD, MBChB, RPh, PhD, "Dr. med.").
 */

/** Degrees and statuses written in mixed case: no shape tells them from words, so they are listed. */
const MIXED = [
  'PharmD', 'MBChB', 'MBBCh', 'BChD', 'BMedSci', 'BSc', 'MSc', 'BScN', 'MScN', 'PhD', 'Ph\\.D\\.', 'DPhil', 'MPhil', 'RPh', 'BPharm', 'MPharm', 'BEng', 'MEng',
  'PsyD', 'EdD', 'DrPH', 'MMed', 'MSt', 'PGDip', 'PGCert', 'DipHE', 'FRCSEd', 'MRCSEd', 'FRCPath', 'MRCPsych', 'FRCPsych', 'FRCOphth', 'Hons',
  'Dr\\.\\s?med\\.(?:\\s?dent\\.|\\s?vet\\.)?', 'Dr\\.\\s?rer\\.\\s?nat\\.', 'Dr\\.\\s?phil\\.', 'Dr\\.\\s?jur\\.', 'Dr\\.-Ing\\.',
].join('|');

/** A bracketed place or qualification after a credential: "(Glasg)", "(Ed)", "(Lond)", "(UK)", "(Hons)". */
const QUALIFIER = '(?:\\s?[(（][\\p{L} .&]{1,12}[)）])';
const CAPS = '\\p{Lu}{2,6}(?:-\\p{Lu}{1,4})?';
const DOTTED = '(?:\\p{Lu}\\.){2,4}';
const NUMBER = '#?\\s?\\d[\\dA-Z]{3,9}';
const TOKEN = `(?:(?:${MIXED}|${DOTTED}|${CAPS})${QUALIFIER}?|${NUMBER}|${QUALIFIER})`;
const TOKEN_G = new RegExp(TOKEN, 'gu');
/** The run of tokens at the end of a title, after a space or a comma. */
const RUN = new RegExp(`(?:[\\s,]+${TOKEN})+\\s*$`, 'u');

/** Two-letter clinical degrees and licences, read alone only after a clinician's title or a clinical department ("Family Physician, DO", "…, Department of Surgery, MD"). */
const CLINICAL_PAIR = new Set(['MD', 'DO', 'RN', 'NP']);
const CLINICIAN =
  /physician|surg|doctor|nurse|clinic|practitioner|attending|resident|registrar|hospitalist|intensivist|internist|ologist|iatrist|ician\b|pharmac|médic|medic|m[ée]decin|arzt|ärzt|psychiatr|pa?ediatr|pediátr|ologue|ólog[oa]|infirmi|enfermer|an(?:a)?esth|cardi|oncol|radiol|neuro|obstet|gyn|ortho|dermat|emergency/iu;

/** Degrees written in capitals that name a profession's qualification alone ("Registered Nurse, BSN", "Solicitor, LLB"). */
const DEGREES = new Set(['MBBS', 'BSN', 'MSN', 'DNP', 'MPH', 'MHA', 'LLB', 'LLM', 'JD', 'BDS', 'MDS', 'DDS', 'DMD', 'DPT', 'CRNA', 'APRN', 'FNP', 'LPN', 'RGN', 'RMN', 'RPN', 'CFA', 'FRM', 'CPA']);

/** A fellowship or membership of a college or chartered society: F or M, then R, A or C, a C among the letters ("FRCS", "MRCP", "FACS", "MCSP"). */
const FELLOWSHIP = /^[FM][RAC]\p{Lu}{1,5}$/u;

function plain(token: string): string {
  return token.replace(/\s?[(（][^)）]*[)）]$/u, '');
}

/** A token that names a market, an area, a tool or a role of its own ("EMEA", "SMB", "CRM", "HR"): no credential. */
function namesOtherThing(token: string): boolean {
  const p = plain(token).toLowerCase();
  return AREA_NAMES.has(p) || MARKET_WORDS.has(p) || (!CLINICAL_PAIR.has(plain(token)) && isKnownTitle(plain(token)));
}

/** A token that is a credential alone: a form of its own (mixed case, dots, a bracket, a hyphen), a fellowship, or a degree. */
function strong(token: string, next: string | undefined): boolean {
  const p = plain(token);
  if (p !== token || new RegExp(`^(?:${MIXED}|${DOTTED})$`, 'u').test(p) || /-/u.test(p)) return true;
  if (next !== undefined && /^#?\s?\d/u.test(next)) return true;
  return (FELLOWSHIP.test(p) && p.includes('C')) || DEGREES.has(p);
}

/**
 * The title without a run of credentials at its end, each shorter run first (the run "ICU, RN BSN" is tried as "BSN", then "RN
 * BSN": a unit in capitals before the letters stays the title's). A run is credentials when none of its tokens names a market,
 * an area or a role, and either two of them are letters (not a bare number or bracket) or the one is a credential alone; a
 * two-letter MD, DO, RN or NP alone only after a clinician's title ("Head of Operations, MD" is a managing director).
 */
export function postNominalCuts(title: string): string[] {
  const run = RUN.exec(title);
  if (run === null) return [];
  const tokens = [...run[0].matchAll(TOKEN_G)];
  const cuts: string[] = [];
  for (let from = tokens.length - 1; from >= 0; from--) {
    const start = (run.index ?? 0) + (tokens[from]?.index ?? 0);
    const head = title.slice(0, start).replace(/[\s,]+$/u, '');
    const taken = tokens.slice(from).map((m) => m[0].trim());
    if (head === '' || !credentialRun(taken, head)) continue;
    cuts.push(head);
  }
  return cuts;
}

function credentialRun(tokens: readonly string[], head: string): boolean {
  if (tokens.some(namesOtherThing) || /^[(（#\d]/u.test(tokens[0] ?? '')) return false;
  const letters = tokens.filter((t) => !/^[(（#\d]/u.test(t));
  if (letters.length >= 2) return true;
  const [only = ''] = letters;
  if (CLINICAL_PAIR.has(only)) return CLINICIAN.test(head);
  return strong(only, tokens[1]);
}
