/**
 * Contacts and accounts in: the POST /contacts use case (validate, dedupe, commit up to
 * INLINE_ROW_LIMIT rows or queue an import) and the commit of one slice of rows, which the
 * import worker shares.
 */
export { commitContactRows, commitSlice, type ContactCommitCounts } from './commit-rows';
export { INLINE_ROW_LIMIT, upsertContacts } from './upsert-contacts';
