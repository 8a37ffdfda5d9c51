import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MembersConfig } from '#config';
import { members } from '#db/schema/members.ts';

/** `(id)` of every member of the agent, for an audience query (docs/NOTIFICATIONS.md#the-operators-broadcast). */
export function agentMembersSql(agentId: number): SQL {
  return sql`(select id from ${members} where agent_id = ${agentId})`;
}

/**
 * The VIP level as SQL over lifetime deposits and stakes (null: none yet), the same rule as `vipLevelOf`
 * (profile.ts): Hero when either reaches its threshold, else Gold, else 0.
 */
export function vipLevelSql(deposits: SQL, stakes: SQL, vip: MembersConfig['vip']): SQL {
  const d = sql`coalesce(${deposits}, 0)`;
  const s = sql`coalesce(${stakes}, 0)`;
  return sql`(case
    when ${d} >= ${vip.heroDepositSatang.toString()}::bigint or ${s} >= ${vip.heroTurnoverSatang.toString()}::bigint then 2
    when ${d} >= ${vip.goldDepositSatang.toString()}::bigint or ${s} >= ${vip.goldTurnoverSatang.toString()}::bigint then 1
    else 0 end)`;
}
