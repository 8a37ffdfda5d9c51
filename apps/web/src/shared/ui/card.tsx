import { useId, type ReactNode } from 'react';

/** A titled section on a dark card, as the member pages stack them. */
export function Card({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-600 bg-ink-800 p-4 sm:p-6">
      <h2 id={headingId} className="section-heading">
        {title}
      </h2>
      {intro && <div className="-mt-1 mb-4 space-y-1 text-base text-muted">{intro}</div>}
      {children}
    </section>
  );
}
