import { AGENT_CODE, ERRORS, resetPasswordV2Form, type ResetPasswordResult } from '@ug99/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { uiTh } from '@/shared/ui/th.ts';
import { forgotTh } from '../th.ts';
import { useContractForm } from '@/shared/forms/index.ts';
import { Form, FormAlert, PasswordField, SubmitButton, TextField } from '@/shared/ui/form/index.ts';
import { useRequestPasswordReset } from '../api/reset-password.ts';
import { useResetPassword } from '../api/reset-password-v2.ts';
import { useSecondsLeft } from './use-countdown.ts';

const FIELD_BY_ERROR = {
  [ERRORS.OTP_INVALID.code]: 'otp',
  [ERRORS.OTP_EXPIRED.code]: 'otp',
  [ERRORS.WEAK_PASSWORD.code]: 'password',
} as const;

/** 081-234-5678, as members write their own number. */
const spaced = (phone: string) => phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');

/** Step 2: the OTP from the SMS and the new password, with a resend once the wait is over. */
export function ForgotResetStep({
  phone,
  sent,
  onDone,
  onChangePhone,
}: {
  phone: string;
  sent: ResetPasswordResult;
  onDone: () => void;
  onChangePhone: () => void;
}) {
  const reset = useResetPassword();
  const resend = useRequestPasswordReset();
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resend_after_seconds * 1000);
  const [validFor, setValidFor] = useState(sent.otp_expires_in_seconds);
  const secondsLeft = useSecondsLeft(resendAt);
  const {
    register,
    submitWith,
    reporting,
    serverMessage,
    formState: { errors, isSubmitting },
  } = useContractForm(resetPasswordV2Form, {
    mode: 'onTouched',
    defaultValues: { phone, otp: '', password: '', password_confirm: '', agent_code: AGENT_CODE },
    fieldsByError: FIELD_BY_ERROR,
  });

  const onSubmit = submitWith(async ({ password_confirm: _confirm, ...values }) => {
    await reset.mutateAsync(values);
    onDone();
  });

  const resendCode = async () => {
    const next = await resend.mutateAsync({ phone, agent_code: AGENT_CODE });
    setResendAt(Date.now() + next.resend_after_seconds * 1000);
    setValidFor(next.otp_expires_in_seconds);
    toast.success(forgotTh.resent);
  };

  return (
    <Form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-base text-ink-100">{forgotTh.otpIntro(spaced(phone))}</p>
      <TextField
        label={forgotTh.otp}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint={forgotTh.otpHint(Math.round(validFor / 60))}
        error={errors.otp?.message}
        {...register('otp')}
      />
      <PasswordField
        label={forgotTh.newPassword}
        autoComplete="new-password"
        hint={uiTh.form.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={forgotTh.newPasswordConfirm}
        autoComplete="new-password"
        error={errors.password_confirm?.message}
        {...register('password_confirm')}
      />
      <FormAlert message={serverMessage} />
      <SubmitButton pending={isSubmitting} pendingLabel={forgotTh.submitting}>
        {forgotTh.submit}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => void reporting(resendCode)()}
          disabled={secondsLeft > 0 || resend.isPending}
          className="link-gold inline-flex min-h-11 items-center px-1 disabled:cursor-not-allowed disabled:font-normal disabled:text-muted"
        >
          {secondsLeft > 0 ? forgotTh.resendIn(secondsLeft) : forgotTh.resend}
        </button>
        <button
          type="button"
          onClick={onChangePhone}
          className="link-gold inline-flex min-h-11 items-center px-1"
        >
          {forgotTh.changePhone}
        </button>
      </div>
    </Form>
  );
}
