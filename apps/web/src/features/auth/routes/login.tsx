import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authTh } from '../th.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /login: after a successful login the member lands in the member area. */
export function Component() {
  const navigate = useNavigate();
  return (
    <AuthCard title={authTh.loginTitle} intro={authTh.loginIntro}>
      <LoginForm
        onSuccess={() => {
          toast.success(authTh.loggedIn);
          void navigate('/member', { replace: true });
        }}
      />
    </AuthCard>
  );
}
