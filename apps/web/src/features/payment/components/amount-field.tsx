import type { Ref } from 'react';
import { paymentTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { TextField } from '@/shared/ui/form/index.ts';
import { bahtInputValue } from './amount.ts';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The form focuses the field when its amount is refused. */
  ref?: Ref<HTMLInputElement>;
  name?: string;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  /** Buttons that fill the field with a common amount. */
  quickAmounts?: readonly number[];
}

/** An amount in baht: the decimal keypad on phones, and quick amounts one tap away. */
export function AmountField({
  label,
  value,
  onChange,
  onBlur,
  ref,
  name,
  error,
  hint,
  disabled,
  quickAmounts = [],
}: AmountFieldProps) {
  return (
    <div className="space-y-3">
      <TextField
        label={label}
        ref={ref}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputMode="decimal"
        autoComplete="off"
        placeholder={paymentTh.amountPlaceholder}
        error={error}
        hint={hint}
        disabled={disabled}
      />
      {quickAmounts.length > 0 && (
        <div role="group" aria-label={paymentTh.quickAmounts} className="grid grid-cols-3 gap-2">
          {quickAmounts.map((amount) => {
            const selected = value === bahtInputValue(amount);
            return (
              <button
                key={amount}
                type="button"
                disabled={disabled}
                aria-pressed={selected}
                aria-label={paymentTh.quickAmount(formatTHB(amount))}
                onClick={() => onChange(bahtInputValue(amount))}
                className={`btn btn-compact border text-base tabular-nums disabled:opacity-60 ${selected ? 'border-gold-400 bg-gold-500/15 text-gold-300' : 'border-ink-500 bg-ink-700 text-white'}`}
              >
                {formatTHB(amount)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
