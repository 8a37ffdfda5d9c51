import { paymentTh } from '../th.ts';
import { ModalDialog } from '@/shared/ui/dialog.tsx';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { DepositFlow } from './deposit-flow.tsx';
import { SandboxRibbon } from './sandbox-ribbon.tsx';

/**
 * The deposit flow over the current page, while the store's deposit flag is on (large screens; see
 * shared/ui/deposit-link.tsx for when the flag is used). Leaving through a link closes it. `sandbox`:
 * payments go through the sandbox gateway, said by the same ribbon as the payment pages.
 */
export default function DepositDialog({ sandbox = false }: { sandbox?: boolean }) {
  const open = useSessionStore((s) => s.modals.deposit);
  const setModal = useSessionStore((s) => s.setModal);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => setModal('deposit', next)}
      title={paymentTh.depositHeading}
    >
      {sandbox && <SandboxRibbon className="mb-4 rounded-lg" />}
      <DepositFlow onLeave={() => setModal('deposit', false)} />
    </ModalDialog>
  );
}
