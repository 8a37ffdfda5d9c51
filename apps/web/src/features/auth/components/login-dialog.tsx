import { toast } from 'sonner';
import { authTh } from '../th.ts';
import { ModalDialog } from '@/shared/ui/dialog.tsx';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { LoginForm } from './login-form.tsx';

/** The login form as a dialog over the current page (the store's login flag); the page stays put. */
export default function LoginDialog() {
  const open = useSessionStore((s) => s.modals.login);
  const setModal = useSessionStore((s) => s.setModal);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => setModal('login', next)}
      title={authTh.loginTitle}
      description={authTh.loginIntro}
    >
      <LoginForm
        onSuccess={() => {
          setModal('login', false);
          toast.success(authTh.loggedIn);
        }}
        onSwitch={() => {
          setModal('login', false);
          setModal('register', true);
        }}
        onLeave={() => setModal('login', false)}
      />
    </ModalDialog>
  );
}
