import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesConfig } from './tools/eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-test-*/**',
      'data/**',
      '**/data/**',
      'apps/server/drizzle/**',
    ],
  },
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
  {
    // A form on a page the server draws is disabled until hydrated (docs/FIRST-LOAD.md#before-hydration):
    // the member site's forms are shared/ui/form's Form, which does it.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/shared/ui/form/form.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message:
            "Use Form from '@/shared/ui/form/index.ts': it takes no input until the page has hydrated.",
        },
      ],
    },
  },
  ...boundariesConfig,
  {
    files: ['scripts/**', 'e2e/**', 'tools/**', '**/scripts/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
  {
    // Each project's test files share one module graph (isolate: false in its vitest.config.ts): a module
    // mock would not reach a module another file already imported, so a dependency is passed in or spied on.
    files: [
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/server/src/testing/**',
      'apps/*/test/**',
      'apps/*/src/test/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Test files share one module graph: pass the dependency in, or spy on it, instead of mocking it.',
        })),
      ],
    },
  },
);
