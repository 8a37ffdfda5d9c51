import { useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { gameToOpen, returnPathOf } from '@/shared/session/return-to.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { toast } from 'sonner';
import { authTh } from '../th.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { rememberReferral, useReferralStore } from '@/shared/store/referral-store.ts';

/** `?ref=CODE`: kept and counted as a visit, like the home page's link (docs/rules/affiliate.md#referral). */
export function loader({ request }: LoaderFunctionArgs) {
  // A visit is the visitor's browser arriving, never the server drawing the page: the browser runs this
  // loader again once the server-rendered page has hydrated (docs/FIRST-LOAD.md#server-rendering).
  if (import.meta.env.SSR) return null;
  const ref = new URL(request.url).searchParams.get('ref');
  if (ref) void rememberReferral(ref);
  return null;
}

/**
 * /register, also /register?ref=CODE from a member's referral link (docs/rules/accounts.md#referral-code),
 * or with the code kept from `/?ag=ug99&ref=CODE`.
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const selectGame = useSessionStore((s) => s.selectGame);
  const [params] = useSearchParams();
  // The code of this address, else the one kept from the home page's link.
  const storedCode = useReferralStore((s) => s.code);
  return (
    <AuthCard title={authTh.registerTitle} intro={authTh.registerIntro}>
      <RegisterForm
        referralCode={params.get('ref')?.trim() || storedCode || undefined}
        onSuccess={() => {
          toast.success(authTh.registered);
          // Like login: back where the visitor was sent from (docs/ACCOUNTS.md#coming-back-after-login).
          const game = gameToOpen(location.state);
          void navigate(returnPathOf(location.search), { replace: true });
          if (game) selectGame(game);
        }}
      />
    </AuthCard>
  );
}
