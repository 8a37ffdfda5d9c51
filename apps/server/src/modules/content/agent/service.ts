import { satangToBaht } from '@ug99/contract';
import type { AgentBankAccount, AgentConfig, AgentTrueMoneyAccount, AgentValidation } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { requireAgent } from '#shared/agents.ts';
import { activeBankAccounts, activeTrueMoneyAccounts } from '#payments';
import { findAgentSettings } from './queries.ts';

export type AgentService = ReturnType<typeof createAgentService>;

/**
 * Calls that leave the agent code out are about the site's own agent (AGENT_CODE). `sandboxPayments`:
 * whether this server runs the sandbox gateway (the site's payment pages show it, and its demo payees
 * are marked as test accounts: docs/rules/payments.md#test-accounts).
 */
export function createAgentService(
  db: Db,
  defaultAgentCode: string,
  sandboxPayments: boolean,
  /** LINE_LIFF_ID: the /liff pages log in with LINE when set (docs/LINE.md). */
  liffId?: string,
) {
  return {
    async getConfig(code: string): Promise<AgentConfig> {
      const agent = await requireAgent(db, code);
      const settings = await findAgentSettings(db, agent.id);
      // Seed and operator tools always create both rows together; a gap is corrupt data, not a member error.
      if (!settings) throw new Error(`agent ${agent.code} has no agent_settings row`);
      return {
        info: {
          agent_code: agent.code,
          agent_name: agent.name,
          agent_logo: agent.logoUrl,
          line_contact_url: agent.lineContactUrl,
          line_admin_url: agent.lineAdminUrl,
        },
        settings: {
          currency: 'THB',
          min_deposit: satangToBaht(settings.minDepositSatang),
          max_deposit: satangToBaht(settings.maxDepositSatang),
          min_withdraw: satangToBaht(settings.minWithdrawSatang),
          min_age: settings.minAge,
          licence_text: settings.licenceText,
          sandbox_payments: sandboxPayments,
          ...(liffId ? { liff_id: liffId } : {}),
        },
      };
    },

    async validate(code: string): Promise<AgentValidation> {
      const agent = await requireAgent(db, code);
      return { agent_code: agent.code, agent_name: agent.name };
    },

    async listBankAccounts(code: string = defaultAgentCode): Promise<AgentBankAccount[]> {
      const agent = await requireAgent(db, code);
      const rows = await activeBankAccounts(db, agent.id);
      return rows.map((row) => ({
        id: row.id,
        bank_code: row.bankCode,
        bank_name: row.bankName,
        account_no: row.accountNo,
        account_name: row.accountName,
        test_account: sandboxPayments && row.testAccount,
      }));
    },

    async listTrueMoneyAccounts(code: string = defaultAgentCode): Promise<AgentTrueMoneyAccount[]> {
      const agent = await requireAgent(db, code);
      const rows = await activeTrueMoneyAccounts(db, agent.id);
      return rows.map((row) => ({
        id: row.id,
        phone: row.phone,
        account_name: row.accountName,
        test_account: sandboxPayments && row.testAccount,
      }));
    },
  };
}
