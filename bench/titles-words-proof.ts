/**
 * Proof that `words()`'s first-letter lookahead (round 21) changes no match: every RegExp built with it gets a twin
 * without it, and every exec of the pair over every labelled title (four variants each, as bench/titles-classify-all.ts)
 * must give the same index, text and lastIndex. `npx tsx bench/titles-words-proof.ts`; exits 1 on a difference.
 */
export {};

const NativeRegExp = RegExp;
const PREFILTER = /\(\?=\[[^\]]*\]\)(?=\(\?<!\[\\p\{L\}\\p\{N\}\]\))/g;
const counts = { patterns: 0, execs: 0, differences: 0 };

function twinned(source: string | RegExp, flags?: string): RegExp {
  const re = new NativeRegExp(source, flags);
  if (typeof source !== 'string' || !source.match(PREFILTER)) return re;
  const twin = new NativeRegExp(source.replace(PREFILTER, ''), flags);
  counts.patterns += 1;
  const exec = NativeRegExp.prototype.exec;
  Object.defineProperty(re, 'exec', {
    value(this: RegExp, text: string) {
      twin.lastIndex = this.lastIndex;
      const a = exec.call(this, text);
      const b = exec.call(twin, text);
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
console.log(`${counts.patterns} patterns with the lookahead, ${counts.execs} execs compared, ${counts.differences} differences`);
process.exit(counts.differences === 0 && counts.patterns > 0 ? 0 : 1);
