/**
 * Every product word list, defined once. Everything else derives from these: zod enums
 * (and through them OpenAPI), `Record<…>` tables the compiler keeps complete, and the SQL
 * CHECK constraints and proto comments that drift tests compare with them. Statuses with a
 * lifecycle are not here: they are the states of their machine (machines/).
 */
export * from './changes';
export * from './people';
export * from './plays';
export * from './work';
export * from './workspace';
