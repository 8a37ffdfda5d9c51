import type { ReactNode } from 'react';

/** The form's own message (a server answer not about one field), read out as soon as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-400/60 bg-red-700/20 px-4 py-3 text-base text-red-100"
    >
      {message}
    </p>
  );
}

/** Disabled and marked busy while the form is being sent, so a double tap cannot submit twice. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  variant = 'gold',
  disabled = false,
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel: string;
  variant?: 'gold' | 'red';
  /** For a form with nothing to send yet (no field changed). */
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={`btn btn-${variant} w-full disabled:opacity-60 ${pending ? 'cursor-wait' : 'disabled:cursor-not-allowed'}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
