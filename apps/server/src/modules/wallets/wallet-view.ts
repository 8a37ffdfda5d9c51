import { satangToBaht } from '@ug99/contract';
import type { Wallet } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { MemberWallet } from '#ledger';
import { findAgentCode } from '#shared/agents.ts';

/**
 * A member's wallets as every API call shows them: balances in baht from the ledger, each with the
 * member's agent code. The wallet list and the game sheet's wallet choice both answer with this.
 */
export async function walletViews(
  db: Db,
  agentId: number,
  wallets: Promise<MemberWallet[]>,
): Promise<Wallet[]> {
  const [rows, agentCode] = await Promise.all([wallets, findAgentCode(db, agentId)]);
  return rows.map((w) => ({
    id: w.accountId,
    wallet_name: w.walletName,
    balance: satangToBaht(w.balance),
    wallet_type_id: w.walletTypeId,
    agent_code: agentCode ?? '',
  }));
}
