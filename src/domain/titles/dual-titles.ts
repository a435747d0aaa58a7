import type { TitleClassification } from './types';

/**
 * A title that opens with the chief executive's word joined to a second role takes the first (round 19, issue #21): "CEO &
 * Chief Engineer" (w3m), "CEO & Head of Product – Port Logistics Start-up" (w3n) are executive, as every read set labels a dual
 * title by its first role. Not a CEO's second title that is no role of its own (founder, owner, chair, board member): those
 * are read as before.
 */
const CEO_FIRST =
  /^(?:(?:co )?founder (?:&|and) )?(?:ceo|chief executive officer|president (?:&|and) ceo) (?:&|and|\/) (?!(?:co )?founder|owner|chair|chairman|chairwoman|president|board member)/;

export function byDualTitle(text: string, read: TitleClassification): TitleClassification {
  if (read.seniority === 'c_level' && read.function !== 'executive' && CEO_FIRST.test(text)) return { seniority: 'c_level', function: 'executive' };
  return read;
}
