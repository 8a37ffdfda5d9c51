import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BroadcastAudience } from '@ug99/contract';
import type { MembersConfig } from '#config';
import { depositedSinceSql, lifetimeFlowsSql } from '#ledger';
import { agentMembersSql, vipLevelSql } from '#members';
import { lineLinkedSql, marketingOptedOutSql } from '#notifications';
import { excludedAtSql } from '#responsible-gaming';
import type { AudienceSql } from './queries.ts';

/** What the audience query needs besides the audience: the agent, the time, the VIP thresholds. */
export type AudienceScope = {
  agentId: number;
  at: Date;
  /** The first Bangkok day a "deposited within N days" audience counts (today is day 1). */
  depositFromDay: string | null;
  vip: MembersConfig['vip'];
};

/**
 * The audience's members (docs/NOTIFICATIONS.md#the-operators-broadcast): every member of the agent,
 * less those who opted out of marketing messages and those in cool-off or self-exclusion, narrowed by
 * each chosen filter. Each domain answers its own part as a subquery.
 */
function whereOf(audience: BroadcastAudience, scope: AudienceScope): SQL {
  const parts: SQL[] = [
    sql`m.id not in ${marketingOptedOutSql()}`,
    sql`m.id not in ${excludedAtSql(scope.at)}`,
  ];
  if (audience.vip_levels) {
    const level = vipLevelSql(sql`f.deposits`, sql`f.stakes`, scope.vip);
    parts.push(sql`${level} = any(${sql.param(audience.vip_levels)}::int[])`);
  }
  if (scope.depositFromDay) parts.push(sql`m.id in ${depositedSinceSql(scope.depositFromDay)}`);
  if (audience.line_linked) parts.push(sql`m.id in ${lineLinkedSql()}`);
  return sql.join(parts, sql` and `);
}

/** The audience as SQL for the queries: each domain answers its own part as a subquery. */
export function audienceSql(audience: BroadcastAudience, scope: AudienceScope): AudienceSql {
  return {
    from: sql`${agentMembersSql(scope.agentId)} m left join ${lifetimeFlowsSql()} f on f.member_id = m.id`,
    where: whereOf(audience, scope),
  };
}
