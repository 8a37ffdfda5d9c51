import { paymentTh } from '../th.ts';

/**
 * Says that the site's payments go through the sandbox gateway (no real money moves), on every payment
 * page and in the deposit dialog, while the server runs it (agent config `sandbox_payments`,
 * docs/PAYMENT-PAGES.md). The caller decides when: the flag comes from the agent feature.
 */
export function SandboxRibbon({ className = '' }: { className?: string }) {
  return (
    <p
      role="note"
      className={`bg-gold-400 px-4 py-1.5 text-center text-sm font-semibold text-ink-950 ${className}`}
    >
      {paymentTh.sandboxRibbon}
    </p>
  );
}
