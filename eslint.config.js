import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

import { boundaries } from './eslint.boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.tracker', 'coverage', 'bin', 'scripts/*.cjs', 'test/fixtures/app-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...boundaries,
  {
    // No import cycles in the service and its machines (docs/decisions.md, "Layout"). Type-only
    // imports carry nothing at run time and are not followed by the rule; the layout keeps them
    // acyclic too (test/unit/config/import-cycles.test.ts).
    files: ['src/**/*.ts', 'machines/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Every function in src stays readable in one screen: one over 80 lines (blank lines and
    // comments not counted) is split into named steps along its seams (docs/decisions.md, "SQL path
    // and sizes" and "Vocabularies from one source"). Migrations are SQL history, not code.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/db/migrations/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
);
