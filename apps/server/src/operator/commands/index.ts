import type { OperatorCommand } from '../command.ts';

/** Every operator command, one line each: its name and the module whose default export it is. */
export const COMMANDS: Record<string, () => Promise<{ default: OperatorCommand }>> = {
  'ledger:reconcile': () => import('./ledger-reconcile.ts'),
  'member:show': () => import('./member-show.ts'),
  'balance:adjust': () => import('./balance-adjust.ts'),
  'points:adjust': () => import('./points-adjust.ts'),
  'shop:pending': () => import('./shop-pending.ts'),
  'shop:sent': () => import('./shop-sent.ts'),
  'sandbox:otp': () => import('./sandbox-otp.ts'),
  'sandbox:pay': () => import('./sandbox-pay.ts'),
  'sandbox:redeliver': () => import('./sandbox-redeliver.ts'),
  'deposit:confirm': () => import('./deposit-confirm.ts'),
  'deposit:import-statement': () => import('./deposit-import-statement.ts'),
  'deposit:flagged': () => import('./deposit-flagged.ts'),
  'deposit:flagged:credit': () => import('./deposit-flagged-credit.ts'),
  'deposit:flagged:return': () => import('./deposit-flagged-return.ts'),
  'withdraw:pending': () => import('./withdraw-pending.ts'),
  'withdraw:approve': () => import('./withdraw-approve.ts'),
  'withdraw:reject': () => import('./withdraw-reject.ts'),
  'payout:reconcile': () => import('./payout-reconcile.ts'),
  'lotto:rounds': () => import('./lotto-rounds.ts'),
  'lotto:round:add': () => import('./lotto-round-add.ts'),
  'lotto:close': () => import('./lotto-close.ts'),
  'lotto:result': () => import('./lotto-result.ts'),
  'lotto:void': () => import('./lotto-void.ts'),
  'lotto:number': () => import('./lotto-number.ts'),
  'promotion:add': () => import('./promotion-add.ts'),
  'promotion:list': () => import('./promotion-list.ts'),
  'promotion:disable': () => import('./promotion-disable.ts'),
  'wheel:report': () => import('./wheel-report.ts'),
  'wheel:verify': () => import('./wheel-verify.ts'),
  'coupon:add': () => import('./coupon-add.ts'),
  'coupon:end': () => import('./coupon-end.ts'),
  'poll:add': () => import('./poll-add.ts'),
  'affiliate:commission': () => import('./affiliate-commission.ts'),
  'operator:add': () => import('./operator-add.ts'),
  backup: () => import('./backup.ts'),
  restore: () => import('./restore.ts'),
};

/**
 * The command of that name, looked up among the table's own entries only: a name such as `__proto__`,
 * `constructor` or `toString` is an unknown command, not something inherited from Object.
 */
export function findCommand(name: string): (() => Promise<{ default: OperatorCommand }>) | undefined {
  return Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
}
