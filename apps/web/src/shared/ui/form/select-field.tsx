import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldShell, inputClass } from './field-shell.tsx';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A native select: phones show their own picker, which members know and which needs no extra code. */
export function SelectField({ label, error, hint, id, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...select} {...control} className={`${inputClass} appearance-auto`}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
