// ESLint: TypeScript rules plus the import boundaries of DESIGN.md §5 and STYLE.md, derived from the
// folders so a new domain or feature is covered without editing this file.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const domains = folders('functions').filter((name) => name !== 'shared');
const features = folders('web/src/features');

const forbid = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
});

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
    },
  },
  // Tests and command-line tools may be looser with types and print.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'bench/**', 'tools/**', 'infra/local/start.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
  // A domain never imports another domain: shared code lives in functions/shared.
  ...domains.map((domain) =>
    forbid(
      [`functions/${domain}/**`],
      domains
        .filter((other) => other !== domain)
        .flatMap((other) => [`../${other}`, `../${other}/*`, `**/functions/${other}/*`]),
      'A domain does not import another domain (DESIGN.md §5); move shared code to functions/shared.',
    ),
  ),
  forbid(
    ['functions/shared/**'],
    domains.flatMap((domain) => [`../${domain}/*`, `**/functions/${domain}/*`]),
    'functions/shared depends on no domain.',
  ),
  // Web features never import each other; shared code flows ui/lib → features → app.
  ...features.map((feature) =>
    forbid(
      [`web/src/features/${feature}/**`],
      features
        .filter((other) => other !== feature)
        .flatMap((other) => [`**/features/${other}`, `**/features/${other}/*`, `#web/features/${other}/*`])
        .concat(['**/app/*', '#web/app/*']),
      'Features do not import each other or the app (STYLE.md); share through ui/ or lib/.',
    ),
  ),
  forbid(
    ['web/src/ui/**', 'web/src/lib/**'],
    ['**/features/*', '#web/features/*', '**/app/*', '#web/app/*', '**/shell/*', '#web/shell/*'],
    'ui/ and lib/ are the bottom layer: they import no feature, shell or app code.',
  ),
);
