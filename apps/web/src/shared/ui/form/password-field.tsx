import { useState } from 'react';
import { uiTh } from '@/shared/ui/th.ts';
import { EyeIcon, EyeOffIcon } from '../icons.tsx';
import { FieldShell, inputClass } from './field-shell.tsx';
import type { TextFieldProps } from './text-field.tsx';

/** A password input with a visible show/hide toggle, so a member on a phone can check what they typed. */
export function PasswordField({ label, error, hint, id, className, ...input }: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...input}
            {...control}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            spellCheck={false}
            className={`${inputClass} pr-14`}
          />
          <button
            type="button"
            onClick={() => setVisible(!visible)}
            aria-label={visible ? uiTh.form.hidePassword : uiTh.form.showPassword}
            aria-controls={control.id}
            className="absolute inset-y-0 right-1 my-auto grid size-11 place-items-center rounded-lg text-muted transition hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            {visible ? <EyeOffIcon className="size-6" /> : <EyeIcon className="size-6" />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
