import { readFileSync } from 'node:fs';
import path from 'node:path';

import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';

import { CHANGE_TYPES, MIN_ALERT_CONFIDENCE, NO_CHANGE_RULES, RULES } from '../../../src/domain/changes';
import { JOB_FUNCTIONS, SENIORITIES } from '../../../src/domain/titles';
import { findProtosDir } from '../../../src/grpc/load-proto';

/** scoring.proto parsed with its comments ("// Values: a, b, c." above an enum-like string field). */
function scoringProto(): protobuf.Root {
  const text = readFileSync(path.join(findProtosDir(), 'tracker/v1/scoring.proto'), 'utf8');
  return protobuf.parse(text, { keepCase: true, alternateCommentMode: true }).root;
}

function documentedValues(root: protobuf.Root, message: string, field: string): string[] {
  const comment = root.lookupType(`tracker.v1.${message}`).fields[field]?.comment ?? '';
  const values = /Values: ([^.]+)\./.exec(comment)?.[1];
  if (!values) throw new Error(`${message}.${field} has no "Values: ..." comment`);
  return values.split(',').map((v) => v.trim());
}

describe('scoring.proto and the domain lists', () => {
  const root = scoringProto();

  it.each([
    ['ClassifyTitleResponse', 'seniority', SENIORITIES],
    ['ClassifyTitleResponse', 'function', JOB_FUNCTIONS],
    ['DetectChangeResponse', 'type', CHANGE_TYPES],
  ])('when %s.%s documents its values, then they are exactly the domain list', (message, field, domain) => {
    expect([...documentedValues(root, message, field)].sort()).toEqual([...domain].sort());
  });

  it('when Evidence.rule names example rules and the alert threshold, then they are the domain ones', () => {
    const comment = root.lookupType('tracker.v1.Evidence').fields.rule?.comment ?? '';
    const examples = /e\.g\. ([a-z_,\s]+)\./.exec(comment)?.[1]?.split(',').map((r) => r.trim()) ?? [];
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.filter((rule) => !(rule in RULES))).toEqual([]);
    const threshold = root.lookupType('tracker.v1.Evidence').fields.confidence?.comment ?? '';
    expect(threshold).toContain(`below ${MIN_ALERT_CONFIDENCE} `);
  });

  it('when the proto names the rule of a no-change answer, then it is a key of NO_CHANGE_RULES', () => {
    const comments = ['DetectChangeRequest.previous', 'DetectChangeResponse.evidence'].map((f) => {
      const [message, field] = f.split('.') as [string, string];
      return root.lookupType(`tracker.v1.${message}`).fields[field]?.comment ?? '';
    });
    const named = comments.flatMap((c) => [...c.matchAll(/rule\s+([a-z_]+)/g)].map((m) => m[1]!));
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(named.filter((rule) => !(rule in NO_CHANGE_RULES))).toEqual([]);
  });

  it('when the Scoring service is read, then it offers exactly ClassifyTitle, EvaluateFit and DetectChange', () => {
    expect(Object.keys(root.lookupService('tracker.v1.Scoring').methods).sort()).toEqual(['ClassifyTitle', 'DetectChange', 'EvaluateFit']);
  });
});
