import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { members } from '#db/schema/index.ts';
import type { LineIdentity, LineTokenVerifier } from '#affiliate';
import { addDailyPlayTotals } from '#games';
import { adjustBalance } from '#wallets';
import type { TestApp } from './app.ts';
import { asMember, registerMember } from './members.ts';
import type { Registered } from './members.ts';

/** Thai first names, so each test member is a different person to the self-referral rule. */
const NAMES = ['สมศักดิ์', 'สมพร', 'วิไล', 'ประยุทธ', 'มาลี', 'สุดา', 'อนันต์', 'กมล', 'ปรีชา', 'จันทร์'];
let nameSeq = 0;

export type AffiliateMember = Registered & { id: number; code: string };

/** Registers a member (through `ref` when given) with a name of its own; answers its id and code. */
export async function affiliateMember(t: TestApp, ref?: string): Promise<AffiliateMember> {
  nameSeq += 1;
  const m = await registerMember(t, {
    first_name: `${NAMES[nameSeq % NAMES.length]}${'ก'.repeat(Math.floor(nameSeq / NAMES.length))}`,
    ...(ref ? { ref } : {}),
  });
  const [row] = await t.database.db
    .select({ id: members.id, code: members.referralCode })
    .from(members)
    .where(eq(members.phone, m.phone));
  if (!row) throw new Error(`no member ${m.phone}`);
  return { ...m, id: row.id, code: row.code };
}

/** Turnover as the games would have kept it (game_daily_totals): a bet of `satang`, added to the day's row. */
export async function addTurnover(
  db: Db,
  row: { day: string; memberId: number; category: string; satang: bigint; walletTypeId?: number },
): Promise<void> {
  await addDailyPlayTotals(
    db,
    { day: row.day, memberId: row.memberId, walletTypeId: row.walletTypeId ?? 1, category: row.category },
    { betCount: 1, turnover: row.satang },
  );
}

/** Credits the member's affiliate wallet by an operator adjustment. */
export async function fundAffiliateWallet(t: TestApp, m: Registered, satang: bigint): Promise<void> {
  await adjustBalance(t.database.db, {
    agentCode: 'ug99',
    phone: m.phone,
    amountSatang: satang,
    reason: 'ทดสอบค่าแนะนำ',
    wallet: 4,
    operator: 'test',
    now: new Date(),
  });
}

export async function walletBalances(t: TestApp, m: Registered): Promise<Record<number, number>> {
  const body = (await asMember(t, m.token).get('/api/member/wallets')).json();
  return Object.fromEntries(
    (body.data as { wallet_type_id: number; balance: number }[]).map((w) => [w.wallet_type_id, w.balance]),
  );
}

/** LINE's verify endpoint stood in by a table of tokens; any other token is refused as invalid. */
export function fakeLineVerifier(
  tokens: Record<string, LineIdentity>,
): LineTokenVerifier & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async verify(idToken) {
      calls.push(idToken);
      if (idToken.startsWith('down-')) return { ok: false, reason: 'unavailable' };
      const identity = tokens[idToken];
      return identity ? { ok: true, identity } : { ok: false, reason: 'invalid' };
    },
  };
}

/** Logs the member in again (after a test moved the clock past the session's idle hour). */
export async function freshToken(t: TestApp, m: Registered): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: m.phone, password: m.password },
  });
  const token = res.json().data?.access_token;
  if (typeof token !== 'string') throw new Error(`login failed: ${res.body}`);
  return token;
}
