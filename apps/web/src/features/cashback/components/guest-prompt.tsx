import { Link } from 'react-router';
import { th } from '@/th.ts';

/** Visitors read the rules; their own figures and the claim button need a login. */
export function GuestPrompt() {
  return (
    <section className="rounded-2xl border border-gold-500/40 bg-ink-800 p-4 text-center sm:p-6">
      <h2 className="text-lg font-bold text-white">{th.cashback.guestTitle}</h2>
      <p className="mb-4 text-base text-muted">{th.cashback.guestText}</p>
      <div className="flex justify-center gap-3">
        <Link to="/login" className="btn btn-gold">
          {th.cashback.login}
        </Link>
        <Link to="/register" className="btn border border-ink-500 bg-ink-700 text-white">
          {th.cashback.register}
        </Link>
      </div>
    </section>
  );
}
