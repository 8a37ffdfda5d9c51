import type { ReactNode } from 'react';

/**
 * A radio button drawn as a card (channel, destination account, withdrawal account): the whole card
 * is the touch target, the native input keeps keyboard and screen-reader behaviour.
 */
export function ChoiceCard({
  name,
  checked,
  onChange,
  disabled = false,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 transition has-focus-visible:outline-2 has-focus-visible:outline-gold-400 ${checked ? 'border-gold-400 bg-gold-500/10' : 'border-ink-600 bg-ink-900/60 hover:border-ink-500'} ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="size-5 shrink-0 accent-gold-400"
      />
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  );
}
