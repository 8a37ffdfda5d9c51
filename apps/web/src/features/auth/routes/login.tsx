import { useLocation, useNavigate } from 'react-router';
import { gameToOpen, returnPathOf } from '@/shared/session/return-to.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { toast } from 'sonner';
import { authTh } from '../th.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

/**
 * /login: after a successful login the member goes back to the page that sent them here (`?next=`,
 * and opens the game they chose), else to the member area (docs/ACCOUNTS.md#coming-back-after-login).
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const selectGame = useSessionStore((s) => s.selectGame);
  return (
    <AuthCard title={authTh.loginTitle} intro={authTh.loginIntro}>
      <LoginForm
        onSuccess={() => {
          toast.success(authTh.loggedIn);
          const game = gameToOpen(location.state);
          void navigate(returnPathOf(location.search), { replace: true });
          if (game) selectGame(game);
        }}
      />
    </AuthCard>
  );
}
