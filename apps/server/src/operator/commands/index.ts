import type { OperatorCommand } from '../command.ts';

/** Every operator command, one line each: its name and the module whose default export it is. */
export const COMMANDS: Record<string, () => Promise<{ default: OperatorCommand }>> = {
  'ledger:reconcile': () => import('./ledger-reconcile.ts'),
  'member:show': () => import('./member-show.ts'),
  'balance:adjust': () => import('./balance-adjust.ts'),
  'sandbox:otp': () => import('./sandbox-otp.ts'),
};
