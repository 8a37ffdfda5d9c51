// Import boundaries of the house (docs/ARCHITECTURE.md, docs/decisions/0006-one-folder-per-domain.md),
// enforced by the rule of import-boundaries.js. Every file belongs to an element, a folder (a server domain,
// the rest of the server, a web feature, the rest of the web app, a package), and has one file category
// (test, test helper, operator, routes, queries, index, service, platform, app shell, entry). The rules:
// - inside a server domain (apps/server/src/modules/<domain>/) routes → service → queries: a routes file
//   never imports queries, a queries file imports no service and no routes;
// - another domain is reached only through its index.ts ("#ledger", "#payments", …), and a domain's own
//   files never import their own index;
// - platform code (db, http, shared, throttle, jobs, config, logger) imports no domain;
// - production code never imports tests or test helpers (testing/, test/, *.testing.ts, fuzz/) nor the operator
//   command line (operator/); app.ts and main.ts alone mount its API (operator/routes.ts, token.ts,
//   local-server.ts); tests and test helpers may import anything in their app;
// - no two domains depend on each other, directly or through others (domain-cycles.js);
// - a schema file's tables are imported only by the domain that owns them (table-owners.js);
// - a web feature (apps/web/src/features/<name>) never imports another feature; the web app never imports
//   server code; a package never imports an app (the contract included) nor another package by path.
// Apps reach packages only through their package name (the no-restricted-imports rule below).
import path from 'node:path';
import { noDomainCycles } from './domain-cycles.js';
import { importBoundaries } from './import-boundaries.js';
import { ownTables } from './table-owners.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules`;

/**
 * Folders. The first element whose folder holds a file wins, so deeper folders come first; `capture` names
 * the folder that the `*` matched.
 */
const elements = [
  { type: 'domain', folder: `${MODULES}/*`, capture: 'domain' },
  { type: 'server', folder: 'apps/server' },
  { type: 'web-feature', folder: 'apps/web/src/features/*', capture: 'feature' },
  { type: 'web', folder: 'apps/web' },
  // The operator back office (apps/backoffice): its own bundle, sharing only @ug99/contract with the rest.
  { type: 'backoffice', folder: 'apps/backoffice' },
  { type: 'package', folder: 'packages/*', capture: 'name' },
];

/** Files: each gets the category of the first descriptor that matches its path from the repository root. */
const files = [
  {
    category: 'test',
    pattern: ['**/*.test.{ts,tsx}', `${SERVER}/**/*.bench.ts`, 'apps/server/test/**'],
  },
  {
    category: 'test-helper',
    pattern: [
      `${SERVER}/testing/**`,
      `${SERVER}/fuzz/**`,
      '**/*.testing.ts',
      'apps/web/src/**/test/**',
      'apps/backoffice/src/test/**',
      'packages/*/src/testing/**',
    ],
  },
  // The server side of the operator command line: the API the app mounts so the command line can run
  // against a server that holds the database, and the token and announcement it needs.
  { category: 'operator-api', pattern: `${SERVER}/operator/{routes,token,local-server}.ts` },
  { category: 'operator', pattern: `${SERVER}/operator/**` },
  // The back office's register.ts files mount its routes (like the other domains' register-routes.ts).
  { category: 'routes', pattern: `${MODULES}/backoffice/**/register.ts` },
  { category: 'routes', pattern: `${MODULES}/**/*routes.ts` },
  { category: 'queries', pattern: `${MODULES}/**/*queries.ts` },
  { category: 'index', pattern: `${MODULES}/*/index.ts` },
  // Everything else in a domain is its service layer (services, rules, jobs).
  { category: 'service', pattern: `${MODULES}/**` },
  {
    category: 'platform',
    // jobs/: the background job runner; the jobs themselves live in their domains and are passed in.
    pattern: [`${SERVER}/{db,http,shared,throttle,jobs}/**`, `${SERVER}/{config,logger}.ts`],
  },
  // app.ts builds the server and main.ts runs it: the only production files that mount the operator API.
  { category: 'app-shell', pattern: `${SERVER}/{app,main}.ts` },
  // The other entry points: the demo member's start-up, the seed.
  { category: 'entry', pattern: [`${SERVER}/*.ts`, `${SERVER}/seed/**`] },
  { category: 'manifest', pattern: 'apps/*/package.json' },
  // Build and test configuration at an app's top folder (vitest.config.ts, drizzle.config.ts).
  { category: 'tooling', pattern: 'apps/*/*.{ts,mts,js}' },
  { category: 'source', pattern: '**' },
];

const TEST_CODE = ['test', 'test-helper'];
const OPERATOR = ['operator', 'operator-api'];

/** A file of the importing file's own domain (`same`: the same captured name), of the given categories. */
const ownDomain = (...categories) => ({
  to: { element: { type: 'domain', same: 'domain' }, file: { categories } },
});
const otherDomain = (categories) => ({
  to: { element: { type: 'domain', other: 'domain' }, file: { categories } },
});
const anyDomainIndex = { to: { element: { type: 'domain' }, file: { categories: 'index' } } };
/** A server file outside modules/ of one of the given categories. */
const server = (...categories) => ({ to: { element: { type: 'server' }, file: { categories } } });
const serverFile = (categories) => ({ element: { type: ['domain', 'server'] }, file: { categories } });
const productionFile = (...alsoExcluded) => ({
  file: { categories: { noneOf: [...TEST_CODE, ...alsoExcluded] } },
});
const WEB = ['web', 'web-feature'];
const SERVER_ELEMENTS = ['domain', 'server'];

/** What each kind of file may import. */
const allowances = [
  // Tests and test helpers may import anything of their own app.
  { from: serverFile(TEST_CODE), allow: [{ to: { element: { type: SERVER_ELEMENTS } } }] },
  {
    from: { element: { type: WEB }, file: { categories: TEST_CODE } },
    allow: [{ to: { element: { type: WEB } } }],
  },
  // The operator command line uses the domains' public functions and may start the app.
  {
    from: serverFile(OPERATOR),
    allow: [server(...OPERATOR, 'app-shell', 'entry', 'platform'), anyDomainIndex],
  },
  // The app shell, the demo member and the seed wire the domains together through their indexes.
  {
    from: serverFile('app-shell'),
    allow: [server('operator-api', 'app-shell', 'entry', 'platform', 'manifest'), anyDomainIndex],
  },
  { from: serverFile('entry'), allow: [server('entry', 'platform'), anyDomainIndex] },
  { from: serverFile('platform'), allow: [server('platform')] },
  // Inside a domain: routes → service → queries; other domains through their index.
  {
    from: serverFile('routes'),
    allow: [ownDomain('routes', 'service'), otherDomain('index'), server('platform')],
  },
  {
    from: serverFile('service'),
    allow: [ownDomain('service', 'queries'), otherDomain('index'), server('platform')],
  },
  { from: serverFile('queries'), allow: [ownDomain('queries'), server('platform')] },
  { from: serverFile('index'), allow: [ownDomain('routes', 'service', 'queries'), server('platform')] },
  // Build and test configuration at the app's top folder. A server file in a folder `files` does not
  // name (category 'source') gets no allowance at all: a new folder is classified there first.
  { from: serverFile('tooling'), allow: [{ to: { element: { type: SERVER_ELEMENTS } } }] },
  // The web app: the shell and shared code use features; a feature uses itself and shared code.
  { from: { element: { type: 'web' } }, allow: [{ to: { element: { type: WEB } } }] },
  {
    from: { element: { type: 'web-feature' } },
    allow: [
      { to: { element: { type: 'web-feature', same: 'feature' } } },
      { to: { element: { type: 'web' } } },
    ],
  },
  {
    from: { element: { type: 'package' } },
    allow: [{ to: { element: { type: 'package', same: 'name' } } }],
  },
  // The back office uses its own files only (and packages by name); its tests its test helpers too.
  { from: { element: { type: 'backoffice' } }, allow: [{ to: { element: { type: 'backoffice' } } }] },
];

/**
 * The house rules, stated as refusals with their own message. They come after the allowances because
 * the last policy that matches decides; anything no policy allows is refused too (default: disallow).
 */
const refusals = [
  {
    from: serverFile('routes'),
    disallow: [ownDomain('queries')],
    message: 'A routes file calls its service, never queries: routes → service → queries.',
  },
  {
    from: serverFile('queries'),
    disallow: [ownDomain('service', 'routes', 'index')],
    message: 'A queries file imports no service and no routes: routes → service → queries.',
  },
  {
    from: { element: { type: 'domain' }, ...productionFile() },
    disallow: [otherDomain({ noneOf: ['index'] })],
    message: 'Another domain is used only through its index.ts (#<domain>), never a file inside it.',
  },
  {
    from: { element: { type: 'domain' }, ...productionFile('index') },
    disallow: [ownDomain('index')],
    message: "A domain's own files import each other directly, never their own index.ts.",
  },
  {
    from: serverFile('platform'),
    disallow: [{ to: { element: { type: 'domain' } } }],
    message: 'Platform code (db, http, shared, throttle, jobs, config, logger) imports no domain.',
  },
  {
    from: productionFile(),
    disallow: [{ to: { file: { categories: TEST_CODE } } }],
    message: 'Production code never imports tests or test helpers (testing/, test/, *.testing.ts, fuzz/).',
  },
  {
    from: productionFile(...OPERATOR),
    disallow: [{ to: { file: { categories: 'operator' } } }],
    message: 'Production code never imports the operator command line (operator/).',
  },
  {
    from: productionFile(...OPERATOR, 'app-shell'),
    disallow: [{ to: { file: { categories: 'operator-api' } } }],
    message:
      'Only app.ts and main.ts mount the operator API (operator/routes.ts, token.ts, local-server.ts).',
  },
  {
    from: { element: { type: 'web-feature' }, ...productionFile() },
    disallow: [{ to: { element: { type: 'web-feature', other: 'feature' } } }],
    message: 'A web feature never imports another feature: what two features share goes to shared/.',
  },
  {
    from: { element: { type: 'backoffice' } },
    disallow: [{ to: { element: { type: [...SERVER_ELEMENTS, ...WEB] } } }],
    message:
      'The back office imports neither the member site nor server code; it shares only @ug99/contract.',
  },
  {
    from: { element: { type: WEB } },
    disallow: [{ to: { element: { type: 'backoffice' } } }],
    message: 'The member site never imports the back office: it is its own bundle, never loaded by members.',
  },
  {
    from: { element: { type: WEB } },
    disallow: [{ to: { element: { type: SERVER_ELEMENTS } } }],
    message: 'The web app never imports server code: what both sides share lives in @ug99/contract.',
  },
  {
    from: { element: { type: 'package' } },
    disallow: [
      { to: { element: { type: [...SERVER_ELEMENTS, ...WEB] } } },
      { to: { element: { type: 'package', other: 'name' } } },
    ],
    message: 'A package never imports an app, and uses another package only by its name.',
  },
];

const BY_NAME = { group: ['**/packages/*', '**/packages/**'], message: 'Import a package by its name.' };

/**
 * The rule keeps the id `boundaries/dependencies` that eslint-plugin-boundaries gave it (its fixtures in
 * boundaries.test.ts name it). Every file under apps/ and packages/ is checked, and so is every import
 * between two of them, including two files of one element (the layers inside one domain).
 */
const dependencies = importBoundaries({
  root: repoRoot,
  include: ['apps/**', 'packages/**'],
  elements,
  files,
  policies: [...allowances, ...refusals],
});

export const boundariesConfig = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: {
      boundaries: { rules: { dependencies } },
      house: { rules: { 'no-domain-cycles': noDomainCycles, 'own-tables': ownTables } },
    },
    rules: {
      'boundaries/dependencies': 'error',
      'house/no-domain-cycles': 'error',
      'house/own-tables': 'error',
    },
  },
  {
    // An app uses a package through its name (@ug99/contract), never through a path into packages/.
    files: ['apps/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [BY_NAME] }] },
  },
  {
    // Only app.ts registers routes (docs/ARCHITECTURE.md#only-appts-registers-routes): a domain's index offers
    // its handlers and route plugins to app.ts, never to another domain. The rule's options replace the
    // ones above for these files, so the package rule is repeated.
    files: [`${MODULES}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/*.testing.ts', `${MODULES}/**/test/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            BY_NAME,
            {
              regex: '^#[a-z-]+$',
              importNamePattern: '^(register[A-Z]\\w*|\\w+Routes|\\w+Handlers)$',
              message:
                "Routes are registered by app.ts only: a domain never takes another domain's handlers or route plugins.",
            },
          ],
        },
      ],
    },
  },
];
