/**
 * Proof that `words()`'s word start (round 21) changes no match: every RegExp built with it gets a twin with the old
 * start `(?<![\p{L}\p{N}])`, and every exec of the pair over every labelled title (four variants each, as bench/titles-classify-all.ts)
 * must give the same index, text and lastIndex; also prints the time spent in each. `npx tsx bench/titles-words-proof.ts`; exits 1 on a difference.
 */
export {};

const NativeRegExp = RegExp;
/** The start `words()` writes since round 21 (a word starts at the text's start or after a space, "&" or ","). */
const NEW_START = /\(\?<=\^\|\[\\s,&\]\)/g;
/** The start it wrote before round 21. */
const OLD_START = '(?<![\\p{L}\\p{N}])';
const counts = { patterns: 0, execs: 0, differences: 0 };
const seen: { re: RegExp; twin: RegExp; texts: Set<string> }[] = [];

function twinned(source: string | RegExp, flags?: string): RegExp {
  const re = new NativeRegExp(source, flags);
  if (typeof source !== 'string' || !source.match(NEW_START)) return re;
  const twin = new NativeRegExp(source.replace(NEW_START, OLD_START), flags);
  counts.patterns += 1;
  const texts = new Set<string>();
  seen.push({ re, twin, texts });
  const exec = NativeRegExp.prototype.exec;
  Object.defineProperty(re, 'exec', {
    value(this: RegExp, text: string) {
      twin.lastIndex = this.lastIndex;
      const a = exec.call(this, text);
      const b = exec.call(twin, text);
      texts.add(text);
      counts.execs += 1;
      if (a?.index !== b?.index || a?.[0] !== b?.[0] || this.lastIndex !== twin.lastIndex) {
        counts.differences += 1;
        if (counts.differences <= 10) console.error(`difference on ${JSON.stringify(text)}: ${a?.[0]} vs ${b?.[0]}`);
      }
      return a;
    },
  });
  return re;
}

globalThis.RegExp = new Proxy(NativeRegExp, {
  construct: (_t, args: [string | RegExp, string?]) => twinned(...args),
  apply: (_t, _this, args: [string | RegExp, string?]) => twinned(...args),
});

const { allTitles } = await import('./titles-classify-all');
const { classifyTitle } = await import('../src/domain/titles/index');
for (const t of allTitles()) for (const v of [t, t.toUpperCase(), `${t} – Acme GmbH`, `Senior ${t}`]) classifyTitle(v);
console.log(`${counts.patterns} patterns with the new start, ${counts.execs} execs compared, ${counts.differences} differences`);
// Time of each pattern and its twin over the distinct texts it was given, three rounds each, alternating.
const native = NativeRegExp.prototype.exec;
const ms = { with: 0, without: 0 };
for (let round = 0; round < 3; round += 1) {
  for (const { re, twin, texts } of seen) {
    for (const [key, r] of [['with', re], ['without', twin]] as const) {
      const t0 = performance.now();
      for (const t of texts) {
        r.lastIndex = 0;
        native.call(r, t);
      }
      ms[key] += performance.now() - t0;
    }
  }
}
console.log(`time in the patterns (3 rounds over their distinct texts): ${ms.with.toFixed(0)} ms with the new start, ${ms.without.toFixed(0)} ms with the old`);
process.exit(counts.differences === 0 && counts.patterns > 0 ? 0 : 1);
