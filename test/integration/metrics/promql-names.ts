/** Metric names in PromQL expressions and in Prometheus text, for the dashboard and rules checks. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../../..');

const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan', 'le']);

/** The metric names an expression selects: label matchers, ranges, strings, grouping clauses and function calls left out. */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  for (const m of bare.matchAll(/(?<![\w.])([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)) {
    const token = m[1] as string;
    if (!KEYWORDS.has(token.toLowerCase())) names.add(token);
  }
  return [...names];
}

/** Every expression of the Grafana dashboard's panels. */
export function dashboardExprs(): string[] {
  const dash = JSON.parse(readFileSync(path.join(root, 'deploy/grafana/tracker-dashboard.json'), 'utf8')) as {
    panels: Array<{ targets?: Array<{ expr: string }> }>;
  };
  return dash.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
}

/** Every alert rule's expression. */
export function ruleExprs(): string[] {
  const rules = parse(readFileSync(path.join(root, 'deploy/prometheus/alerts.yaml'), 'utf8')) as { groups: Array<{ rules: Array<{ expr: string }> }> };
  return rules.groups.flatMap((g) => g.rules.map((r) => r.expr));
}

/** Names a scrape makes selectable: each family from `# TYPE`, and a histogram's _bucket, _sum and _count series. */
export function exposedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const [name, type] = [m[1] as string, m[2] as string];
    names.add(name);
    if (type === 'histogram' || type === 'summary') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
  }
  return names;
}

/** The value of one sample (`name{labels} value`), summed over the samples whose labels include `labels`. */
export function sampleSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const m of text.matchAll(new RegExp(`^${name}(?:\\{([^}]*)\\})? (\\S+)$`, 'gm'))) {
    const got = m[1] ?? '';
    if (Object.entries(labels).every(([k, v]) => got.includes(`${k}="${v}"`))) sum += Number(m[2]);
  }
  return sum;
}
