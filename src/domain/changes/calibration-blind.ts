/**
 * Out-of-sample evidence for the confidence calibration: per rule, how many changes it made on a
 * blind set **the one time that set was run blind** (before any rule was fixed on its rows), and
 * how many had the labelled type. The development sets (`calibration.ts`) are in-sample — the
 * rules were written against them, so every rule is right on them by construction — and alone
 * they overstate how often a rule is right on profiles nobody has read. These tallies are
 * recorded once per blind set and never regenerated: re-running the current rules on a set that
 * is no longer blind would give in-sample figures again.
 *
 * Per blind set, then summed:
 * - bench/holdout-w3 (issue #21, wave 3), run blind on 2026-11-26 at 17:20 UTC; tallied on main at
 *   1b6f5a9 (the rules of that run plus one in-place-edit fix made after it), 263 pairs;
 * - bench/holdout-w3b (issue #21, round 2's acceptance set), run blind on 2026-11-26 at 23:58 UTC
 *   on main d74c11f; tallied on main f8a9022, whose detection code is that run's (no change under
 *   src/domain/changes, titles, company or normalise in between), 311 pairs;
 * - bench/holdout-w3c (issue #21, round 3's acceptance set), run blind on 2026-11-27 on main
 *   42c87f4; tallied with that commit's code (`git archive 42c87f4`, run outside the worktree),
 *   327 pairs — the same figures as that run's report (moved 49 of 68);
 * - bench/holdout-w3d (issue #21, round 4's acceptance set), run blind on 2026-11-27 at 05:45 UTC on
 *   main fc18404; tallied with main 35a7d12's code (`git archive`, no change under src/domain/changes,
 *   titles, company or normalise since fc18404), 298 pairs — that run's figures (moved 43 of 55);
 * - bench/holdout-w3e (issue #21, round 5's acceptance set), run blind after round 5 merged; tallied with
 *   main 2739fdb's code (`git archive`, run outside the worktree), 307 pairs — that run's figures (moved
 *   42 of 49, change type 93.5 %);
 * - bench/holdout-w3i (issue #21, round 9's acceptance set), run blind after round 9 on main a6fa59c; tallied
 *   with main 72282a2's code (no change under src/domain/changes, titles, company or normalise since a6fa59c),
 *   247 pairs — that run's figures (moved 36 of 47, change type 89.9 %). Rounds 6–8's sets (w3f–w3h) were not
 *   recorded when they ran blind and cannot be any more;
 * - bench/holdout-w3j (issue #21, round 10's acceptance set), run blind after round 10 on main dfdaa36; tallied with
 *   that commit's code (run from the main checkout, outside the worktree), 247 pairs — that run's figures (moved 37
 *   of 40, change type 96.4 %);
 * - bench/holdout-w3k (issue #21, round 11's acceptance set), run blind after round 11 on main 31e3077; tallied with
 *   that commit's code (`git archive 31e3077`, run outside the worktree), 201 pairs — that run's figures (moved 29 of 40,
 *   change type 90.5 %);
 * - bench/holdout-w3l (issue #21, round 12's acceptance set), run blind after round 12 on main 4d66526; tallied with
 *   that commit's code (`git archive 4d66526`, run outside the worktree), 162 pairs — that run's figures (moved 22 of 36,
 *   change type 87.0 %);
 * - bench/holdout-w3m (issue #21, round 13's acceptance set), run blind before round 13 on main 69ab4d8 (round 12's
 *   rules: moved 22 of 33) and after it on main a462a94 (round 13's rules); tallied once, with a462a94's code — the rules
 *   of the round it judged, as w3l's was (`git archive a462a94`, run outside the worktree), 162 pairs — that run's figures
 *   (moved 22 of 31, change type 87.0 %). The earlier run on the same rows is not added: one set, one tally;
 * - bench/holdout-w3n (issue #21, round 14's acceptance set), run blind before round 14 and after it on main ef32bf0
 *   (round 14's rules); tallied once, with ef32bf0's code — the rules of the round it judged (`git archive ef32bf0`, run
 *   outside the worktree), 162 pairs — that run's figures (moved 22 of 35, change type 87.7 %);
 * - bench/holdout-w3p (issue #21, the sixteenth blind set, labelled beside w3o's second run), run blind once after round
 *   15 on main 8fb5e8c; tallied with that commit's code (`git archive 8fb5e8c`, run outside the worktree), 162 pairs —
 *   that run's figures (moved 24 of 32, change type 92.0 %);
 * - bench/holdout-w3q (issue #21, the seventeenth blind set), run blind after round 15 on main b6095f3 and again after
 *   round 16 on main 68aa077 (the same figures); tallied once, with b6095f3's code (`git archive b6095f3`, run outside the
 *   worktree), 162 pairs — that run's figures (moved 24 of 29, change type 94.4 %);
 * - bench/holdout-w3r (issue #21, the eighteenth blind set), run blind after round 16 and again after round 17 (main
 *   ceec52d); tallied once, with ceec52d's code — the rules of the round it judged (`git archive ceec52d`, run outside the
 *   worktree), 162 pairs — that run's figures (moved 24 of 25, change type 95.1 %);
 * - bench/holdout-w3s (issue #21, the nineteenth blind set), run blind after round 17 and again after round 18 (main
 *   364c8d6); tallied once, with 364c8d6's code — the rules of the round it judged (`git archive 364c8d6`, run outside the
 *   worktree), 162 pairs — that run's figures (moved 23 of 26, change type 95.1 %);
 * - bench/holdout-w3t (issue #21, the twentieth blind set), run blind after round 18 and again after round 19 (main
 *   833926a; the same figures); tallied once, with 833926a's code — the rules of the round it judged (`git archive
 *   833926a`, run outside the worktree), 162 pairs — that run's figures (moved 23 of 30, change type 88.3 %);
 * - bench/holdout-w3u (issue #21, the twenty-first blind set), run blind after round 19 and again after round 20 (main
 *   fd8f387); tallied once, with fd8f387's code — the rules of the round it judged (`git archive fd8f387`, run outside the
 *   worktree), 162 pairs — that run's figures (moved 23 of 28, change type 92.0 %);
 * - bench/holdout-w3v (issue #21, the twenty-second blind set), run blind after round 20 and again after round 21 (main
 *   9c92797); tallied once, with 9c92797's code — the rules of the round it judged (round 22's worktree before its first
 *   change), 162 pairs — that run's figures (moved 24 of 25, change type 96.3 %);
 * - bench/holdout-w3w (issue #21, the twenty-third blind set), run blind after round 21 (main 0a122e4) and again after
 *   round 22; tallied once, with 0a122e4's code — the rules of the run on round 21 (`git archive 0a122e4`, run outside the
 *   worktree), 162 pairs — that run's figures (moved 23 of 26);
 * - bench/holdout-w3x (issue #21, the twenty-fourth blind set), run blind after round 21, round 22 and round 23 (main
 *   5a2410a); tallied once, with 5a2410a's code — the rules of the run on round 23 (`git archive 5a2410a`, run outside the
 *   worktree; no change under src/domain up to 0fcaf12), 162 pairs — that run's figures (moved 23 of 25, change type 94.4 %);
 * - bench/holdout-w3y (issue #21, the twenty-fifth blind set), run blind on rounds 23 and 24's rules (main 1faa088); tallied
 *   once, with 1faa088's code — the rules of the run after round 24 (`git archive 1faa088`, run outside the worktree), 162
 *   pairs — that run's figures (moved 24 of 29, change type 92.0 %);
 * - bench/holdout-w3z (issue #21, the twenty-sixth blind set), run blind on round 24's rules (main 8a56913c); tallied once,
 *   with 8a56913c's code (`git archive 8a56913c`, run outside the worktree), 162 pairs — that run's figures (moved 24 of 35,
 *   change type 86.4 %);
 * - bench/holdout-w4a (issue #21, the twenty-seventh blind set), run blind on round 25's rules; tallied once, with main
 *   50b26d36's code (`git archive 50b26d36`, run outside the worktree), 162 pairs — the blind run's figures (moved 23 of
 *   38, change type 85.8 %);
 * - bench/holdout-w4b (issue #21, the twenty-eighth blind set), run blind on rounds 26 and 27's rules; tallied once, with
 *   main 245c5776's code — round 26's rules, its first blind run (`git archive 245c5776`, run outside the worktree), 162
 *   pairs — that run's figures (moved 24 of 31);
 * - bench/holdout-w4c (issue #21, the twenty-ninth blind set), run blind on rounds 26, 27 and 28's rules; tallied once, with
 *   main aa025f4a's code — round 26's rules, its first blind run (`git archive aa025f4a`, run outside the worktree, the
 *   set's pairs.json copied in), 162 pairs — that run's figures (moved 24 of 26, change type 94.4 %);
 * - bench/holdout-w4d (issue #21, the thirtieth blind set), run blind on rounds 28 and 29's rules; tallied once, with main
 *   8223db40's code — round 28's rules, its first blind run (`git archive 8223db40`, run outside the worktree; its pairs.json
 *   identical to the set's), 162 pairs — that run's figures (moved 22 of 28, change type 90.1 %);
 * - bench/holdout-w4e (issue #21, the thirty-first blind set, life sciences), run blind on round 28's rules; tallied once
 *   (round 31), with main 8223db40's code — its first blind run (`git archive 8223db40`, run outside the worktree, the set's
 *   pairs.json copied in, `scoredChanges` and `ruleOutcomes` of test/unit/changes/rule-tally.ts as for w4d), 162 pairs — that
 *   run's figures (moved 23 of 25, change type 95.1 %);
 * - bench/holdout-w4h (issue #21, the thirty-fourth blind set, a horizontal vendor's contacts across many industries), run
 *   blind first on round 30's rules; tallied once, with main 86ae9062's code — that first run (`git archive 86ae9062`, run
 *   outside the worktree, the set's pairs.json copied in, `scoredChanges` and `ruleOutcomes` as for w4d), 162 pairs — that
 *   run's figures (moved 23 of 25, change type 96.9 %);
 * - bench/holdout-w4i (issue #21, the thirty-fifth blind set, a horizontal expense, travel and accounts-payable vendor's
 *   contacts), run blind first on round 31's rules; tallied once, with main 5dc02f0b's code — that first run (run from the
 *   main checkout, `scoredChanges` and `ruleOutcomes` as for w4d), 162 pairs — that run's figures (moved 24 of 26, change
 *   type 95.7 %);
 * - bench/holdout-w4j (issue #21, the thirty-sixth blind set, a horizontal HR, payroll and workforce vendor's contacts), run
 *   blind first on round 31's rules; tallied once, with main 4c02869b's code — that first run (run from the main checkout,
 *   `scoredChanges` and `ruleOutcomes` as for w4d), 162 pairs — that run's figures (moved 22 of 24, change type 95.7 %);
 * - bench/holdout-w4k (issue #21, the thirty-seventh blind set, a horizontal customer-service and contact-centre vendor's
 *   contacts), run blind first on round 32's rules; tallied once, with main e83072de's code — that first run (run from the
 *   main checkout, `scoredChanges` and `ruleOutcomes` as for w4d), 162 pairs — that run's figures (moved 23 of 27, change
 *   type 95.1 %);
 * - bench/holdout-w4l (issue #21, the thirty-eighth blind set, a horizontal industrial and manufacturing software vendor's
 *   contacts), run blind first on round 33's rules; tallied once, with main 697a206b's code — that first run (run from the
 *   main checkout, `scoredChanges` and `ruleOutcomes` as for w4d), 162 pairs — that run's figures (moved 23 of 23, change
 *   type 97.5 %);
 * - bench/holdout-w4m (issue #21, the thirty-ninth blind set, a legal, risk and compliance software vendor's contacts), run
 *   blind first on round 34's rules; tallied once, with main 750340f7's code — that first run (run from the main checkout,
 *   `scoredChanges` and `ruleOutcomes` as for w4d), 162 pairs — that run's figures (moved 24 of 27, change type 97.5 %);
 * - bench/holdout-w4n (issue #21, the fortieth blind set, a construction, real-estate and facilities software vendor's
 *   contacts), run blind first on round 36's rules; tallied once, with main c8be20c9's code — that first run (run from the
 *   main checkout, `scoredChanges` and `ruleOutcomes` as for w4d), 162 pairs — that run's figures (moved 24 of 28, change
 *   type 95.1 %);
 * - bench/holdout-w4o (issue #21, the forty-first blind set, a retail, hospitality and commerce software vendor's
 *   contacts), run blind first on round 37's rules; tallied once, with main 33b4b0f4's code — that first run (run from the
 *   main checkout, `scoredChanges` and `ruleOutcomes` as for w4d), 162 pairs — that run's figures (moved 23 of 25, change
 *   type 95.1 %);
 * - bench/holdout-w4p (issue #21, the forty-second blind set, a logistics and supply-chain software vendor's contacts),
 *   run blind first on round 38's rules; tallied once, with main f7280db5's code — that first run (run from the main
 *   checkout, `scoredChanges` and `ruleOutcomes` as for w4d), 162 pairs — that run's figures (moved 22 of 23, change
 *   type 96.9 %);
 * - bench/holdout-w4q (issue #21, the forty-third blind set, an education and research technology vendor's contacts),
 *   run blind first on round 39's rules; tallied once, with main d87aa9f3's code — that first run (run from the main
 *   checkout, `scoredChanges` and `ruleOutcomes` as for w4d), 162 pairs — that run's figures (moved 21 of 28, change
 *   type 92.0 %).
 */
type Tallies = Readonly<Record<string, { labelled: number; right: number }>>;

const BLIND_RUNS: Readonly<Record<string, Tallies>> = {
  'holdout-w3': {
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
  },
  'holdout-w3b': {
    concurrent_new_job: { labelled: 3, right: 0 },
    education_entry: { labelled: 39, right: 39 },
    employer_changed: { labelled: 56, right: 48 },
    employer_changed_undated: { labelled: 1, right: 1 },
    new_entry_same_employer: { labelled: 7, right: 7 },
    new_entry_same_employer_seniority_down: { labelled: 7, right: 6 },
    new_entry_same_employer_seniority_up: { labelled: 10, right: 10 },
    no_current_position: { labelled: 3, right: 3 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 39, right: 39 },
    only_side_roles: { labelled: 29, right: 29 },
    profile_gone: { labelled: 5, right: 5 },
    title_edited_in_place: { labelled: 18, right: 14 },
  },
  'holdout-w3c': {
    concurrent_new_job: { labelled: 5, right: 0 },
    education_entry: { labelled: 34, right: 34 },
    employer_changed: { labelled: 62, right: 48 },
    employer_changed_undated: { labelled: 1, right: 1 },
    new_entry_same_employer: { labelled: 7, right: 7 },
    new_entry_same_employer_seniority_down: { labelled: 7, right: 7 },
    new_entry_same_employer_seniority_up: { labelled: 9, right: 9 },
    no_current_position: { labelled: 3, right: 3 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 40, right: 40 },
    only_side_roles: { labelled: 32, right: 32 },
    profile_gone: { labelled: 4, right: 4 },
    title_edited_in_place: { labelled: 22, right: 16 },
  },
  'holdout-w3d': {
    concurrent_new_job: { labelled: 5, right: 0 },
    concurrent_new_job_undated: { labelled: 1, right: 0 },
    education_entry: { labelled: 34, right: 34 },
    employer_changed: { labelled: 48, right: 42 },
    employer_changed_undated: { labelled: 1, right: 1 },
    new_entry_same_employer: { labelled: 9, right: 9 },
    new_entry_same_employer_seniority_down: { labelled: 8, right: 8 },
    new_entry_same_employer_seniority_up: { labelled: 9, right: 9 },
    no_current_position: { labelled: 4, right: 4 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 39, right: 38 },
    only_side_roles: { labelled: 28, right: 28 },
    profile_gone: { labelled: 4, right: 4 },
    title_edited_in_place: { labelled: 15, right: 13 },
  },
  'holdout-w3e': {
    education_entry: { labelled: 31, right: 31 },
    employer_changed: { labelled: 49, right: 42 },
    new_entry_same_employer: { labelled: 9, right: 8 },
    new_entry_same_employer_seniority_down: { labelled: 9, right: 8 },
    new_entry_same_employer_seniority_up: { labelled: 11, right: 11 },
    no_current_position: { labelled: 4, right: 4 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 49, right: 49 },
    only_side_roles: { labelled: 26, right: 26 },
    profile_gone: { labelled: 4, right: 4 },
    title_edited_in_place: { labelled: 21, right: 14 },
  },
  'holdout-w3i': {
    concurrent_new_job: { labelled: 3, right: 0 },
    education_entry: { labelled: 23, right: 23 },
    employer_changed: { labelled: 44, right: 36 },
    new_entry_company_family: { labelled: 1, right: 1 },
    new_entry_same_employer: { labelled: 11, right: 10 },
    new_entry_same_employer_seniority_down: { labelled: 5, right: 4 },
    new_entry_same_employer_seniority_up: { labelled: 9, right: 7 },
    no_current_position: { labelled: 3, right: 3 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 37, right: 37 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 4, right: 4 },
    title_edited_in_place: { labelled: 12, right: 10 },
  },
  'holdout-w3j': {
    education_entry: { labelled: 24, right: 24 },
    employer_changed: { labelled: 40, right: 37 },
    new_entry_same_employer: { labelled: 9, right: 7 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_up: { labelled: 12, right: 12 },
    no_current_position: { labelled: 3, right: 3 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 41, right: 41 },
    only_side_roles: { labelled: 25, right: 25 },
    profile_gone: { labelled: 4, right: 4 },
    title_edited_in_place: { labelled: 14, right: 10 },
  },
  'holdout-w3k': {
    education_entry: { labelled: 16, right: 16 },
    employer_changed: { labelled: 40, right: 29 },
    new_entry_same_employer: { labelled: 4, right: 3 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_up: { labelled: 8, right: 8 },
    no_current_position: { labelled: 2, right: 2 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 33, right: 33 },
    only_side_roles: { labelled: 19, right: 19 },
    profile_gone: { labelled: 3, right: 3 },
    title_edited_in_place: { labelled: 13, right: 8 },
  },
  'holdout-w3l': {
    concurrent_new_job: { labelled: 1, right: 0 },
    education_entry: { labelled: 15, right: 15 },
    employer_changed: { labelled: 34, right: 21 },
    job_after_gap: { labelled: 1, right: 1 },
    new_entry_same_employer: { labelled: 5, right: 2 },
    new_entry_same_employer_seniority_down: { labelled: 2, right: 2 },
    new_entry_same_employer_seniority_up: { labelled: 5, right: 5 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 24, right: 24 },
    only_side_roles: { labelled: 16, right: 16 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 10, right: 6 },
  },
  'holdout-w3m': {
    education_entry: { labelled: 13, right: 13 },
    employer_changed: { labelled: 31, right: 22 },
    new_entry_same_employer: { labelled: 6, right: 5 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 3 },
    new_entry_same_employer_seniority_up: { labelled: 6, right: 5 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 25, right: 25 },
    only_side_roles: { labelled: 16, right: 16 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 12, right: 5 },
  },
  'holdout-w3n': {
    concurrent_new_job: { labelled: 1, right: 0 },
    education_entry: { labelled: 14, right: 14 },
    employer_changed: { labelled: 34, right: 22 },
    new_entry_same_employer: { labelled: 5, right: 3 },
    new_entry_same_employer_seniority_down: { labelled: 2, right: 2 },
    new_entry_same_employer_seniority_up: { labelled: 4, right: 3 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 26, right: 26 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 10, right: 6 },
  },
  'holdout-w3p': {
    concurrent_new_job: { labelled: 2, right: 0 },
    education_entry: { labelled: 15, right: 15 },
    employer_changed: { labelled: 30, right: 24 },
    new_entry_same_employer: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_up: { labelled: 7, right: 7 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 25, right: 25 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 9, right: 5 },
  },
  'holdout-w3q': {
    education_entry: { labelled: 15, right: 15 },
    employer_changed: { labelled: 29, right: 24 },
    new_entry_same_employer: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_down: { labelled: 3, right: 3 },
    new_entry_same_employer_seniority_up: { labelled: 9, right: 8 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 25, right: 25 },
    only_side_roles: { labelled: 16, right: 16 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 8, right: 6 },
  },
  'holdout-w3r': {
    education_entry: { labelled: 15, right: 15 },
    employer_changed: { labelled: 25, right: 24 },
    new_entry_same_employer: { labelled: 2, right: 2 },
    new_entry_same_employer_seniority_down: { labelled: 5, right: 5 },
    new_entry_same_employer_seniority_up: { labelled: 13, right: 13 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 27, right: 27 },
    only_side_roles: { labelled: 13, right: 13 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 11, right: 6 },
  },
  'holdout-w3s': {
    education_entry: { labelled: 13, right: 13 },
    employer_changed: { labelled: 26, right: 23 },
    new_entry_same_employer: { labelled: 7, right: 7 },
    new_entry_same_employer_seniority_down: { labelled: 5, right: 5 },
    new_entry_same_employer_seniority_up: { labelled: 7, right: 7 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 28, right: 27 },
    only_side_roles: { labelled: 16, right: 16 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 10, right: 6 },
  },
  'holdout-w3t': {
    education_entry: { labelled: 14, right: 14 },
    employer_changed: { labelled: 30, right: 23 },
    new_entry_same_employer: { labelled: 6, right: 4 },
    new_entry_same_employer_seniority_down: { labelled: 2, right: 2 },
    new_entry_same_employer_seniority_up: { labelled: 7, right: 7 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 26, right: 25 },
    only_side_roles: { labelled: 13, right: 13 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 11, right: 6 },
  },
  'holdout-w3u': {
    education_entry: { labelled: 15, right: 15 },
    employer_changed: { labelled: 28, right: 23 },
    new_entry_same_employer: { labelled: 5, right: 4 },
    new_entry_same_employer_seniority_down: { labelled: 3, right: 3 },
    new_entry_same_employer_seniority_up: { labelled: 8, right: 8 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 27, right: 26 },
    only_side_roles: { labelled: 15, right: 15 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 7, right: 4 },
  },
  'holdout-w3v': {
    education_entry: { labelled: 16, right: 16 },
    employer_changed: { labelled: 25, right: 24 },
    new_entry_company_family: { labelled: 1, right: 1 },
    new_entry_same_employer: { labelled: 10, right: 9 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_up: { labelled: 4, right: 4 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 25, right: 25 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 8, right: 5 },
  },
  'holdout-w3w': {
    education_entry: { labelled: 16, right: 16 },
    employer_changed: { labelled: 26, right: 23 },
    new_entry_same_employer: { labelled: 7, right: 6 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_up: { labelled: 7, right: 7 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 25, right: 25 },
    only_side_roles: { labelled: 15, right: 15 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 10, right: 6 },
  },
  'holdout-w3x': {
    education_entry: { labelled: 12, right: 12 },
    employer_changed: { labelled: 25, right: 23 },
    new_entry_company_family: { labelled: 1, right: 1 },
    new_entry_same_employer: { labelled: 7, right: 5 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_up: { labelled: 9, right: 9 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 27, right: 27 },
    only_side_roles: { labelled: 15, right: 15 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 9, right: 6 },
  },
  'holdout-w3y': {
    education_entry: { labelled: 15, right: 15 },
    employer_changed: { labelled: 29, right: 24 },
    new_entry_company_family: { labelled: 1, right: 1 },
    new_entry_same_employer: { labelled: 5, right: 3 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 3 },
    new_entry_same_employer_seniority_up: { labelled: 6, right: 6 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 25, right: 25 },
    only_side_roles: { labelled: 16, right: 16 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 10, right: 6 },
  },
  'holdout-w3z': {
    education_entry: { labelled: 14, right: 13 },
    employer_changed: { labelled: 35, right: 24 },
    new_entry_same_employer: { labelled: 3, right: 2 },
    new_entry_same_employer_seniority_down: { labelled: 1, right: 1 },
    new_entry_same_employer_seniority_up: { labelled: 3, right: 3 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 27, right: 27 },
    only_side_roles: { labelled: 16, right: 15 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 11, right: 6 },
  },
  'holdout-w4a': {
    education_entry: { labelled: 14, right: 14 },
    employer_changed: { labelled: 37, right: 23 },
    new_entry_same_employer: { labelled: 2, right: 1 },
    new_entry_same_employer_seniority_down: { labelled: 3, right: 2 },
    new_entry_same_employer_seniority_up: { labelled: 2, right: 2 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 27, right: 27 },
    only_side_roles: { labelled: 14, right: 13 },
    other_job_remains: { labelled: 1, right: 0 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 9, right: 6 },
  },
  'holdout-w4b': {
    education_entry: { labelled: 14, right: 14 },
    employer_changed: { labelled: 30, right: 24 },
    new_entry_same_employer: { labelled: 6, right: 5 },
    new_entry_same_employer_seniority_down: { labelled: 1, right: 1 },
    new_entry_same_employer_seniority_up: { labelled: 8, right: 7 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 26, right: 26 },
    only_side_roles: { labelled: 10, right: 10 },
    other_job_remains: { labelled: 1, right: 0 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 12, right: 8 },
  },
  'holdout-w4c': {
    education_entry: { labelled: 15, right: 15 },
    employer_changed: { labelled: 26, right: 24 },
    new_entry_same_employer: { labelled: 8, right: 7 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_up: { labelled: 7, right: 7 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 25, right: 25 },
    only_side_roles: { labelled: 13, right: 13 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 8, right: 6 },
  },
  'holdout-w4d': {
    education_entry: { labelled: 13, right: 13 },
    employer_changed: { labelled: 27, right: 21 },
    employer_changed_same_name: { labelled: 1, right: 1 },
    new_entry_same_employer: { labelled: 8, right: 6 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 3 },
    new_entry_same_employer_seniority_up: { labelled: 5, right: 5 },
    no_current_position: { labelled: 2, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 27, right: 26 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 11, right: 6 },
  },
  'holdout-w4e': {
    education_entry: { labelled: 15, right: 15 },
    employer_changed: { labelled: 25, right: 23 },
    new_entry_same_employer: { labelled: 7, right: 7 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 3 },
    new_entry_same_employer_seniority_up: { labelled: 6, right: 6 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 26, right: 25 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 12, right: 8 },
  },
  'holdout-w4h': {
    education_entry: { labelled: 15, right: 15 },
    employer_changed: { labelled: 25, right: 23 },
    new_entry_same_employer: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_down: { labelled: 5, right: 5 },
    new_entry_same_employer_seniority_up: { labelled: 9, right: 9 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 27, right: 26 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 8, right: 6 },
  },
  'holdout-w4i': {
    education_entry: { labelled: 15, right: 15 },
    employer_changed: { labelled: 25, right: 24 },
    new_entry_same_employer: { labelled: 1, right: 0 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 3 },
    new_entry_same_employer_seniority_up: { labelled: 13, right: 13 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 26, right: 26 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    side_role_only_new_entry: { labelled: 1, right: 0 },
    title_edited_in_place: { labelled: 9, right: 6 },
  },
  'holdout-w4j': {
    education_entry: { labelled: 13, right: 13 },
    employer_changed: { labelled: 24, right: 22 },
    new_entry_company_family: { labelled: 1, right: 0 },
    new_entry_same_employer: { labelled: 6, right: 5 },
    new_entry_same_employer_seniority_down: { labelled: 5, right: 5 },
    new_entry_same_employer_seniority_up: { labelled: 10, right: 10 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 26, right: 26 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 9, right: 6 },
  },
  'holdout-w4k': {
    education_entry: { labelled: 14, right: 14 },
    employer_changed: { labelled: 26, right: 23 },
    new_entry_same_employer: { labelled: 6, right: 5 },
    new_entry_same_employer_seniority_down: { labelled: 5, right: 5 },
    new_entry_same_employer_seniority_up: { labelled: 9, right: 9 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 25, right: 25 },
    only_side_roles: { labelled: 17, right: 16 },
    profile_gone: { labelled: 2, right: 2 },
    side_role_only_new_entry: { labelled: 1, right: 0 },
    title_edited_in_place: { labelled: 8, right: 6 },
  },
  'holdout-w4l': {
    education_entry: { labelled: 15, right: 15 },
    employer_changed: { labelled: 23, right: 23 },
    new_entry_same_employer: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_down: { labelled: 5, right: 4 },
    new_entry_same_employer_seniority_up: { labelled: 10, right: 10 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 27, right: 26 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 9, right: 7 },
  },
  'holdout-w4m': {
    education_entry: { labelled: 13, right: 13 },
    employer_changed: { labelled: 27, right: 24 },
    new_entry_same_employer: { labelled: 1, right: 1 },
    new_entry_same_employer_seniority_down: { labelled: 5, right: 5 },
    new_entry_same_employer_seniority_up: { labelled: 13, right: 13 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 26, right: 26 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 7, right: 6 },
  },
  'holdout-w4n': {
    education_entry: { labelled: 16, right: 16 },
    employer_changed: { labelled: 28, right: 24 },
    new_entry_same_employer: { labelled: 6, right: 5 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_up: { labelled: 6, right: 6 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 25, right: 25 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 9, right: 6 },
  },
  'holdout-w4o': {
    education_entry: { labelled: 14, right: 14 },
    employer_changed: { labelled: 25, right: 23 },
    new_entry_same_employer: { labelled: 10, right: 8 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_up: { labelled: 7, right: 7 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 25, right: 25 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 10, right: 6 },
  },
  'holdout-w4p': {
    education_entry: { labelled: 16, right: 16 },
    employer_changed: { labelled: 23, right: 22 },
    new_entry_same_employer: { labelled: 7, right: 4 },
    new_entry_same_employer_seniority_down: { labelled: 3, right: 3 },
    new_entry_same_employer_seniority_up: { labelled: 10, right: 10 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 25, right: 25 },
    only_side_roles: { labelled: 17, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 8, right: 7 },
  },
  'holdout-w4q': {
    education_entry: { labelled: 13, right: 12 },
    employer_changed: { labelled: 28, right: 21 },
    new_entry_same_employer: { labelled: 5, right: 5 },
    new_entry_same_employer_seniority_down: { labelled: 4, right: 4 },
    new_entry_same_employer_seniority_up: { labelled: 7, right: 7 },
    no_current_position: { labelled: 1, right: 1 },
    no_current_position_entry_removed: { labelled: 1, right: 1 },
    non_job_entry: { labelled: 26, right: 25 },
    only_side_roles: { labelled: 19, right: 17 },
    profile_gone: { labelled: 2, right: 2 },
    title_edited_in_place: { labelled: 6, right: 5 },
  },
};

export const BLIND_FIRST_RUN_OUTCOMES: Tallies = Object.values(BLIND_RUNS).reduce<Record<string, { labelled: number; right: number }>>(
  (sum, run) => {
    for (const [rule, t] of Object.entries(run)) {
      const s = (sum[rule] ??= { labelled: 0, right: 0 });
      s.labelled += t.labelled;
      s.right += t.right;
    }
    return sum;
  },
  {},
);
