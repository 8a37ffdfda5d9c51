import { accessCalls } from './access.ts';
import { broadcastCalls } from './broadcasts.ts';
import { engagementCalls } from './engagement-calls.ts';
import { lottoCalls } from './lotto-calls.ts';
import { marketingCalls } from './marketing-calls.ts';
import { operationsCalls } from './operations-calls.ts';
import { providerWinCalls } from './provider-wins.ts';
import { reportsCalls } from './reports.ts';
import { valueControlCalls } from './value-controls.ts';
import { payoutCalls } from './payouts.ts';
import { vipCalls } from './vip.ts';
import type { BackofficeCall } from './roles.ts';

export * from './roles.ts';
export * from './define.ts';
export * from './access.ts';
export * from './operations.ts';
export * from './operations-calls.ts';
export * from './lotto.ts';
export * from './lotto-calls.ts';
export * from './marketing.ts';
export * from './marketing-calls.ts';
export * from './engagement.ts';
export * from './engagement-calls.ts';
export * from './reports.ts';
export * from './value-controls.ts';
export * from './provider-wins.ts';
export * from './payouts.ts';
export * from './vip.ts';
export * from './broadcasts.ts';

/**
 * The back office's call table (decisions/0015), one group per area: the server registers every call from
 * it and refuses to start when a call has no handler or a handler has no call.
 */
export const BACKOFFICE_GROUPS = {
  access: accessCalls,
  operations: operationsCalls,
  lotto: lottoCalls,
  payouts: payoutCalls,
  marketing: marketingCalls,
  engagement: engagementCalls,
  reports: reportsCalls,
  valueControls: valueControlCalls,
  providerWins: providerWinCalls,
  vip: vipCalls,
  broadcasts: broadcastCalls,
} as const;

export type BackofficeGroups = typeof BACKOFFICE_GROUPS;

/** Every back-office call: the server registers each, and the role test tries each with every role. */
export const BACKOFFICE_CALLS: readonly BackofficeCall[] = [
  ...Object.values(BACKOFFICE_GROUPS).flatMap((group): BackofficeCall[] => Object.values(group)),
];
