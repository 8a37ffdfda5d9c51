import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { th } from '@/th.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';

/**
 * /register, also /register?ref=CODE from a member's referral link (docs/rules/accounts.md#referral-code).
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthCard title={th.auth.registerTitle} intro={th.auth.registerIntro}>
      <RegisterForm
        referralCode={params.get('ref')?.trim() || undefined}
        onSuccess={() => {
          toast.success(th.auth.registered);
          void navigate('/member', { replace: true });
        }}
      />
    </AuthCard>
  );
}
