import { ok } from '@ug99/contract';
import type { walletRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { WalletService } from './service.ts';

/** The member's wallets, points and statement (docs/rules/wallets.md), as the route table lists them. */
export function walletHandlers(wallets: WalletService): ApiHandlers<typeof walletRouteSchemas> {
  return {
    wallets: async (req) => ok(await wallets.listWallets(memberOf(req))),
    walletsByGet: async (req) => ok(await wallets.listWallets(memberOf(req))),
    points: async (req) => ok(await wallets.points(memberOf(req))),
    statement: async (req) => ok(await wallets.statement(memberOf(req), req.query)),
  };
}
