import path from 'node:path';
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { READS_STILL_TO_MOVE } from './table-owners.js';

// Lints deliberately wrong (and right) imports as if they were files at the given paths, with the
// repository's own ESLint configuration, and checks that the boundary rules fire exactly when they should.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

// The first lint loads the configuration and every plugin (seconds on a busy machine): done once here, so
// that no single test's budget pays for it.
beforeAll(() => eslint.lintText('', { filePath: path.join(root, 'apps/server/src/warm-up.ts') }), 60_000);

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => HOUSE_RULES.includes(m.ruleId ?? '')).map((m) => m.message);
}

const HOUSE_RULES = [
  'boundaries/dependencies',
  'no-restricted-imports',
  'house/no-domain-cycles',
  'house/own-tables',
];

const fixture = (file: string, code: string) => ({ file, code });
const refusal = (file: string, code: string, because: string) => ({ file, code, because });

const ROUTES_QUERIES = 'A routes file calls its service, never queries';
const QUERIES_UP = 'A queries file imports no service and no routes';
const OTHER_DOMAIN = 'Another domain is used only through its index.ts';
const OWN_INDEX = "A domain's own files import each other directly";
const PLATFORM = 'Platform code (db, http, shared, throttle, jobs, config, logger) imports no domain';
const TEST_HELPERS = 'Production code never imports tests or test helpers';
const OPERATOR = 'Production code never imports the operator command line';
const OPERATOR_API = 'Only app.ts and main.ts mount the operator API';
const WEB_FEATURE = 'A web feature never imports another feature';
const WEB_SERVER = 'The web app never imports server code';
const BACKOFFICE = 'The back office imports neither the member site nor server code';
const MEMBER_SITE = 'The member site never imports the back office';
const PACKAGE = 'A package never imports an app';
const BY_NAME = 'Import a package by its name.';
const CYCLE = 'Domains import each other in a cycle';
const FOREIGN_TABLES = "holds members's tables: only members imports it";
const BARREL = "Import the table's own schema file";
const ROUTE_PLUGIN = 'Routes are registered by app.ts only';
const FOREIGN_SQL = "members is members's table (members.ts): only members's SQL names it";

// Each refused import names the rule that must refuse it: removing or loosening that rule fails its test.
const refused = {
  'a routes file importing queries': refusal(
    'apps/server/src/modules/members/fixture-routes.ts',
    "import { findMemberByPhone } from './queries.ts';\nexport const x = findMemberByPhone;",
    ROUTES_QUERIES,
  ),
  'a queries file importing a service': refusal(
    'apps/server/src/modules/members/fixture-queries.ts',
    "import { createAccountService } from './service.ts';\nexport const x = createAccountService;",
    QUERIES_UP,
  ),
  'a queries file importing a routes file': refusal(
    'apps/server/src/modules/members/fixture-queries.ts',
    "import { accountRoutes } from './routes.ts';\nexport const x = accountRoutes;",
    QUERIES_UP,
  ),
  "a domain importing another domain's internals": refusal(
    'apps/server/src/modules/wallets/fixture.ts',
    "import { createSession } from '#members/auth/sessions.ts';\nexport const x = createSession;",
    OTHER_DOMAIN,
  ),
  "a domain's routes importing another domain's queries": refusal(
    'apps/server/src/modules/wallets/fixture-routes.ts',
    "import { findMemberByPhone } from '#members/queries.ts';\nexport const x = findMemberByPhone;",
    OTHER_DOMAIN,
  ),
  'a domain file importing its own index': refusal(
    'apps/server/src/modules/members/fixture.ts',
    "import { accountRoutes } from '#members';\nexport const x = accountRoutes;",
    OWN_INDEX,
  ),
  'production code importing an operator command': refusal(
    'apps/server/src/demo-fixture.ts',
    "import command from '#operator/commands/balance-adjust.ts';\nexport const x = command;",
    OPERATOR,
  ),
  'a domain importing an operator command': refusal(
    'apps/server/src/modules/wallets/fixture.ts',
    "import command from '#operator/commands/balance-adjust.ts';\nexport const x = command;",
    OPERATOR,
  ),
  'the app shell importing an operator command': refusal(
    'apps/server/src/app.ts',
    "import command from '#operator/commands/balance-adjust.ts';\nexport const x = command;",
    OPERATOR,
  ),
  'an entry point other than app.ts and main.ts using the operator API': refusal(
    'apps/server/src/demo-fixture.ts',
    "import { resolveOperatorToken } from '#operator/token.ts';\nexport const x = resolveOperatorToken;",
    OPERATOR_API,
  ),
  'the seed importing an operator command': refusal(
    'apps/server/src/seed/fixture.ts',
    "import command from '#operator/commands/balance-adjust.ts';\nexport const x = command;",
    OPERATOR,
  ),
  'production code importing a test helper': refusal(
    'apps/server/src/modules/payments/fixture.ts',
    "import { paymentsConfig } from '#testing/payments.ts';\nexport const x = paymentsConfig;",
    TEST_HELPERS,
  ),
  'a domain importing a domain that imports it (members ↔ responsible gaming, as it was)': refusal(
    'apps/server/src/modules/responsible-gaming/fixture.ts',
    "import { memberOf } from '#members';\nexport const x = memberOf;",
    CYCLE,
  ),
  'a type import closing a cycle (ledger → wallets → ledger)': refusal(
    'apps/server/src/modules/ledger/fixture.ts',
    "import type { AdjustmentRefused } from '#wallets';\nexport type X = AdjustmentRefused;",
    CYCLE,
  ),
  'an import closing a cycle through a third domain (ledger → polls → wheel → ledger)': refusal(
    'apps/server/src/modules/ledger/fixture.ts',
    "import { drawPoll } from '#polls';\nexport const x = drawPoll;",
    'ledger → polls → wheel → ledger',
  ),
  "a domain's queries importing another domain's tables": refusal(
    'apps/server/src/modules/wallets/fixture-queries.ts',
    "import { members } from '#db/schema/members.ts';\nexport const x = members;",
    FOREIGN_TABLES,
  ),
  "a file with reads still to move reading yet another domain's tables": refusal(
    'apps/server/src/modules/wheel/queries.ts',
    "import { withdrawals } from '#db/schema/payments.ts';\nexport const x = withdrawals;",
    "holds payments's tables",
  ),
  "a domain's raw SQL naming another domain's table": refusal(
    'apps/server/src/modules/wallets/fixture-queries.ts',
    "import { sql } from 'drizzle-orm';\nexport const x = sql`select phone from members where id = ${1}`;",
    FOREIGN_SQL,
  ),
  "a domain's raw SQL joining another domain's table": refusal(
    'apps/server/src/modules/wallets/fixture-queries.ts',
    "import { sql } from 'drizzle-orm';\nexport const x = sql`select 1 from free_credit_requirements r\n  join members m on m.id = r.member_id`;",
    FOREIGN_SQL,
  ),
  "a domain's raw SQL listing another domain's table after a comma in from": refusal(
    'apps/server/src/modules/wallets/fixture-queries.ts',
    "import { sql } from 'drizzle-orm';\nexport const x = sql`select 1 from free_credit_requirements r, members m\n  where m.id = r.member_id`;",
    FOREIGN_SQL,
  ),
  "sql.raw naming another domain's table": refusal(
    'apps/server/src/modules/wallets/fixture-queries.ts',
    "import { sql } from 'drizzle-orm';\nexport const x = sql.raw('delete from members');",
    FOREIGN_SQL,
  ),
  "platform code's raw SQL naming a domain's table": refusal(
    'apps/server/src/shared/fixture.ts',
    "import { sql } from 'drizzle-orm';\nexport const x = sql`update members set name = ${'x'}`;",
    FOREIGN_SQL,
  ),
  "the seed importing a domain's tables": refusal(
    'apps/server/src/seed/fixture.ts',
    "import { members } from '#db/schema/members.ts';\nexport const x = members;",
    FOREIGN_TABLES,
  ),
  'production code importing the schema barrel': refusal(
    'apps/server/src/modules/members/fixture-queries.ts',
    "import { members } from '#db/schema/index.ts';\nexport const x = members;",
    BARREL,
  ),
  'a domain importing its own *.testing.ts helper': refusal(
    'apps/server/src/modules/ledger/fixture.ts',
    "import * as helpers from './ledger.testing.ts';\nexport const x = helpers;",
    TEST_HELPERS,
  ),
  'production code importing the fuzz helpers': refusal(
    'apps/server/src/http/fixture.ts',
    "import * as fuzz from '#fuzz/runner.ts';\nexport const x = fuzz;",
    TEST_HELPERS,
  ),
  'web code importing a web test helper': refusal(
    'apps/web/src/features/games/fixture.ts',
    "import * as catalogue from './test/catalogue.ts';\nexport const x = catalogue;",
    TEST_HELPERS,
  ),
  "a package's production code importing its test helper": refusal(
    'packages/demo-provider/src/fixture.ts',
    "import * as fake from './testing/fake-operator.ts';\nexport const x = fake;",
    TEST_HELPERS,
  ),
  'a server file in a folder the rules do not classify': refusal(
    'apps/server/src/unclassified/fixture.ts',
    "import { loadConfig } from '#config';\nexport const x = loadConfig;",
    'There is no policy allowing',
  ),
  'platform code importing a domain': refusal(
    'apps/server/src/db/fixture.ts',
    "import { transfer } from '#ledger';\nexport const x = transfer;",
    PLATFORM,
  ),
  'the job runner importing a domain': refusal(
    'apps/server/src/jobs/fixture.ts',
    "import { createLottoJobs } from '#lotto';\nexport const x = createLottoJobs;",
    PLATFORM,
  ),
  'the web importing server code': refusal(
    'apps/web/src/shared/fixture.ts',
    "import { loadConfig } from '../../../server/src/config.ts';\nexport const x = loadConfig;",
    WEB_SERVER,
  ),
  'a web feature importing another feature': refusal(
    'apps/web/src/features/games/fixture.ts',
    "import x from '../auth/api/login.ts';\nexport default x;",
    WEB_FEATURE,
  ),
  'the back office importing the member site': refusal(
    'apps/backoffice/src/shared/fixture.ts',
    "import { promotionsTh } from '../../../web/src/shared/th/promotions.ts';\nexport const x = promotionsTh;",
    BACKOFFICE,
  ),
  'the back office importing server code': refusal(
    'apps/backoffice/src/shared/fixture.ts',
    "import { loadConfig } from '../../../server/src/config.ts';\nexport const x = loadConfig;",
    BACKOFFICE,
  ),
  'the member site importing the back office': refusal(
    'apps/web/src/shared/fixture.ts',
    "import { formatBaht } from '../../../backoffice/src/shared/format.ts';\nexport const x = formatBaht;",
    MEMBER_SITE,
  ),
  'the contract importing an app': refusal(
    'packages/contract/src/fixture.ts',
    "import { loadConfig } from '../../../apps/server/src/config.ts';\nexport const x = loadConfig;",
    PACKAGE,
  ),
  'a package importing another package by path': refusal(
    'packages/demo-provider/src/fixture.ts',
    "import { ERRORS } from '../../contract/src/errors.ts';\nexport const x = ERRORS;",
    PACKAGE,
  ),
  'an app importing a package by path': refusal(
    'apps/server/src/shared/fixture.ts',
    "import { ERRORS } from '../../../../packages/contract/src/errors.ts';\nexport const x = ERRORS;",
    BY_NAME,
  ),
};

const routePlugins = {
  "a domain importing another domain's route plugin": refusal(
    'apps/server/src/modules/wallets/fixture.ts',
    "import { registerLive } from '#live';\nexport const x = registerLive;",
    ROUTE_PLUGIN,
  ),
  "a domain importing another domain's route-table handlers": refusal(
    'apps/server/src/modules/wallets/fixture.ts',
    "import { accountHandlers } from '#members';\nexport const x = accountHandlers;",
    ROUTE_PLUGIN,
  ),
};

const allowed = {
  'a routes file importing its service': fixture(
    'apps/server/src/modules/members/fixture-routes.ts',
    "import { createAccountService } from './service.ts';\nexport const x = createAccountService;",
  ),
  'a service importing its queries': fixture(
    'apps/server/src/modules/members/fixture.ts',
    "import { findMemberByPhone } from './queries.ts';\nexport const x = findMemberByPhone;",
  ),
  'a queries file importing platform code': fixture(
    'apps/server/src/modules/members/fixture-queries.ts',
    "import type { Db } from '#db/client.ts';\nexport type X = Db;",
  ),
  "a domain importing another domain's index": fixture(
    'apps/server/src/modules/wallets/fixture.ts',
    "import { transfer } from '#ledger';\nexport const x = transfer;",
  ),
  'a domain index exporting its own routes': fixture(
    'apps/server/src/modules/members/index.ts',
    "export { accountRoutes } from './routes.ts';",
  ),
  'a test of a domain importing a domain that depends on it': fixture(
    'apps/server/src/modules/responsible-gaming/fixture.test.ts',
    "import { memberOf } from '#members';\nexport const x = memberOf;",
  ),
  "a domain's queries importing its own tables": fixture(
    'apps/server/src/modules/members/fixture-queries.ts',
    "import { members } from '#db/schema/members.ts';\nexport const x = members;",
  ),
  'a domain writing the operator audit log (a platform table)': fixture(
    'apps/server/src/modules/wallets/fixture.ts',
    "import { operatorAuditLog } from '#db/schema/audit.ts';\nexport const x = operatorAuditLog;",
  ),
  "a domain's raw SQL naming its own tables": fixture(
    'apps/server/src/modules/members/fixture-queries.ts',
    "import { sql } from 'drizzle-orm';\nexport const x = sql`select phone from members m join member_bank_accounts b on b.member_id = m.id`;",
  ),
  'raw SQL naming a platform table, or words that are no table after from': fixture(
    'apps/server/src/modules/wallets/fixture-queries.ts',
    "import { sql } from 'drizzle-orm';\nexport const x = sql`select extract(epoch from created_at) from agents where note = 'from members' -- join members\n`;",
  ),
  "another domain's table reached through the owner's subquery": fixture(
    'apps/server/src/modules/wallets/fixture-queries.ts',
    "import { sql } from 'drizzle-orm';\nimport type { SQL } from 'drizzle-orm';\nexport const x = (members: SQL) => sql`select 1 from free_credit_requirements where member_id in ${members}`;",
  ),
  "a test's raw SQL naming any table": fixture(
    'apps/server/src/modules/wallets/fixture.test.ts',
    "import { sql } from 'drizzle-orm';\nexport const x = sql`select phone from members`;",
  ),
  'a test helper importing the schema barrel': fixture(
    'apps/server/src/testing/fixture.ts',
    "import { members } from '#db/schema/index.ts';\nexport const x = members;",
  ),
  'an operator command importing a domain index': fixture(
    'apps/server/src/operator/commands/fixture.ts',
    "import { adjustBalance } from '#wallets';\nexport const x = adjustBalance;",
  ),
  'the app shell mounting the operator API': fixture(
    'apps/server/src/app.ts',
    "import { operatorRoutes } from '#operator/routes.ts';\nexport const x = operatorRoutes;",
  ),
  'a test importing test helpers and internals': fixture(
    'apps/server/src/modules/wallets/fixture.test.ts',
    "import { paymentsConfig } from '#testing/payments.ts';\nimport { createSession } from '#members/auth/sessions.ts';\nexport const x = [paymentsConfig, createSession];",
  ),
  'a test importing an operator command': fixture(
    'apps/server/src/modules/wallets/fixture.test.ts',
    "import command from '#operator/commands/balance-adjust.ts';\nexport const x = command;",
  ),
  'a web feature importing shared web code': fixture(
    'apps/web/src/features/games/fixture.ts',
    "import { useSessionStore } from '@/shared/store/session-store.ts';\nexport const x = useSessionStore;",
  ),
  "app.ts taking a domain's handlers and route plugins": fixture(
    'apps/server/src/app.ts',
    "import { accountHandlers } from '#members';\nimport { registerLive } from '#live';\nexport const x = [accountHandlers, registerLive];",
  ),
  'a domain importing a function of another domain': fixture(
    'apps/server/src/modules/wallets/fixture.ts',
    "import { memberOf } from '#members';\nexport const x = memberOf;",
  ),
  'the back office importing its own files': fixture(
    'apps/backoffice/src/shared/fixture.ts',
    "import { th } from '../th.ts';\nexport const x = th;",
  ),
  'an app importing a package by name': fixture(
    'apps/server/src/shared/fixture.ts',
    "import { ERRORS } from '@ug99/contract';\nexport const x = ERRORS;",
  ),
};

describe('import boundaries', () => {
  for (const [name, { file, code, because }] of Object.entries({ ...refused, ...routePlugins })) {
    it(`refuses ${name}`, async () => {
      const errors = await boundaryErrors(file, code);
      expect(
        errors.some((message) => message.includes(because)),
        errors.join('\n'),
      ).toBe(true);
    });
  }
  for (const [name, { file, code }] of Object.entries(allowed)) {
    it(`allows ${name}`, async () => {
      expect(await boundaryErrors(file, code)).toEqual([]);
    });
  }
});

// The reads of another domain's tables written before the rule may only go away: an entry whose file no
// longer imports that schema file must leave the list, so that the rule refuses the read from then on.
describe("reads of other domains' tables still to move", () => {
  for (const [file, schemaFiles] of Object.entries(READS_STILL_TO_MOVE)) {
    it(`${file} still reads ${schemaFiles.join(', ')}`, () => {
      const source = readFileSync(path.join(root, 'apps/server/src', file), 'utf8');
      const imported = schemaFiles.filter((schema) => source.includes(`'#db/schema/${schema}.ts'`));
      expect(imported).toEqual(schemaFiles);
    });
  }
});
