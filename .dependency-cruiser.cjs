// The house rules on imports, checked by `npm run lint` (docs/decisions.md §59): no circles, the
// layers of README's layout table, domains and features independent, one import style.
/** Tests and the harnesses and doubles that serve them. */
const test = '(\\.test\\.tsx?|-test-harness\\.tsx?|test-doubles?\\.ts)$';
/** The area an import may reach relatively; anything outside it goes through a package.json subpath import. */
const area =
  '^(functions/[^/]+|graphql/contract|graphql|web/src/features/[^/]+|web/src/[^/]+|infra/local|infra|tests/[^/]+|bench|tools)/';

/** functions/auth's capability folders (functions/auth/CONTEXT.md): each imports only itself and core/. */
const authCapabilities = '(email-sign-in|password|security|oidc|one-tap|handoff|captcha|platform)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles, type-only imports included: move what both sides need one level down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-is-the-bottom',
      severity: 'error',
      comment: 'graphql/contract is what browser and server share: it imports nothing of theirs.',
      from: { path: '^graphql/contract/' },
      to: { path: '^(functions|web|infra|tests|bench|tools)/|^graphql/(?!contract/)' },
    },
    {
      name: 'graphql-below-both-sides',
      severity: 'error',
      comment: 'graphql/ (schema, manifest, limits) sits under the server and the browser.',
      from: { path: '^graphql/', pathNot: test },
      to: { path: '^(functions|web|infra)/' },
    },
    {
      name: 'web-does-not-import-the-server',
      severity: 'error',
      comment: 'The browser shares code with the server only through graphql/contract.',
      from: { path: '^web/' },
      to: { path: '^(functions|infra)/' },
    },
    {
      name: 'server-imports-web-only-to-render',
      severity: 'error',
      comment: 'Only the pages Lambda imports the web app (to render it).',
      from: { path: '^functions/', pathNot: '^functions/pages/' },
      to: { path: '^web/' },
    },
    {
      name: 'functions-do-not-import-infra',
      severity: 'error',
      comment: 'Lambdas do not import the CDK app or the local runtime; infra imports them.',
      from: { path: '^functions/', pathNot: test },
      to: { path: '^infra/' },
    },
    {
      name: 'domains-are-independent',
      severity: 'error',
      comment:
        'A domain never imports another domain, at any depth (DESIGN.md §5): share through functions/shared.',
      from: { path: '^functions/([^/]+)/' },
      to: { path: '^functions/', pathNot: '^functions/($1|shared)/' },
    },
    {
      name: 'auth-core-imports-no-capability',
      severity: 'error',
      comment: "functions/auth/core is auth's bottom: what two capabilities need moves down into it.",
      from: { path: '^functions/auth/core/' },
      to: { path: '^functions/auth/', pathNot: '^functions/auth/core/' },
    },
    {
      name: 'auth-capability-imports-only-core',
      severity: 'error',
      comment: 'An auth capability imports only itself and the core, never another capability nor an entry.',
      from: { path: `^functions/auth/${authCapabilities}/` },
      to: { path: '^functions/auth/', pathNot: ['^functions/auth/$1/', '^functions/auth/core/'] },
    },
    {
      name: 'auth-folders-are-known',
      severity: 'error',
      comment: 'A new folder of functions/auth is a capability: add it to authCapabilities.',
      from: {
        path: '^functions/auth/[^/]+/',
        pathNot: [`^functions/auth/${authCapabilities}/`, '^functions/auth/core/'],
      },
      to: {},
    },
    {
      name: 'shared-imports-no-domain',
      severity: 'error',
      comment: 'functions/shared depends on no domain.',
      from: { path: '^functions/shared/' },
      to: { path: '^functions/(?!shared/)' },
    },
    {
      name: 'features-are-independent',
      severity: 'error',
      comment: 'A feature imports no other feature: share through connected/, ui/ or lib/.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'features-below-the-shell',
      severity: 'error',
      comment:
        'The shell and the app compose the features, never the reverse (a test may render them together).',
      from: { path: '^web/src/features/', pathNot: test },
      to: { path: '^web/src/(shell|app)/' },
    },
    {
      name: 'editor-loads-on-editor-routes-only',
      severity: 'error',
      comment:
        'The editor (Lexical) is loaded by its page alone: outside its feature, only a dynamic import reaches it (its page definition, which loads the rest dynamically, is the exception), so reading pages never grow.',
      from: { path: '^(web/src|functions)/', pathNot: '^web/src/features/editor/' },
      to: {
        path: '^web/src/features/editor/|node_modules/(lexical|@lexical)/',
        pathNot: '^web/src/features/editor/page\\.ts$',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'page-definitions-stay-in-the-entry-small',
      severity: 'error',
      comment:
        "A feature's page.ts is in the entry every page downloads: it reaches its script (components/), its operations (api/), its texts and its page-data.ts only by dynamic import (decision 107).",
      from: { path: '^web/src/features/[^/]+/page\\.ts$' },
      to: {
        path: '^web/src/features/[^/]+/(components/|api/|page-data\\.ts$|texts\\.ts$)',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'connected-serves-the-features',
      severity: 'error',
      comment: 'connected/ (viewer, social actions, sign-in) sits under features, shell and app.',
      from: { path: '^web/src/connected/' },
      to: { path: '^web/src/(features|shell|app)/' },
    },
    {
      name: 'ui-is-presentational',
      severity: 'error',
      comment: 'ui/ draws what it is given: data-bound components belong in connected/.',
      from: { path: '^web/src/ui/', pathNot: test },
      to: {
        path: '^web/src/(features|shell|app|connected)/|^web/src/lib/apollo/|@apollo/client/(__cjs/)?react/',
      },
    },
    {
      name: 'lib-is-the-bottom-of-web',
      severity: 'error',
      comment: 'lib/ is the bottom of the web app.',
      from: { path: '^web/src/lib/', pathNot: test },
      to: { path: '^web/src/(features|shell|app|connected|ui)/' },
    },
    {
      name: 'one-import-style',
      severity: 'error',
      comment: "Imports that leave their area use package.json's subpath imports (#shared/…, #web/…).",
      from: { path: area },
      to: {
        path: '^(functions|graphql|web|infra|tests|bench|tools)/',
        pathNot: '^$1/',
        dependencyTypesNot: ['aliased'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(cdk\\.out|web/dist|\\.data|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
