/**
 * The top functions of a V8 CPU profile (a `.cpuprofile` that `node --cpu-prof` or the inspector writes), by self time and by
 * total time (a function counted once per sample however deep it recurses), with their shares of the profile's samples:
 *
 *   npx tsx bench/support/cpuprofile-top.ts FILE.cpuprofile [--top 30] [--match src/] [--from S] [--to S] [--busy]
 *
 * `--match` keeps only functions whose script URL contains the text (the shares stay of the whole profile). `--from` and
 * `--to` keep the samples taken between those seconds after the profile's start (one run of a bench that makes several);
 * `--busy` prints the profile's non-idle milliseconds second by second, to find where each run begins and ends. The checker's
 * own process is profiled without a committed hook: `NODE_OPTIONS="--import PRELOAD"` where PRELOAD starts an inspector
 * `Profiler` session and writes it on `exit` (`--cpu-prof` itself is refused in NODE_OPTIONS), and the bench's processes
 * stopped with SIGTERM rather than killed (see bench/RESULTS.md, "Engine cost, round 29").
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (file === undefined) throw new Error('usage: cpuprofile-top.ts FILE.cpuprofile [--top N] [--match TEXT]');
const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
};
const top = Number(option('top') ?? 30);
const match = option('match');
const from = Number(option('from') ?? 0) * 1e6;
const to = Number(option('to') ?? Infinity) * 1e6;

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const label = (n: ProfileNode): string => {
  const url = n.callFrame.url.replace(/^file:\/\/.*?\/(src|bench|test|node_modules|dist)\//, '$1/');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
};

const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
let at = 0;
const busy: number[] = [];
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  at += us;
  const leaf = byId.get(id);
  if (leaf === undefined || at < from || at > to) return;
  all += us;
  const second = Math.floor(at / 1e6);
  if (leaf.callFrame.functionName !== '(idle)') busy[second] = (busy[second] ?? 0) + us;
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + us);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const node = byId.get(at);
    if (node === undefined) break;
    const key = label(node);
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + us);
  }
});

const print = (title: string, table: Map<string, number>) => {
  console.log(`\n${title} (of ${(all / 1000).toFixed(0)} ms sampled)`);
  const rows = [...table].filter(([k]) => match === undefined || k.includes(match)).sort((a, b) => b[1] - a[1]);
  for (const [key, us] of rows.slice(0, top)) {
    console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / all).toFixed(1).padStart(5)} %  ${key}`);
  }
};
if (process.argv.includes('--busy')) console.log(busy.map((us, s) => `${s}s ${(us / 1000).toFixed(0)}`).join('  '));
print('self time', self);
print('total time', total);
