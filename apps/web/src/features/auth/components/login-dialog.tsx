import { toast } from 'sonner';
import { th } from '@/th.ts';
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
      title={th.auth.loginTitle}
      description={th.auth.loginIntro}
    >
      <LoginForm
        onSuccess={() => {
          setModal('login', false);
          toast.success(th.auth.loggedIn);
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
