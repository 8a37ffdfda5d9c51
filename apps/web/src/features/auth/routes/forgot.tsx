import { forgotTh } from '../th.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgotPassword } from '../components/forgot-password.tsx';

/** /forgot: reset the password with an OTP sent by SMS. */
export function Component() {
  return (
    <AuthCard title={forgotTh.title}>
      <ForgotPassword />
    </AuthCard>
  );
}
