/** One jest run for the whole suite: unit tests beside the code, tests/ for integration, infra and e2e. */
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

export default {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    '^.+\\.mjs$': swc,
    // React Email's render imports react-dom/server with import(), which jest's CommonJS cannot run.
    '/@react-email/render/.+\\.cjs$': swc,
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@apollo/client|rxjs|@noble/hashes|lexical|@lexical|@preact/signals-core|@react-email/render)/)',
  ],
  testMatch: ['<rootDir>/{functions,graphql,infra,web/src,tests,tools}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/cdk.out/', '/web/dist/'],
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/fixtures/empty-module.ts' },
  globalSetup: '<rootDir>/tests/global-setup.ts',
  globalTeardown: '<rootDir>/tests/global-teardown.ts',
  testTimeout: 30_000,
};
