/** A `where` condition built clause by clause, with its `?` values in the order the clauses use them. */
export interface Conditions {
  /** Adds a clause and the values of its `?` placeholders. */
  add(clause: string, ...values: unknown[]): void;
  /** The clauses joined by `and`. */
  sql(): string;
  params: unknown[];
}

export function conditions(first: string, ...values: unknown[]): Conditions {
  const clauses = [first];
  const params = [...values];
  return {
    add(clause, ...more) {
      clauses.push(clause);
      params.push(...more);
    },
    sql: () => clauses.join(' and '),
    params,
  };
}
