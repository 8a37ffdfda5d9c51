import { Field } from '#bo/shared/ui.tsx';

/**
 * The authenticator app's 6-digit code (sign-in and setup): a phone offers its number pad and its
 * one-time-code autofill, and anything but digits is dropped as it is typed.
 */
export function CodeField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  error?: string | undefined;
  onChange: (code: string) => void;
}) {
  return (
    <Field
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
    />
  );
}
