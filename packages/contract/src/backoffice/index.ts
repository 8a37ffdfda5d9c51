import { ACCESS_CALLS } from './access.ts';
import { BROADCAST_CALLS } from './broadcasts.ts';
import { ENGAGEMENT_CALLS } from './engagement.ts';
import { LOTTO_CALLS } from './lotto.ts';
import { MARKETING_CALLS } from './marketing.ts';
import { OPERATIONS_CALLS } from './operations.ts';
import { PROVIDER_WIN_CALLS } from './provider-wins.ts';
import { REPORTS_CALLS } from './reports.ts';
import { VALUE_CONTROL_CALLS } from './value-controls.ts';
import { PAYOUT_CALLS } from './payouts.ts';
import { VIP_CALLS } from './vip.ts';
import type { BackofficeCall } from './roles.ts';

export * from './roles.ts';
export * from './access.ts';
export * from './operations.ts';
export * from './lotto.ts';
export * from './marketing.ts';
export * from './engagement.ts';
export * from './reports.ts';
export * from './value-controls.ts';
export * from './provider-wins.ts';
export * from './payouts.ts';
export * from './vip.ts';
export * from './broadcasts.ts';

/** Every back-office call: the server registers each, and the role test tries each with every role. */
export const BACKOFFICE_CALLS: readonly BackofficeCall[] = [
  ...ACCESS_CALLS,
  ...OPERATIONS_CALLS,
  ...LOTTO_CALLS,
  ...MARKETING_CALLS,
  ...ENGAGEMENT_CALLS,
  ...REPORTS_CALLS,
  ...VALUE_CONTROL_CALLS,
  ...PROVIDER_WIN_CALLS,
  ...PAYOUT_CALLS,
  ...VIP_CALLS,
  ...BROADCAST_CALLS,
];
