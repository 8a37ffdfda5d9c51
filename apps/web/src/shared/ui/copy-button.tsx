import { useEffect, useState } from 'react';
import { uiTh } from '@/shared/ui/th.ts';
import { toastError } from './toast.ts';

/**
 * Copies a value the member needs elsewhere (an account number, an exact amount, a referral link). The
 * button says "copied" for two seconds; where the clipboard is refused the member is told to copy by hand.
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
      toastError(uiTh.copy.failed);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? uiTh.copy.copied : uiTh.copy.label(what)}
      className="btn btn-compact shrink-0 border border-gold-600/60 bg-ink-900 text-sm text-gold-400"
    >
      <span aria-live="polite">{copied ? uiTh.copy.copied : uiTh.copy.copy}</span>
    </button>
  );
}
