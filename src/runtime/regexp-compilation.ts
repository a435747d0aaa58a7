import { setFlagsFromString } from 'node:v8';

/**
 * Round 25 (issue #21): regular expressions are compiled straight to machine code. By default V8 compiles one to bytecode,
 * interprets its first run and compiles it again to machine code at its second ("tier-up"); the title and detection rules
 * are hundreds of large alternations, nearly all run many times in a process, so the bytecode pass and the interpreted
 * first run are spent for nothing: about a tenth of the detection loop's CPU (bench/RESULTS.md, "Detection made cheaper
 * (round 25)"), the same results, the same peak memory. Imported first by src/main.ts, so it is set before any rule runs.
 */
setFlagsFromString('--no-regexp-tier-up');
