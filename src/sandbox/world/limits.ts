/** The largest world the sandbox generates (SANDBOX_PEOPLE, SANDBOX_COMPANIES). */
export const MAX_PEOPLE = 300_000;
export const MAX_COMPANIES = 100_000;
