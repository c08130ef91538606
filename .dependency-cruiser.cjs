/**
 * Area boundaries (docs/decisions/0020-modules-and-the-api-prefix.md). A server module or a
 * web feature is used by others only through its index.ts; the platform and the app frame
 * reach areas only through the registration lists. Run by `npm run lint`.
 */
const SERVER = '^apps/server/src';
const WEB = '^apps/web/src';
const TESTS = ['\\.test\\.tsx?$', '/test-support/', `${WEB}/test/`, `${WEB}/features/[^/]+/test/`];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-through-index',
      comment:
        'A server module uses another only through its index.ts, never its tables or services: export what is shared from the index, or move it to packages/domain or platform.',
      severity: 'error',
      from: { path: `${SERVER}/modules/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${SERVER}/modules/[^/]+/.`,
        pathNot: [`${SERVER}/modules/$1/`, `${SERVER}/modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'platform-no-module-internals',
      comment:
        'The platform knows areas only through the list in modules/index.ts and the TModule manifest; what it needs from an area comes through the manifest.',
      severity: 'error',
      from: { path: `${SERVER}/platform/`, pathNot: TESTS },
      to: { path: `${SERVER}/modules/[^/]+/` },
    },
    {
      name: 'web-feature-through-index',
      comment:
        'A web feature uses another only through its index.ts (better: not at all); shared pieces belong in lib/ or packages/domain.',
      severity: 'error',
      from: { path: `${WEB}/features/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${WEB}/features/[^/]+/.`,
        pathNot: [`${WEB}/features/$1/`, `${WEB}/features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: 'web-app-through-feature-index',
      comment: 'app/ and lib/ reach a feature only through its index.ts.',
      severity: 'error',
      from: { path: `${WEB}/(?!features/)`, pathNot: TESTS },
      to: {
        path: `${WEB}/features/[^/]+/.`,
        pathNot: `${WEB}/features/[^/]+/index\\.tsx?$`,
      },
    },
    {
      name: 'web-lib-no-features',
      comment: 'lib/ is shared by every feature, so it depends on none of them.',
      severity: 'error',
      from: { path: `${WEB}/lib/`, pathNot: TESTS },
      to: { path: `${WEB}/features/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', 'node_modules'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'default'],
    },
  },
};
