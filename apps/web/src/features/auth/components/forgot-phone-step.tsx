import { zodResolver } from '@hookform/resolvers/zod';
import { AGENT_CODE, resetPasswordRequest, type ResetPasswordResult } from '@ug99/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { th } from '../../../th.ts';
import { PhoneField } from './phone-field.tsx';
import { digitsOnly, reportServerError } from '../../../shared/forms/index.ts';
import { FormAlert, SubmitButton } from '../../../shared/ui/form/index.ts';
import { useRequestPasswordReset } from '../api/reset-password.ts';

type Values = z.input<typeof resetPasswordRequest>;

/** Step 1: the phone the OTP goes to. */
export function ForgotPhoneStep({
  defaultPhone,
  onSent,
}: {
  defaultPhone: string;
  onSent: (phone: string, result: ResetPasswordResult) => void;
}) {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(resetPasswordRequest),
    mode: 'onTouched',
    defaultValues: { phone: defaultPhone, agent_code: AGENT_CODE },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSent(values.phone, await request.mutateAsync(values));
    } catch (error) {
      reportServerError(setError, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-base text-ink-100">{th.forgot.phoneIntro}</p>
      <PhoneField error={errors.phone?.message} {...register('phone', { setValueAs: digitsOnly })} />
      <FormAlert message={errors.root?.server?.message} />
      <SubmitButton pending={isSubmitting} pendingLabel={th.forgot.sendingOtp}>
        {th.forgot.sendOtp}
      </SubmitButton>
    </form>
  );
}
