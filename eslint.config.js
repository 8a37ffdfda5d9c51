import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesConfig } from './tools/eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundariesConfig,
  {
    // A .cjs file is CommonJS: require() is its import (the ESLint resolver in tools/eslint/ must be one).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**', 'tools/**', '**/scripts/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
  {
    // The server's test files share one module graph (apps/server/vitest.config.ts, isolate: false): a module
    // mock would not reach a module another file already imported, so state is passed in, never mocked.
    files: ['apps/server/**/*.test.ts', 'apps/server/src/testing/**', 'apps/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server test files share one module graph: pass the dependency in instead of mocking it.',
        })),
      ],
    },
  },
);
