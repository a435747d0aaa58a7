import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

const document = readFileSync(new URL('../../../docs/decisions.md', import.meta.url), 'utf8');
const INDEX = 'Index by topic';

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{N}\- _]/gu, '').replace(/ /g, '-');

function indexLinks(): string[] {
  const start = document.indexOf(`## ${INDEX}\n`);
  const end = document.indexOf('\n## ', start + 1);
  return [...document.slice(start, end).matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!);
}

const sections = [...document.matchAll(/^## (.+)$/gm)].map((m) => m[1]!).filter((h) => h !== INDEX);

describe('the topic index of docs/decisions.md', () => {
  it('when a section is written, then the index links it (add it to a topic at the top)', () => {
    const linked = new Set(indexLinks());
    expect(sections.filter((h) => !linked.has(anchor(h)))).toEqual([]);
  });

  it('when the index links a section, then that section exists', () => {
    const anchors = new Set(sections.map(anchor));
    expect(indexLinks().filter((a) => !anchors.has(a))).toEqual([]);
  });

  it('when a heading has punctuation, then its anchor is the one GitHub makes', () => {
    expect(anchor('Engine round 2: lease start point, fit/play keys (issues #4 and #5)')).toBe('engine-round-2-lease-start-point-fitplay-keys-issues-4-and-5');
  });
});
