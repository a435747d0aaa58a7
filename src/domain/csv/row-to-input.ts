import type { CsvField } from './header-aliases';
import type { ColumnMapping } from './map-columns';

/** A CSV row in ContactInput shape, before validation (`company` may still be missing). */
export type CsvContactInput = Partial<Record<CsvField, string>> & { custom?: Record<string, string> };

/**
 * Builds the ContactInput of one CSV row.
 *
 * Rule: values are trimmed; each mapped field takes the first non-empty value among
 * its columns (in the mapping's order); custom columns with a value go under `custom`
 * (left out when none has one); empty values are left out, so the normalisers see
 * "not given" rather than a blank string.
 */
export function rowToContactInput(mapping: ColumnMapping, values: readonly string[]): CsvContactInput {
  const input: CsvContactInput = {};
  for (const [field, indexes] of Object.entries(mapping.fields) as Array<[CsvField, number[]]>) {
    for (const i of indexes) {
      const value = values[i]?.trim();
      if (value) {
        input[field] = value;
        break;
      }
    }
  }
  const custom: Record<string, string> = {};
  for (const column of mapping.columns) {
    const value = column.custom === null ? undefined : values[column.index]?.trim();
    if (value) custom[column.custom!] = value;
  }
  if (Object.keys(custom).length > 0) input.custom = custom;
  return input;
}
