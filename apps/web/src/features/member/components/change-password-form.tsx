import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordForm, ERRORS } from '@ug99/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { th } from '../../../th.ts';
import { reportServerError } from '../../../shared/forms/index.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { FormAlert, PasswordField, SubmitButton } from '../../../shared/ui/form/index.ts';
import { useChangePassword } from '../api/change-password.ts';

type Input = z.input<typeof changePasswordForm>;
type Values = z.output<typeof changePasswordForm>;

const FIELD_BY_ERROR = {
  [ERRORS.WRONG_PASSWORD.code]: 'old_password',
  [ERRORS.WEAK_PASSWORD.code]: 'new_password',
} as const;

const EMPTY: Input = { old_password: '', new_password: '', new_password_confirm: '' };

/** Old and new password (domain §3); other devices are logged out by the server. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const t = th.member.profile;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(changePasswordForm),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ new_password_confirm: _confirm, ...values }) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      toast.success(t.passwordChanged);
    } catch (error) {
      reportServerError(setError, error, FIELD_BY_ERROR);
    }
  });

  return (
    <Card title={t.changePasswordHeading} intro={t.changePasswordNote}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t.changePasswordHeading}>
        <PasswordField
          label={t.oldPassword}
          autoComplete="current-password"
          error={errors.old_password?.message}
          {...register('old_password')}
        />
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          hint={th.auth.passwordHint}
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordField
          label={t.newPasswordConfirm}
          autoComplete="new-password"
          error={errors.new_password_confirm?.message}
          {...register('new_password_confirm')}
        />
        <FormAlert message={errors.root?.server?.message} />
        <SubmitButton pending={isSubmitting} pendingLabel={th.form.saving}>
          {t.changePassword}
        </SubmitButton>
      </form>
    </Card>
  );
}
