import { operatorSession } from '#testing/backoffice.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { testDatabases } from '#testing/databases.ts';
import { checkInvariants } from '#ledger';
import { paymentsConfig, TEST_GATEWAY_SECRET } from '#testing/payments.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { gamesConfig, TEST_PROVIDER_SECRET } from '#testing/games.ts';
import { prepareMember } from './fixture.ts';
import type { FuzzMember } from './fixture.ts';
import { describeFinding, fuzzRoute, seedOf } from './runner.ts';
import type { Secrets } from './runner.ts';
import { documentedTargets, sandboxTargets, signedTargets } from './targets.ts';
import type { OpenApiDocument, Target } from './targets.ts';
import { installWriteJournal } from './write-journal.ts';

/**
 * The schema fuzz suite (docs/SECURITY.md): every route of the OpenAPI document, the signed routes and
 * the sandbox gateway get valid and hostile requests drawn from their JSON schemas with a fixed seed.
 * No answer may be a 5xx or hide a fault, and a refused request (4xx, `error != 0`, a protocol status
 * other than OK, a command's non-zero exit code) may write nothing.
 */
const SEED = 20_240_610;
/**
 * Requests per route share on each database of the run; a route has one share, the calls that hash a
 * password on valid input half a share. The budget grows with the routes: a fixed total would give each
 * route less as routes are added, until valid requests stopped reaching the handlers of the calls with the
 * most fields (registration). With PostgreSQL (TEST_DATABASE_URL, as in CI) the suite runs there alone
 * (src/testing/pglite-set.ts) with 52 a share, over 10,000 requests; the same seed draws the same first 40
 * of each route that PGlite gets on a machine without PostgreSQL, where PGlite (in the test's own process)
 * took three times as long for them.
 */
const REQUESTS_PER_SHARE = { pglite: 40, postgres: 52 } as const;
const OPERATOR_TOKEN = 'operator-token-for-the-fuzz-suite-0123456789';

const databases = testDatabases();
const sentByDatabase = new Map<string, number>();

afterAll(() => {
  const total = [...sentByDatabase.values()].reduce((a, b) => a + b, 0);
  const each = [...sentByDatabase].map(([kind, n]) => `${kind} ${n}`).join(', ');
  console.log(`schema fuzz: ${total} requests sent (${each}), seed ${SEED}`);
});

describe.each(databases)('schema fuzz on $kind', (database) => {
  let t: TestApp;
  let shared: FuzzMember | undefined;
  let documented: Target[];
  let sent = 0;
  const secrets: Secrets = {
    operatorToken: OPERATOR_TOKEN,
    providerSecret: TEST_PROVIDER_SECRET,
    gatewaySecret: TEST_GATEWAY_SECRET,
    backofficeCookie: '',
  };

  beforeAll(async () => {
    const members = loadConfig({ NODE_ENV: 'test' }).members;
    t = await createTestApp(database, {
      config: {
        ...paymentsConfig(),
        ...gamesConfig(),
        // Every request comes from one address and the suite registers a member per route: the
        // registration throttle (shared with check_account) would soon refuse the suite's own setup.
        // The other throttles keep their defaults, so their refusals are fuzzed too.
        members: { ...members, checkAccountMaxPerIp: 1_000_000, checkAccountMaxPerTarget: 1_000_000 },
      },
      operatorToken: OPERATOR_TOKEN,
    });
    await installWriteJournal(t.database.db);
    secrets.backofficeCookie = (await operatorSession(t, 'admin')).cookie;
    documented = documentedTargets(t.app.swagger() as unknown as OpenApiDocument);
  });
  afterAll(async () => {
    sentByDatabase.set(database.kind, sent);
    await t?.close();
  });

  const runsOf = (target: Target) => Math.ceil(REQUESTS_PER_SHARE[database.kind] * target.weight);

  async function fuzz(targets: Target[]) {
    const findings: string[] = [];
    const unreached: string[] = [];
    for (const target of targets) {
      const member = target.changesMember ? await prepareMember(t) : (shared ??= await prepareMember(t));
      const result = await fuzzRoute({
        t,
        target,
        member,
        runs: runsOf(target),
        seed: seedOf(SEED, target.name),
        secrets,
      });
      sent += result.sent;
      findings.push(...result.findings.map(describeFinding));
      if (result.reachedHandler === 0) unreached.push(target.name);
    }
    return { findings, unreached };
  }

  // The document's calls in four parts, each its own test and time budget: together they were one test
  // of over 7,000 requests, which ran past its 240 s on a loaded 2-core machine (and its requests, still
  // running, then showed as writes of the next test's refused requests).
  const PARTS = 4;
  it.each(Array.from({ length: PARTS }, (_, part) => part + 1))(
    'every call of the OpenAPI document (part %i of 4) answers hostile input without a 5xx and writes nothing it refuses',
    async (part) => {
      const targets = documented.filter((x) => x.access !== 'operator');
      expect(targets.length).toBeGreaterThan(30);
      const { findings, unreached } = await fuzz(targets.filter((_, i) => i % PARTS === part - 1));
      expect(findings).toEqual([]);
      // Valid requests must get past the schema somewhere, or the suite would only ever test the schema.
      expect(unreached).toEqual([]);
    },
    240_000,
  );

  it('the signed routes refuse hostile bodies, signed or not, without a 5xx and without writing', async () => {
    const { findings, unreached } = await fuzz(signedTargets());
    expect(findings).toEqual([]);
    expect(unreached).toEqual([]);
  }, 120_000);

  it('the operator API treats prototype names as unknown commands and refused commands write nothing', async () => {
    const { findings, unreached } = await fuzz(documented.filter((x) => x.access === 'operator'));
    expect(findings).toEqual([]);
    expect(unreached).toEqual([]);
    for (const command of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/operator/run',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
        payload: { command, args: [], flags: {} },
      });
      expect(res.json(), command).toMatchObject({ error: 0, data: { exit_code: 2 } });
    }
  }, 120_000);

  it('the sandbox gateway’s calls answer hostile input without a 5xx', async () => {
    const { findings } = await fuzz(sandboxTargets());
    expect(findings).toEqual([]);
  }, 120_000);

  it('after all of it, the ledger reconciles', async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    // The suite's floor on PostgreSQL (docs/SECURITY.md): a change that removes routes or lowers the share
    // would otherwise thin it out unnoticed.
    if (database.kind === 'postgres') expect(sent).toBeGreaterThan(10_000);
  });
});
