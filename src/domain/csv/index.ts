/**
 * Pure CSV import logic: delimiter detection, header mapping, row → ContactInput.
 */
export { CSV_DELIMITERS, type CsvDelimiter, detectDelimiter } from './detect-delimiter';
export { CSV_FIELDS, type CsvField, HEADER_ALIASES, headerKey } from './header-aliases';
export {
  type ColumnMapping,
  type CsvFormat,
  detectCsvFormat,
  mapColumns,
  type MappedColumn,
  type MappingWarning,
  type MappingWarningCode,
} from './map-columns';
export { type CsvContactInput, rowToContactInput } from './row-to-input';
