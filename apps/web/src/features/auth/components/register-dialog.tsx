import { toast } from 'sonner';
import { authTh } from '../th.ts';
import { ModalDialog } from '@/shared/ui/dialog.tsx';
import { useReferralStore } from '@/shared/store/referral-store.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { RegisterForm } from './register-form.tsx';

/** The register form as a dialog (the store's register flag); it scrolls inside on short screens. */
export default function RegisterDialog() {
  const open = useSessionStore((s) => s.modals.register);
  const setModal = useSessionStore((s) => s.setModal);
  // The code kept from a referral link on the home page (docs/rules/affiliate.md#referral).
  const referralCode = useReferralStore((s) => s.code);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => setModal('register', next)}
      title={authTh.registerTitle}
      description={authTh.registerIntro}
      maxWidth={560}
    >
      <RegisterForm
        referralCode={referralCode ?? undefined}
        onSuccess={() => {
          setModal('register', false);
          toast.success(authTh.registered);
        }}
        onSwitch={() => {
          setModal('register', false);
          setModal('login', true);
        }}
        onLeave={() => setModal('register', false)}
      />
    </ModalDialog>
  );
}
