import { companyNamesMatch } from '../company/company-key';
import { isNonJobEntry } from '../titles/non-job';
import type { Snapshot } from './types';

/**
 * Does the first snapshot contradict the CRM's company for this contact?
 *
 * True when the profile is not found, has no current job (none current, or only non-job
 * entries such as a career break), the CRM company is blank (cannot be confirmed), or NO
 * current job matches the CRM company by lenient name comparison (`companyNamesMatch`: the
 * one company key — legal forms of any jurisdiction, domain-like names, case, accents — or
 * word-sequence containment: "Acme" ≈ "Acme Corporation", "Acme Inc." ≈ "ACME"). Any current
 * job counts, not only the primary one, so a later-started board seat does not hide the CRM
 * employer.
 */
export function baselineMismatch(crmCompany: string, snapshot: Snapshot): boolean {
  if (!snapshot.found) return true;
  const current = snapshot.positions.filter((p) => p.is_current && !isNonJobEntry(p));
  if (current.length === 0) return true;
  return !current.some((p) => companyNamesMatch(crmCompany, p.company));
}
