import { Link } from 'react-router';
import { cashbackTh } from '../th.ts';

/** Visitors read the rules; their own figures and the claim button need a login. */
export function GuestPrompt() {
  return (
    <section className="rounded-2xl border border-gold-500/40 bg-ink-800 p-4 text-center sm:p-6">
      <h2 className="text-lg font-bold text-white">{cashbackTh.guestTitle}</h2>
      <p className="mb-4 text-base text-muted">{cashbackTh.guestText}</p>
      <div className="flex justify-center gap-3">
        <Link to="/login" className="btn btn-gold">
          {cashbackTh.login}
        </Link>
        <Link to="/register" className="btn border border-ink-500 bg-ink-700 text-white">
          {cashbackTh.register}
        </Link>
      </div>
    </section>
  );
}
