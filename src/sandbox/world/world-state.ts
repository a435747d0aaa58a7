import type { CompanyStore } from './company-store';
import type { PeopleStore } from './people-store';
import type { TitleTable } from './title-table';
import type { JobFunction } from './titles';

/** The mutable parts of a world that change operations need. */
export interface WorldState {
  readonly people: PeopleStore;
  readonly companies: CompanyStore;
  readonly titles: TitleTable;
}

export interface Role {
  slot: number;
  company: number;
  title: number;
  fn: JobFunction;
  level: number;
  current: boolean;
}
