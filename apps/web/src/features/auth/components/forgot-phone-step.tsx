import { AGENT_CODE, resetPasswordRequest, type ResetPasswordResult } from '@ug99/contract';
import { forgotTh } from '../th.ts';
import { PhoneField } from './phone-field.tsx';
import { digitsOnly, useContractForm } from '@/shared/forms/index.ts';
import { Form, FormAlert, SubmitButton } from '@/shared/ui/form/index.ts';
import { useRequestPasswordReset } from '../api/reset-password.ts';

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
    submitWith,
    serverMessage,
    formState: { errors, isSubmitting },
  } = useContractForm(resetPasswordRequest, {
    mode: 'onTouched',
    defaultValues: { phone: defaultPhone, agent_code: AGENT_CODE },
  });

  const onSubmit = submitWith(async (values) => {
    onSent(values.phone, await request.mutateAsync(values));
  });

  return (
    <Form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-base text-ink-100">{forgotTh.phoneIntro}</p>
      <PhoneField error={errors.phone?.message} {...register('phone', { setValueAs: digitsOnly })} />
      <FormAlert message={serverMessage} />
      <SubmitButton pending={isSubmitting} pendingLabel={forgotTh.sendingOtp}>
        {forgotTh.sendOtp}
      </SubmitButton>
    </Form>
  );
}
