import type { Db } from '#db/client.ts';
import type { BackofficeOperator } from '../access/sessions.ts';
import type { OperatorScope } from '#shared/acting-operator.ts';
import { requireAgent } from '#shared/agents.ts';
import type { Clock } from '#shared/clock.ts';

/** What the operations services share (docs/BACKOFFICE.md#screens). */
export type OperationsContext = {
  db: Db;
  clock: Clock;
  agentCode: string;
  agentId(): Promise<number>;
  /** An adjustment above this (either sign) becomes a four-eyes request (docs/BACKOFFICE.md#four-eyes-approval). */
  financeAdjustLimitSatang: bigint;
  /** The demo member's phone where the demo member is on, else null: new-member counts leave it out. */
  demoMemberPhone: string | null;
  /** The payout gateway an approval hands withdrawals to (docs/PAYMENTS.md#payouts); null: manual payouts only. */
  payoutGateway: string | null;
  /** The sandbox is on: its automatic-approval defaults hold until finance sets rules. */
  sandboxPayouts: boolean;
};

/** The operator acting, as the guard puts it on the request, and the address the call came from. */
export type Operator = Pick<BackofficeOperator, 'id' | 'name' | 'role'> & { ip: string | null };

export const DEFAULT_FINANCE_ADJUST_LIMIT_SATANG = 500_000n;

export function operationsContext(deps: {
  db: Db;
  clock: Clock;
  agentCode: string;
  financeAdjustLimitSatang?: bigint | undefined;
  demoMemberPhone?: string | null | undefined;
  payoutGateway?: string | null | undefined;
}): OperationsContext {
  let agentId: number | undefined;
  return {
    db: deps.db,
    clock: deps.clock,
    agentCode: deps.agentCode,
    async agentId() {
      agentId ??= (await requireAgent(deps.db, deps.agentCode)).id;
      return agentId;
    },
    financeAdjustLimitSatang: deps.financeAdjustLimitSatang ?? DEFAULT_FINANCE_ADJUST_LIMIT_SATANG,
    demoMemberPhone: deps.demoMemberPhone ?? null,
    payoutGateway: deps.payoutGateway ?? null,
    sandboxPayouts: (deps.payoutGateway ?? null) !== null,
  };
}

/** The agent and clock a domain's operator use case acts with (docs/BACKOFFICE.md#operator-use-cases). */
export async function scopeOf(ctx: OperationsContext): Promise<OperatorScope> {
  return { agentId: await ctx.agentId(), clock: ctx.clock };
}
