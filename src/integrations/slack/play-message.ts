import type { KnownBlock } from '@slack/web-api';

import type { PlayAlert } from '../../core/ports/chat-notifier';
import { companyDisplayName } from '../../domain/company/display-name';
import { displayTitle } from '../../domain/titles/display-title';
import { CHANGE_VERDICTS, type ChangeVerdict, PLAY_TYPE_LABELS } from '../../domain/vocabulary';

export interface PlayMessage {
  /** Plain-text fallback (notifications, screen readers). */
  text: string;
  blocks: KnownBlock[];
}

const VERDICT_LABEL: Record<ChangeVerdict, string> = {
  correct: 'Correct',
  not_a_job_change: 'Not a job change',
  wrong_person: 'Wrong person',
  wrong_company: 'Same company',
  wrong_type: 'Wrong type',
};

/**
 * The verdict buttons: one per verdict, action id `change_feedback:<verdict>` (what the service's
 * interactivity request URL reads), value the change id.
 */
export function verdictButtons(changeId: string): KnownBlock {
  return {
    type: 'actions',
    block_id: 'change_feedback',
    elements: CHANGE_VERDICTS.map((verdict) => ({
      type: 'button' as const,
      text: { type: 'plain_text' as const, text: VERDICT_LABEL[verdict] },
      action_id: `change_feedback:${verdict}`,
      value: changeId,
      ...(verdict === 'correct' ? { style: 'primary' as const } : {}),
    })),
  };
}

/** Slack mrkdwn needs &, < and > escaped in user text. */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** "VP Sales at Acme" with the names a person would write (no legal form, tagline or emoji); the raw text when nothing is left. */
const role = (title: string | null, company: string | null) =>
  [displayTitle(title) ?? title, companyDisplayName(company) ?? company].filter((v): v is string => Boolean(v)).join(' at ') || 'unknown';
const fit = (v: boolean | null) => (v === null ? 'no rules' : v ? 'yes' : 'no');

/** The Block Kit alert for a new play: who, from → to, fits, the opener and a link to the play. */
export function playMessage(play: PlayAlert, link: string): PlayMessage {
  const person = [play.person.first_name, play.person.last_name].filter(Boolean).join(' ') || 'Someone';
  const from = role(play.old_title, play.old_company);
  const to = play.type === 'churn_risk' && !play.new_company ? 'left the company' : role(play.new_title, play.new_company);
  const label = PLAY_TYPE_LABELS[play.type];
  const name = play.person.social_url ? `<${play.person.social_url}|${escapeMrkdwn(person)}>` : escapeMrkdwn(person);
  const text = `${label}: ${person} — ${from} → ${to}`;
  const blocks: KnownBlock[] = [
    { type: 'header', text: { type: 'plain_text', text: `${label}: ${person}`.slice(0, 150), emoji: false } },
    {
      type: 'section',
      text: { type: 'mrkdwn', text: `*${name}*\n${escapeMrkdwn(from)} → *${escapeMrkdwn(to)}*` },
    },
    {
      type: 'section',
      fields: [
        { type: 'mrkdwn', text: `*Account fit*\n${fit(play.account_fit)}` },
        { type: 'mrkdwn', text: `*Contact fit*\n${fit(play.contact_fit)}` },
        { type: 'mrkdwn', text: `*Relationship*\n${play.segment.replace(/_/g, ' ')}` },
        { type: 'mrkdwn', text: `*Owner*\n${escapeMrkdwn(play.owner ?? 'none')}` },
      ],
    },
    ...(play.type === 'churn_risk' && play.notes
      ? [{ type: 'section' as const, text: { type: 'mrkdwn' as const, text: `*Internal note*\n>${escapeMrkdwn(play.notes)}` } }]
      : []),
    {
      type: 'section',
      text: { type: 'mrkdwn', text: `*Opener*\n>${escapeMrkdwn(play.opener)}` },
    },
    {
      type: 'actions',
      elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open play' }, url: link, action_id: 'open_play' }],
    },
  ];
  if (play.feedback_change_id) blocks.push(verdictButtons(play.feedback_change_id));
  return { text, blocks };
}
