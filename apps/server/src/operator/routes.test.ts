import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#testing/databases.ts';
import { memberWallets } from '#ledger';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { bearer, registerMember } from '#testing/members.ts';
import { runOperatorCli } from './cli.ts';
import { announceServer } from './local-server.ts';

const TOKEN = 'operator-token-for-tests-0123456789';

describe.each(testDatabases())('operator API on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { operatorToken: TOKEN });
  });
  afterAll(() => t.close());

  const run = (body: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/run',
      payload: body,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('answers 401 without the operator token, with a wrong one, and with a member’s token', async () => {
    const member = await registerMember(t);
    const command = { command: 'ledger:reconcile', args: [], flags: {} };
    for (const token of [undefined, 'not-the-operator-token-at-all-000', member.token]) {
      const res = await run(command, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 1001, data: null });
    }
  });

  it('refuses a bare token or another scheme: only `Authorization: Bearer <token>` opens the API', async () => {
    const command = { command: 'ledger:reconcile', args: [], flags: {} };
    for (const authorization of [TOKEN, `Basic ${TOKEN}`, `Token ${TOKEN}`, `Bearer`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/operator/run',
        payload: command,
        headers: { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('checks the token before reading the body: a malformed body without the token is 401, not 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/run',
      payload: '{"command": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('never reads a file on the server’s machine: deposit:import-statement takes content, not a path', async () => {
    const res = await run({ command: 'deposit:import-statement', args: ['/etc/hostname'], flags: {} }, TOKEN);
    expect(res.json().data).toEqual({
      exit_code: 1,
      out: [],
      err: ['error: the statement content is required (--inline)'],
    });
  });

  it('answers "unknown command" for names inherited from Object, never a fault', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const res = await run({ command: name, args: [], flags: {} }, TOKEN);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().data, name).toEqual({ exit_code: 2, out: [], err: [`unknown command: ${name}`] });
    }
  });

  it('runs a command on the server’s database and answers its exit code and output', async () => {
    const res = await run({ command: 'ledger:reconcile', args: [], flags: {} }, TOKEN);
    expect(res.json()).toEqual({
      error: 0,
      data: { exit_code: 0, out: ['ledger balanced'], err: [] },
      message: expect.any(String),
    });
  });

  it('answers exit code 2 for an unknown command and 1 with the reason for a refused one', async () => {
    expect((await run({ command: 'nope', args: [], flags: {} }, TOKEN)).json().data).toEqual({
      exit_code: 2,
      out: [],
      err: ['unknown command: nope'],
    });
    const refused = await run({ command: 'balance:adjust', args: ['0899999999', '10'], flags: {} }, TOKEN);
    expect(refused.json().data.exit_code).toBe(1);
    expect(refused.json().data.err[0]).toMatch(/^error: /);
  });

  it('the command line sends its command to the server that announced itself in DATA_DIR', async () => {
    const member = await registerMember(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ug99-operator-remote-'));
    try {
      announceServer(dataDir, address);
      writeFileSync(path.join(dataDir, 'operator-token'), `${TOKEN}\n`);
      const out: string[] = [];
      const err: string[] = [];
      const code = await runOperatorCli(
        ['balance:adjust', member.phone, '250.50', '--reason', 'ชดเชยรายการฝากล่าช้า', '--operator', 'somsri'],
        { env: { DATA_DIR: dataDir, NODE_ENV: 'test' }, out: (l) => out.push(l), err: (l) => err.push(l) },
      );
      expect({ code, err }).toEqual({ code: 0, err: [] });
      // The money moved in the server's database, which the command line never opened itself.
      const memberId = (
        await t.app.inject({ method: 'GET', url: '/api/get_user_info', headers: bearer(member.token) })
      ).json().data.user.id as number;
      const main = (await memberWallets(t.database.db, memberId)).find((w) => w.walletTypeId === 1);
      expect(main?.balance).toBe(25_050n);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
