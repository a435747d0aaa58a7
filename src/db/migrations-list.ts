import { Migration20261123000000_initial } from './migrations/Migration20261123000000_initial';
import { Migration20261123020000_lookup_indexes } from './migrations/Migration20261123020000_lookup_indexes';
import { Migration20261123030000_profile_and_ledger_indexes } from './migrations/Migration20261123030000_profile_and_ledger_indexes';
import { Migration20261123040000_engine_batch } from './migrations/Migration20261123040000_engine_batch';
import { Migration20261123050000_import_chunks } from './migrations/Migration20261123050000_import_chunks';
import { Migration20261123060000_delivery_claim_index } from './migrations/Migration20261123060000_delivery_claim_index';
import { Migration20261123070000_fit_play_keys } from './migrations/Migration20261123070000_fit_play_keys';
import { Migration20261123081100_company_keys } from './migrations/Migration20261123081100_company_keys';
import { Migration20261124000000_trust_before_reach } from './migrations/Migration20261124000000_trust_before_reach';
import { Migration20261125000000_transition_journal } from './migrations/Migration20261125000000_transition_journal';
import { Migration20261125100000_finder } from './migrations/Migration20261125100000_finder';
import { Migration20261126000000_credential_notify } from './migrations/Migration20261126000000_credential_notify';
import { Migration20261126100000_freshness } from './migrations/Migration20261126100000_freshness';
import { Migration20261126120000_journal_order } from './migrations/Migration20261126120000_journal_order';
import { Migration20261126190000_salesforce } from './migrations/Migration20261126190000_salesforce';
import { Migration20261126200000_change_feedback } from './migrations/Migration20261126200000_change_feedback';
import { Migration20261126220000_list_order_indexes } from './migrations/Migration20261126220000_list_order_indexes';
import { Migration20261126230000_app_sessions } from './migrations/Migration20261126230000_app_sessions';
import { Migration20261126230000_opener_settings } from './migrations/Migration20261126230000_opener_settings';
import { Migration20261126230000_salesforce_sync } from './migrations/Migration20261126230000_salesforce_sync';
import { Migration20261126233000_test_clock } from './migrations/Migration20261126233000_test_clock';
import { Migration20261127000000_credential_notify_columns } from './migrations/Migration20261127000000_credential_notify_columns';
import { Migration20261127050000_contacts_search_indexes } from './migrations/Migration20261127050000_contacts_search_indexes';
import { Migration20261127080000_contact_search } from './migrations/Migration20261127080000_contact_search';
import { Migration20261127100000_rate_limits } from './migrations/Migration20261127100000_rate_limits';
import { Migration20261127160000_pending_confirmations_run } from './migrations/Migration20261127160000_pending_confirmations_run';

/** Migrations are listed explicitly so they run the same under tsx, vitest and a bundle. */
export const migrationsList = [
  { name: 'Migration20261123000000_initial', class: Migration20261123000000_initial },
  { name: 'Migration20261123020000_lookup_indexes', class: Migration20261123020000_lookup_indexes },
  {
    name: 'Migration20261123030000_profile_and_ledger_indexes',
    class: Migration20261123030000_profile_and_ledger_indexes,
  },
  { name: 'Migration20261123040000_engine_batch', class: Migration20261123040000_engine_batch },
  { name: 'Migration20261123050000_import_chunks', class: Migration20261123050000_import_chunks },
  { name: 'Migration20261123060000_delivery_claim_index', class: Migration20261123060000_delivery_claim_index },
  { name: 'Migration20261123070000_fit_play_keys', class: Migration20261123070000_fit_play_keys },
  { name: 'Migration20261123081100_company_keys', class: Migration20261123081100_company_keys },
  { name: 'Migration20261124000000_trust_before_reach', class: Migration20261124000000_trust_before_reach },
  { name: 'Migration20261125000000_transition_journal', class: Migration20261125000000_transition_journal },
  { name: 'Migration20261125100000_finder', class: Migration20261125100000_finder },
  { name: 'Migration20261126000000_credential_notify', class: Migration20261126000000_credential_notify },
  { name: 'Migration20261126100000_freshness', class: Migration20261126100000_freshness },
  { name: 'Migration20261126120000_journal_order', class: Migration20261126120000_journal_order },
  { name: 'Migration20261126190000_salesforce', class: Migration20261126190000_salesforce },
  { name: 'Migration20261126200000_change_feedback', class: Migration20261126200000_change_feedback },
  { name: 'Migration20261126220000_list_order_indexes', class: Migration20261126220000_list_order_indexes },
  { name: 'Migration20261126230000_salesforce_sync', class: Migration20261126230000_salesforce_sync },
  { name: 'Migration20261126230000_app_sessions', class: Migration20261126230000_app_sessions },
  { name: 'Migration20261126230000_opener_settings', class: Migration20261126230000_opener_settings },
  { name: 'Migration20261126233000_test_clock', class: Migration20261126233000_test_clock },
  { name: 'Migration20261127000000_credential_notify_columns', class: Migration20261127000000_credential_notify_columns },
  { name: 'Migration20261127050000_contacts_search_indexes', class: Migration20261127050000_contacts_search_indexes },
  { name: 'Migration20261127080000_contact_search', class: Migration20261127080000_contact_search },
  { name: 'Migration20261127100000_rate_limits', class: Migration20261127100000_rate_limits },
  { name: 'Migration20261127160000_pending_confirmations_run', class: Migration20261127160000_pending_confirmations_run },
];

