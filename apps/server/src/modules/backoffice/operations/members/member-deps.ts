import type { OperationsContext } from '../context.ts';

/** What the back office's own use case of the members screen (the member's page) works with. */
export type MemberDeps = {
  ctx: OperationsContext;
  /** A session seen within this long counts as live on the member's page. */
  sessionIdleMs: number;
};
