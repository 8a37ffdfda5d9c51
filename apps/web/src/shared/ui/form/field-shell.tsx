import { useId, type ReactNode } from 'react';

/** The attributes that tie an input to its label, hint and error for assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label above, hint and Thai error below; the error is announced when it appears. */
export function FieldShell({ label, error, hint, id, className = '', children }: FieldShellProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={controlId} className="block text-base font-medium text-ink-100">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} role="alert" className="text-base text-red-400">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-base text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** 48 px tall, 16 px text (no zoom-on-focus in iOS Safari), a red border when invalid. */
export const inputClass =
  'block h-12 w-full rounded-xl border border-ink-500 bg-ink-900 px-4 text-base text-white placeholder:text-muted/60 transition focus:border-gold-400 focus:outline-2 focus:outline-gold-400/40 aria-[invalid=true]:border-red-400 disabled:opacity-60';
