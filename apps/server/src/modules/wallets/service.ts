import { satangToBaht, WALLET_TYPES } from '@ug99/contract';
import type { PointsResult, StatementPage, StatementQuery, Wallet, WalletTypeId } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { memberPoints, memberStatement, memberWallets } from '#ledger';
import { DAY, startOfBangkokDate } from '#shared/bangkok-time.ts';
import { walletViews } from './wallet-view.ts';

export type WalletService = ReturnType<typeof createWalletService>;

/** Wallets, points and the statement (docs/rules/wallets.md); balances come from the ledger only. */
export function createWalletService(db: Db) {
  return {
    async listWallets(member: SessionMember): Promise<Wallet[]> {
      return walletViews(db, member.agentId, memberWallets(db, member.id));
    },

    async points(member: SessionMember): Promise<PointsResult> {
      return { point: Number(await memberPoints(db, member.id)) };
    },

    /**
     * Newest first. Dates are Bangkok days, both ends included. Only the member's own accounts are
     * read (the ledger's statement query starts from the accounts the member owns).
     */
    async statement(member: SessionMember, query: StatementQuery): Promise<StatementPage> {
      const { date_from: dateFrom, date_to: dateTo } = query;
      if (dateFrom && dateTo && dateFrom > dateTo) throw new AppError('STATEMENT_RANGE_INVALID');
      const result = await memberStatement(db, member.id, {
        asset: query.asset,
        reasons: query.reason,
        from: dateFrom ? startOfBangkokDate(dateFrom) : undefined,
        to: dateTo ? new Date(startOfBangkokDate(dateTo).getTime() + DAY) : undefined,
        page: query.page,
        pageSize: query.page_size,
      });
      return {
        page: query.page,
        page_size: query.page_size,
        total: result.total,
        rows: result.rows.map((row) => {
          // Points are whole numbers, not satang: only money is converted to baht.
          const amount = row.asset === 'THB' ? satangToBaht(row.amount) : Number(row.amount);
          const balanceAfter =
            row.asset === 'THB' ? satangToBaht(row.balanceAfter) : Number(row.balanceAfter);
          const walletTypeId = row.walletTypeId as WalletTypeId | null;
          return {
            // A move between two of the member's wallets has a row for each side.
            id: `${row.transferId}:${walletTypeId ?? 'points'}`,
            created_at: row.createdAt.toISOString(),
            reason: row.reason as StatementPage['rows'][number]['reason'],
            reason_label: row.reasonLabel,
            asset: row.asset,
            wallet_type_id: walletTypeId,
            wallet_name: walletTypeId === null ? null : WALLET_TYPES[walletTypeId],
            amount,
            balance_after: balanceAfter,
            memo: row.memo,
          };
        }),
      };
    },
  };
}
