import type { AdjustMemberRequest } from '@ug99/contract';
import { adjustMember } from './adjust-member.ts';
import type { WalletActor, WalletOperatorContext } from './context.ts';

/**
 * The wallets' operator use cases, which the back office's members screen calls (docs/BACKOFFICE.md#members,
 * docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain): a balance adjustment, under the caps and
 * four-eyes the actor carries.
 */
export function createWalletOperatorService(ctx: WalletOperatorContext) {
  return {
    adjust: (actor: WalletActor, memberId: number, input: AdjustMemberRequest) =>
      adjustMember(ctx, actor, memberId, input),
  };
}

export type WalletOperatorService = ReturnType<typeof createWalletOperatorService>;
