import type { valueControlCalls } from '@ug99/contract';
import type { BackofficeAreaHandlers } from '../call-table.ts';
import type { OperationsContext } from '../operations/context.ts';
import type { BackofficeDeps } from '../deps.ts';
import { createValueReport } from './report.ts';
import { valueControlHandlers } from './routes.ts';
import { createValueCapsService } from './service.ts';

/** Operator-created value: its caps and report (docs/BACKOFFICE.md#operator-created-value). */
export function valueControlOperations(
  deps: BackofficeDeps,
  ctx: OperationsContext,
): BackofficeAreaHandlers<typeof valueControlCalls> {
  return valueControlHandlers(createValueCapsService(ctx, { audit: deps.audit }), createValueReport(ctx));
}
