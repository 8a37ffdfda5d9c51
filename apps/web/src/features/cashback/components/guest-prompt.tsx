import { cashbackTh } from '../th.ts';
import { AuthPageLink } from '@/shared/ui/auth-page-link.tsx';

/** Visitors read the rules; their own figures and the claim button need a login. */
export function GuestPrompt() {
  return (
    <section className="rounded-2xl border border-gold-500/40 bg-ink-800 p-4 text-center sm:p-6">
      <h2 className="text-lg font-bold text-white">{cashbackTh.guestTitle}</h2>
      <p className="mb-4 text-base text-muted">{cashbackTh.guestText}</p>
      <div className="flex justify-center gap-3">
        <AuthPageLink page="login" className="btn btn-gold">
          {cashbackTh.login}
        </AuthPageLink>
        <AuthPageLink page="register" className="btn border border-ink-500 bg-ink-700 text-white">
          {cashbackTh.register}
        </AuthPageLink>
      </div>
    </section>
  );
}
