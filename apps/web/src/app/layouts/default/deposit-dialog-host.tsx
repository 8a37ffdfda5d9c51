import { Suspense } from 'react';
import { useAgentConfig } from '@/features/agent/index.ts';
import { DepositDialog } from '@/features/payment/index.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';

/**
 * The deposit dialog (docs/rules/member-site.md#other-ui), loaded the first time a member turns its flag on.
 */
export function DepositDialogHost() {
  const open = useSessionStore((s) => s.modals.deposit);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const sandbox = useAgentConfig().data?.settings.sandbox_payments === true;
  return <Suspense fallback={null}>{open && isLoggedIn && <DepositDialog sandbox={sandbox} />}</Suspense>;
}
