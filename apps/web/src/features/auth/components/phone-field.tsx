import { authTh } from '../th.ts';
import { TextField, type TextFieldProps } from '@/shared/ui/form/index.ts';

/** The phone number that is the member's username, the same field on login, register and reset. */
export function PhoneField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label={authTh.phone}
      type="tel"
      inputMode="numeric"
      autoComplete="username"
      placeholder={authTh.phonePlaceholder}
      maxLength={12}
      {...props}
    />
  );
}
