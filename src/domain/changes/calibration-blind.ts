/**
 * Out-of-sample evidence for the confidence calibration: per rule, how many changes it made on a
 * blind set **the one time that set was run blind** (before any rule was fixed on its rows), and
 * how many had the labelled type. The development sets (`calibration.ts`) are in-sample — the
 * rules were written against them, so every rule is right on them by construction — and alone
 * they overstate how often a rule is right on profiles nobody has read. These tallies are
 * recorded once per blind set and never regenerated: re-running the current rules on a set that
 * is no longer blind would give in-sample figures again.
 *
 * bench/holdout-w3 (issue #21, wave 3), run blind on 2026-11-26 at 17:20 UTC; tallied on main at
 * 1b6f5a9 (the rules of that run plus one in-place-edit fix made after it), 263 pairs.
 */
export const BLIND_FIRST_RUN_OUTCOMES: Readonly<Record<string, { labelled: number; right: number }>> = {
  concurrent_new_job: { labelled: 3, right: 0 },
  education_entry: { labelled: 39, right: 39 },
  employer_changed: { labelled: 41, right: 37 },
  employer_changed_same_name: { labelled: 1, right: 0 },
  new_entry_company_family: { labelled: 2, right: 2 },
  new_entry_same_employer: { labelled: 4, right: 4 },
  new_entry_same_employer_seniority_down: { labelled: 5, right: 4 },
  new_entry_same_employer_seniority_up: { labelled: 12, right: 12 },
  no_current_position: { labelled: 2, right: 2 },
  no_current_position_entry_removed: { labelled: 1, right: 1 },
  non_job_entry: { labelled: 29, right: 29 },
  only_side_roles: { labelled: 24, right: 23 },
  profile_gone: { labelled: 3, right: 3 },
  title_edited_in_place: { labelled: 13, right: 12 },
};
