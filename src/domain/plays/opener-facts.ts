import { companyDisplayName } from '../company/display-name';
import { cleanLastName, displayFirstName } from '../normalise';
import { displayTitle } from '../titles/display-title';
import { isNonJobEntry } from '../titles/non-job';

/** What an opener may say about the person and the change, each already written for display. */
export interface OpenerFacts {
  /** The greeting word ("Dana"), or null when none is usable. */
  name: string | null;
  /** "Dana Scully" for the internal note; "A contact" when the name is unknown. */
  fullName: string;
  oldCo: string | null;
  oldTitle: string | null;
  newCo: string | null;
  newTitle: string | null;
  /** The new entry is not a job (career break, self-employed, open to work): nothing to congratulate on. */
  newIsNonJob: boolean;
}

/** "SCULLY" / "scully" → "Scully"; mixed case ("McKenzie", "van Beethoven") is kept. */
function lastNameForDisplay(last: string | null): string | null {
  const clean = cleanLastName(last ?? '');
  if (clean === '') return null;
  if (clean !== clean.toUpperCase() && clean !== clean.toLowerCase()) return clean;
  return clean.toLowerCase().replace(/(^|[\s\-'’])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** A position as shown, or nulls when it is not a job (career break, self-employed, open to work). */
function position(company: string | null, title: string | null): { co: string | null; title: string | null; nonJob: boolean } {
  if ((company !== null || title !== null) && isNonJobEntry({ company, title })) return { co: null, title: null, nonJob: true };
  return { co: companyDisplayName(company), title: displayTitle(title), nonJob: false };
}

/** A person's name and both ends of their move, as plays, openers and CRM write-back read them. */
export interface PersonMove {
  first_name: string | null;
  last_name: string | null;
  old_company: string | null;
  old_title: string | null;
  new_company: string | null;
  new_title: string | null;
}

/**
 * The facts of an opener input as a careful person would write them: the first name via
 * `displayFirstName`, companies via `companyDisplayName` (legal form dropped, sensible casing), titles
 * via `displayTitle` (taglines, emoji, "Hiring!" dropped). A position that is not a job (a career
 * break, "Self-employed", "Open to work") is treated as unknown, so it is never named as a company.
 */
export function openerFacts(i: PersonMove): OpenerFacts {
  const name = displayFirstName(i.first_name);
  const last = lastNameForDisplay(i.last_name);
  const before = position(i.old_company, i.old_title);
  const after = position(i.new_company, i.new_title);
  return {
    name,
    fullName: [name, last].filter(Boolean).join(' ') || 'A contact',
    oldCo: before.co,
    oldTitle: before.title,
    newCo: after.co,
    newTitle: after.title,
    newIsNonJob: after.nonJob,
  };
}
