// ESLint: the TypeScript rules. Who may import whom (DESIGN.md §5, STYLE.md) is checked on resolved
// paths by dependency-cruiser (.dependency-cruiser.cjs), which `npm run lint` runs after ESLint.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'cdk.out',
      'web/dist',
      '.data',
      'coverage',
      'functions/edge/viewer-request.js',
      'graphql/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Zod's `z` export keeps every locale in a bundle (about 260 KB per Lambda); the namespace lets
      // esbuild drop what is unused (docs/decisions.md 76).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: "Import Zod as a namespace: import * as z from 'zod'.",
        },
      ],
    },
  },
  // The web's shared chunk takes every Apollo module any page uses (web/vite.config.ts): one page's hook
  // would weigh on all of them. Mutations go through `useApolloClient().mutate`.
  {
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@apollo/client/react',
              importNames: ['useMutation', 'useLazyQuery', 'useSubscription'],
              message:
                "Use useApolloClient(): Apollo's hooks join every page's shared chunk once any page uses them.",
            },
          ],
          patterns: [
            {
              group: ['*.css'],
              message:
                'Server renders run this file in Node, which cannot import CSS: import it from a browser-only `#…-styles` module (package.json "imports").',
            },
          ],
        },
      ],
    },
  },
  // The places CSS enters the browser build: the app's entry and each page's `#…-styles` module.
  {
    files: ['web/src/app/main.tsx', 'web/src/**/*-styles.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Tests and command-line tools may be looser with types and print.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'bench/**', 'tools/**', 'infra/local/start.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
);
