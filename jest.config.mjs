/** The jest configuration: unit tests beside the code, tests/ for integration, infra and e2e. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** What both kinds of test share: TypeScript through swc, CSS as nothing. */
const shared = {
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    '^.+\\.mjs$': swc,
    // React Email's render imports react-dom/server with import(), which jest's CommonJS cannot run.
    '/@react-email/render/.+\\.cjs$': swc,
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@apollo/client|rxjs|@noble/hashes|lexical|@lexical|@preact/signals-core|@react-email/render|feed)/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/cdk.out/', '/web/dist/'],
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/fixtures/empty-module.ts' },
};

/**
 * Two projects: `unit`, the tests beside the code, which need nothing running and may run side by side
 * (`npm test` gives them two workers); `system`, tests/ (integration, infra, e2e), over the one DynamoDB
 * Local, Stripe stand-in and web build of the run (tests/global-setup.ts), one file at a time on a small
 * machine.
 */
export default {
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{functions,graphql,infra,web/src,tools,bench}/**/*.test.{ts,tsx}'],
      globalSetup: '<rootDir>/tests/unit-setup.ts',
    },
    {
      ...shared,
      displayName: 'system',
      testMatch: ['<rootDir>/tests/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/global-setup.ts',
      globalTeardown: '<rootDir>/tests/global-teardown.ts',
    },
  ],
};
