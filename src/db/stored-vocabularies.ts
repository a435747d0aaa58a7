import { RUN_PAUSED_REASONS } from '../../machines';
import * as words from '../domain/vocabulary';

/** A column whose CHECK constraint spells a product vocabulary (src/domain/vocabulary). */
export interface StoredVocabulary {
  table: string;
  column: string;
  words: readonly string[];
}

/**
 * Where each vocabulary is stored under a CHECK constraint. After the migrations, `migrate`
 * makes each constraint allow exactly these words (vocabulary-constraints.ts), so a word added
 * to a list in src/domain/vocabulary needs no migration. A migration that adds an enum-like
 * CHECK must add its column here (or to STATUS_TABLES for a machine's status): the drift test
 * fails on a constraint nobody claims.
 */
export const STORED_VOCABULARIES: readonly StoredVocabulary[] = [
  { table: 'workspaces', column: 'status', words: words.WORKSPACE_STATUSES },
  { table: 'users', column: 'role', words: words.USER_ROLES },
  { table: 'workspace_settings', column: 'refresh_cadence', words: words.REFRESH_CADENCES },
  { table: 'workspace_settings', column: 'crm_writeback_mode', words: words.WRITEBACK_MODES },
  { table: 'workspace_settings', column: 'refresh_strategy', words: words.REFRESH_STRATEGIES },
  { table: 'workspace_settings', column: 'opener_tone', words: words.OPENER_TONES },
  { table: 'credit_ledger', column: 'kind', words: words.CREDIT_KINDS },
  { table: 'accounts', column: 'segment', words: words.SEGMENTS },
  { table: 'contacts', column: 'segment', words: words.SEGMENTS },
  { table: 'profiles', column: 'status', words: words.PROFILE_STATUSES },
  { table: 'icp_versions', column: 'kind', words: words.ICP_KINDS },
  { table: 'fits', column: 'kind', words: words.ICP_KINDS },
  { table: 'runs', column: 'kind', words: words.RUN_KINDS },
  { table: 'runs', column: 'paused_reason', words: RUN_PAUSED_REASONS },
  { table: 'run_items', column: 'status', words: words.RUN_ITEM_STATUSES },
  { table: 'run_items', column: 'trigger', words: words.CHECK_TRIGGERS },
  { table: 'signals', column: 'kind', words: words.SIGNAL_KINDS },
  { table: 'changes', column: 'type', words: words.CHANGE_TYPES },
  { table: 'change_feedback', column: 'verdict', words: words.CHANGE_VERDICTS },
  { table: 'plays', column: 'type', words: words.PLAY_TYPES },
  { table: 'imports', column: 'source', words: words.IMPORT_SOURCES },
  { table: 'notifications', column: 'channel', words: words.NOTIFICATION_CHANNELS },
  { table: 'notifications', column: 'status', words: words.NOTIFICATION_STATUSES },
  { table: 'integrations', column: 'kind', words: words.INTEGRATION_KINDS },
  { table: 'oauth_tokens', column: 'kind', words: words.OAUTH_TOKEN_KINDS },
  { table: 'profile_candidates', column: 'source', words: words.CANDIDATE_SOURCES },
  { table: 'profile_candidates', column: 'status', words: words.CANDIDATE_STATUSES },
  { table: 'finder_jobs', column: 'kind', words: words.FINDER_JOB_KINDS },
  { table: 'finder_jobs', column: 'state', words: words.FINDER_JOB_STATES },
];
