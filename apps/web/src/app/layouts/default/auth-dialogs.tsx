import { Suspense } from 'react';
import { LoginDialog, RegisterDialog } from '@/features/auth/index.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';

/**
 * The login and register dialogs (docs/rules/member-site.md#other-ui), loaded the first time their flag turns
 * on.
 */
export function AuthDialogs() {
  const loginOpen = useSessionStore((s) => s.modals.login);
  const registerOpen = useSessionStore((s) => s.modals.register);
  return (
    <Suspense fallback={null}>
      {loginOpen && <LoginDialog />}
      {registerOpen && <RegisterDialog />}
    </Suspense>
  );
}
