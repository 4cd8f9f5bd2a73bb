import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.vitest-attachments/**',
      // Downloaded tools and the Node 24 copy of the workspace (scripts/node24.sh).
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.tsx', 'apps/site/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  // Import boundaries: each layer depends only on the layers below it
  // (apps -> ui -> clinic). scripts/import-boundaries.test.ts proves each rule fails.
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@klinik/(site|api)(/|$)|(^|/)apps/',
              message: 'The library never imports the apps: data and callbacks come in as props.',
            },
            {
              regex: '^react-router',
              message:
                'The library never routes or reads the URL: links are AppLink, the site gives the router.',
            },
            {
              regex: '^@tanstack/',
              message: 'The library never fetches: sections take a Remote<T> state.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@klinik/api/|(^|/)api/(src|seed|migrations|test)/',
              message:
                'The site uses the API through HTTP and its @klinik/api entry (prerenderer, dev server), never its internals.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/clinic/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@klinik/|(^|/)(apps|ui|site|api)/',
              message: 'The contract imports nothing of ours: everything else depends on it.',
            },
          ],
        },
      ],
    },
  },
);
