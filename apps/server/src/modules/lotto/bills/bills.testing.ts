import { randomUUID } from 'node:crypto';
import { accountBalance } from '#ledger';
import type { TestApp } from '#testing/app.ts';
import { fundMember } from '#testing/lotto.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';

/** A bill line as the member's calls send it. */
export type TestBillLine = { type: string; number: string; amount: number };

/**
 * What the bill tests do as a member (docs/LOTTO.md): a funded member, its main wallet, and the validate
 * and create calls, on the app `app()` answers once beforeAll made it.
 */
export function billTestCalls(app: () => TestApp) {
  const db = () => app().database.db;
  return {
    /** A new member with `baht` in the main wallet. */
    async member(baht = 10_000) {
      const m = await registerMember(app());
      if (baht > 0) await fundMember(db(), m, baht);
      return m;
    },
    main: async (m: Registered) => accountBalance(db(), { member: await memberIdOf(db(), m), wallet: 1 }),
    validate: (m: Registered, roundId: number, lines: TestBillLine[]) =>
      asMember(app(), m.token).post('/api/lotto/bill/validate', { round_id: roundId, agent_id: 1, lines }),
    create: (m: Registered, roundId: number, lines: TestBillLine[], extra: object = {}) =>
      asMember(app(), m.token).post('/api/lotto/bill/create', {
        round_id: roundId,
        agent_id: 1,
        request_id: randomUUID(),
        lines,
        ...extra,
      }),
  };
}
