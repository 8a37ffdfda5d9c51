import { useEffect, useState } from 'react';
import { affiliateTh } from '../th.ts';
import { toastError } from '@/shared/ui/toast.ts';

/** Copies a link or the code; says "copied" for two seconds, or asks to copy by hand where refused. */
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
      toastError(affiliateTh.copyFailed);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? affiliateTh.copied : affiliateTh.copyLabel(what)}
      className="btn btn-compact shrink-0 border border-gold-600/60 bg-ink-900 text-sm text-gold-400"
    >
      <span aria-live="polite">{copied ? affiliateTh.copied : affiliateTh.copy}</span>
    </button>
  );
}
