import { companyNamesMatch } from './company-key';
import type { Snapshot } from './types';

/**
 * Does the first snapshot contradict the CRM's company for this contact?
 *
 * True when the profile is not found, has no current position, the CRM company
 * is blank (cannot be confirmed), or NO current position matches the CRM
 * company by lenient name comparison (`companyNamesMatch`: normalised equality
 * or word-sequence containment, "Acme" ≈ "Acme Corporation", "Google" ≈
 * "Google LLC"). Any current position counts, not only the primary one, so a
 * later-started board seat does not hide the CRM employer.
 */
export function baselineMismatch(crmCompany: string, snapshot: Snapshot): boolean {
  if (!snapshot.found) return true;
  const current = snapshot.positions.filter((p) => p.is_current);
  if (current.length === 0) return true;
  return !current.some((p) => companyNamesMatch(crmCompany, p.company));
}
