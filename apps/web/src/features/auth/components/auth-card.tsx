import type { ReactNode } from 'react';

/** The frame of the login, register and forgot pages: one centred card, full width on a phone. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="auth-title"
      className="mx-auto max-w-[520px] rounded-2xl border border-gold-600/30 bg-ink-800/90 p-5 shadow-xl shadow-black/40 sm:p-8"
    >
      <h1 id="auth-title" className="text-2xl font-bold text-gold-400">
        {title}
      </h1>
      {intro && <p className="mt-1 text-base text-muted">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
