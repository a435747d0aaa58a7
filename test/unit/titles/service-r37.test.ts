import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { foldText } from '../../../src/domain/titles/fold';
import { SERVICE_TRADE_RULE, serviceTradeTerms } from '../../../src/domain/titles/service-trade-terms';
import { describeRoundTitles } from './fixture';

/**
 * Round 37 (issue #21, service37): the role's own noun decides the function, not the contact centre or service employer it serves
 * (docs/decisions.md, "Detection round 37 (service trade)").
 */
const FILES: readonly string[] = [
  // 225 titles in 25 languages written before the rules: roles serving a contact centre, roles before a service employer, controls
  // (225/225 seniority, 212/225 function on main as first run).
  'titles-r37-served-domain.json',
  // 166 titles: workforce management, IT service desks, call-quality evaluation, complaints, escalations, service representatives, with
  // controls (167/169 seniority, 113/169 function on main as first run; 2 rank questions are in -open).
  'titles-r37-service-trade.json',
  // The probes, written after the rules in other wordings and run once: 30/30 seniority and 29/30 function (served domain), 29/30 and
  // 29/30 (service trade; two rows to -open: a "head office" rank and a plant's quality engineer).
  'titles-r37-served-domain-probe.json',
  'titles-r37-service-trade-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('the service trade and the roles that serve it, round 37', () => {
  it('when a recruiter or a planner works for a contact centre, then the role is people or operations', () => {
    expect(classifyTitle('Recruiter for contact centre agents').function).toBe('people');
    expect(classifyTitle('Workforce Planner, customer care').function).toBe('operations');
    expect(classifyTitle('Recruiter, staffing agency').function).toBe('people');
  });

  it('when a role is named before a service employer, then the role keeps its function; the trade\'s own roles stay', () => {
    expect(classifyTitle('Finance Manager – BPO provider').function).toBe('finance');
    expect(classifyTitle('Contact Centre Manager').function).toBe('customer_success');
    expect(classifyTitle('Customer Service Team Leader, BPO').function).toBe('customer_success');
  });

  it('when IT user support is named, then it is engineering; a product\'s user support stays customer_success', () => {
    expect(classifyTitle('IT Service Desk Technician').function).toBe('engineering');
    expect(classifyTitle('Technicienne support client, éditeur de logiciel').function).toBe('customer_success');
    expect(classifyTitle('Customer Support Engineer').function).toBe('customer_success');
  });

  it('when quality is evaluated on calls and chats, then customer_success; software QA and a plant\'s quality stay', () => {
    expect(classifyTitle('Call Quality Analyst, customer service').function).toBe('customer_success');
    expect(classifyTitle('Software QA Engineer').function).toBe('engineering');
    expect(classifyTitle('Quality Assurance Manager, food plant').function).toBe('operations');
  });

  it('when the terms are built, then each is folded as a title is, and the rule sits behind the shared gate', () => {
    for (const term of serviceTradeTerms()) expect(foldText(term.replace(/\*/gu, ''))).toBe(term.replace(/\*/gu, ''));
    expect(SERVICE_TRADE_RULE.gate).toBeDefined();
  });
});
