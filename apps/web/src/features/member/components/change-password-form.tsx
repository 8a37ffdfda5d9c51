import { changePasswordForm, ERRORS } from '@ug99/contract';
import { toast } from 'sonner';
import type { z } from 'zod';
import { uiTh } from '@/shared/ui/th.ts';
import { memberTh } from '../th.ts';
import { useContractForm } from '@/shared/forms/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Form, FormAlert, PasswordField, SubmitButton } from '@/shared/ui/form/index.ts';
import { useChangePassword } from '../api/change-password.ts';

type Input = z.input<typeof changePasswordForm>;

const FIELD_BY_ERROR = {
  [ERRORS.WRONG_PASSWORD.code]: 'old_password',
  [ERRORS.WEAK_PASSWORD.code]: 'new_password',
} as const;

const EMPTY: Input = { old_password: '', new_password: '', new_password_confirm: '' };

/**
 * Old and new password (docs/rules/accounts.md#change-password); other devices are logged out by the server.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const t = memberTh.profile;
  const {
    register,
    submitWith,
    reset,
    serverMessage,
    formState: { errors, isSubmitting },
  } = useContractForm(changePasswordForm, {
    mode: 'onTouched',
    defaultValues: EMPTY,
    fieldsByError: FIELD_BY_ERROR,
  });

  const onSubmit = submitWith(async ({ new_password_confirm: _confirm, ...values }) => {
    await change.mutateAsync(values);
    reset(EMPTY);
    toast.success(t.passwordChanged);
  });

  return (
    <Card title={t.changePasswordHeading} intro={t.changePasswordNote}>
      <Form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t.changePasswordHeading}>
        <PasswordField
          label={t.oldPassword}
          autoComplete="current-password"
          error={errors.old_password?.message}
          {...register('old_password')}
        />
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          hint={uiTh.form.passwordHint}
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordField
          label={t.newPasswordConfirm}
          autoComplete="new-password"
          error={errors.new_password_confirm?.message}
          {...register('new_password_confirm')}
        />
        <FormAlert message={serverMessage} />
        <SubmitButton pending={isSubmitting} pendingLabel={uiTh.form.saving}>
          {t.changePassword}
        </SubmitButton>
      </Form>
    </Card>
  );
}
