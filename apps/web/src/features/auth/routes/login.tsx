import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { th } from '@/th.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /login: after a successful login the member lands in the member area. */
export function Component() {
  const navigate = useNavigate();
  return (
    <AuthCard title={th.auth.loginTitle} intro={th.auth.loginIntro}>
      <LoginForm
        onSuccess={() => {
          toast.success(th.auth.loggedIn);
          void navigate('/member', { replace: true });
        }}
      />
    </AuthCard>
  );
}
