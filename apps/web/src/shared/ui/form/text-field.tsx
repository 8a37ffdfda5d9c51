import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldShell, inputClass } from './field-shell.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...input} {...control} className={inputClass} />}
    </FieldShell>
  );
}
