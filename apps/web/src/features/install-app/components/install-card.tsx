import { useId, type ReactNode } from 'react';
import { installAppTh as t } from '../th.ts';
import type { InstallCardKind } from '../install-rules.ts';

/** iOS Safari's share button: a box with an arrow out of its top, as the member sees it in the toolbar. */
function ShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={t.shareButton}
      className="inline-block align-[-0.2em] text-sky-400"
    >
      <path d="M12 3v12M8 7l4-4 4 4" />
      <path d="M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" />
    </svg>
  );
}

/** Above the page and the floating buttons (z-30), level with the bars, below every dialog (z-50). */
function Frame({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-2xl border border-gold-600/40 bg-ink-800 p-4 shadow-2xl shadow-black/60 sm:bottom-[calc(5.25rem+env(safe-area-inset-bottom))] lg:right-4 lg:left-auto lg:w-[26rem]"
    >
      <div className="flex gap-3">
        <img src="/icons/icon-96.png" alt="" width="48" height="48" className="size-12 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg leading-snug font-bold text-white">
            {heading}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}

/** The install card's two faces (docs/PWA.md#install-prompt): Chromium's offer, or iOS Safari's steps. */
export function InstallCard({
  kind,
  onInstall,
  onDismiss,
}: {
  kind: InstallCardKind;
  onInstall: () => void;
  onDismiss: () => void;
}) {
  if (kind === 'prompt') {
    return (
      <Frame heading={t.promptHeading}>
        <p className="mt-1 text-base text-ink-100">{t.promptText}</p>
        <div className="mt-3 flex gap-2">
          <button type="button" className="btn btn-gold flex-1" onClick={onInstall}>
            {t.install}
          </button>
          <button
            type="button"
            className="btn flex-1 border border-ink-500 bg-ink-700 text-ink-100"
            onClick={onDismiss}
          >
            {t.later}
          </button>
        </div>
      </Frame>
    );
  }
  return (
    <Frame heading={t.iosHeading}>
      <p className="mt-1 text-base text-ink-100">{t.iosText}</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-base text-ink-100">
        <li>
          {t.iosShareStep.before} <ShareIcon /> {t.iosShareStep.after}
        </li>
        {t.iosSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <button type="button" className="btn btn-gold mt-3 w-full" onClick={onDismiss}>
        {t.understood}
      </button>
    </Frame>
  );
}
