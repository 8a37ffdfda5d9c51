import { useEffect, useState } from 'react';
import { paymentTh } from '../th.ts';
import { toastError } from '@/shared/ui/toast.ts';

/**
 * Copies a value a member must type into the banking app (account number, exact amount, reference).
 * The button says "copied" for two seconds; where the clipboard is refused the member is told to copy
 * by hand.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toastError(paymentTh.copyFailed);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? paymentTh.copied : paymentTh.copyLabel(what)}
      className="btn btn-compact shrink-0 border border-gold-600/60 bg-ink-900 text-sm text-gold-400"
    >
      <span aria-live="polite">{copied ? paymentTh.copied : paymentTh.copy}</span>
    </button>
  );
}
