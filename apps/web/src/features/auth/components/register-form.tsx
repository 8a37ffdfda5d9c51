import { AGENT_CODE, ERRORS, registerForm, type RegisterRequest } from '@ug99/contract';
import { Controller, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { useEffect } from 'react';
import { uiTh } from '@/shared/ui/th.ts';
import { authTh } from '../th.ts';
import { PhoneField } from './phone-field.tsx';
import { digitsOnly, emptyToUndefined, useContractForm } from '@/shared/forms/index.ts';
import {
  Form,
  BankSelect,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
} from '@/shared/ui/form/index.ts';
import { useCheckAccount } from '../api/check-account.ts';
import { useRegister } from '../api/register.ts';
import { AuthLinks, type AuthLinkProps } from './auth-links.tsx';
import { BirthDatePicker } from './birth-date-picker.tsx';

type Input = z.input<typeof registerForm>;
type Values = z.output<typeof registerForm>;

/** Server refusals that are about one field show under that field. */
const FIELD_BY_ERROR = {
  [ERRORS.PHONE_TAKEN.code]: 'phone',
  [ERRORS.BANK_ACCOUNT_TAKEN.code]: 'bank_account_no',
  [ERRORS.UNDER_MIN_AGE.code]: 'birth_date',
  [ERRORS.REFERRAL_NOT_FOUND.code]: 'ref',
  [ERRORS.WEAK_PASSWORD.code]: 'password',
} as const;

export interface RegisterFormProps extends AuthLinkProps {
  /** From `/register?ref=CODE`: the friend who sent the link. */
  referralCode?: string | undefined;
  onSuccess: () => void;
}

function toRequest({ password_confirm: _confirm, line_id, ref, ...values }: Values): RegisterRequest {
  return { ...values, line_id: emptyToUndefined(line_id), ref: emptyToUndefined(ref) };
}

/** True when the phone or account is taken; the message then sits under the field concerned. */
async function markTaken(
  check: ReturnType<typeof useCheckAccount>,
  values: Values,
  setError: UseFormSetError<Input>,
): Promise<boolean> {
  // A check that fails (throttled, offline) is not a reason to stop: register checks the same again.
  const result = await check
    .mutateAsync({
      phone: values.phone,
      bank_account_no: values.bank_account_no,
      agent_code: values.agent_code,
    })
    .catch(() => null);
  if (result?.bank_account_registered) {
    setError(
      'bank_account_no',
      { type: 'server', message: ERRORS.BANK_ACCOUNT_TAKEN.message },
      { shouldFocus: true },
    );
  }
  if (result?.phone_registered) {
    setError('phone', { type: 'server', message: ERRORS.PHONE_TAKEN.message }, { shouldFocus: true });
  }
  return Boolean(result?.phone_registered || result?.bank_account_registered);
}

/**
 * docs/rules/accounts.md#registration: phone, password, Thai name, bank, birth date (20+), optional LINE id
 * and referral code.
 */
export function RegisterForm({ referralCode, onSuccess, ...links }: RegisterFormProps) {
  const check = useCheckAccount();
  const registration = useRegister();
  const form = useContractForm(registerForm, {
    mode: 'onTouched',
    defaultValues: {
      phone: '',
      password: '',
      password_confirm: '',
      first_name: '',
      last_name: '',
      bank_code: '' as Input['bank_code'],
      bank_account_no: '',
      birth_date: '',
      line_id: '',
      ref: referralCode ?? '',
      agent_code: AGENT_CODE,
    },
    fieldsByError: FIELD_BY_ERROR,
  });
  // A server-drawn /register is hydrated with the markup's empty field: the code kept in this browser (or
  // in the address) is put in once the page runs here, unless the visitor has typed one of their own.
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (referralCode && !getFieldState('ref').isDirty) setValue('ref', referralCode);
  }, [referralCode, getFieldState, setValue]);
  const {
    register,
    submitWith,
    setError,
    serverMessage,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = submitWith(async (values) => {
    if (await markTaken(check, values, setError)) return;
    await registration.mutateAsync(toRequest(values));
    onSuccess();
  });

  const legend = 'mb-3 text-lg font-bold text-gold-400';
  return (
    <Form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={authTh.registerTitle}>
      <fieldset className="space-y-4">
        <legend className={legend}>{authTh.sectionAccount}</legend>
        <PhoneField error={errors.phone?.message} {...register('phone', { setValueAs: digitsOnly })} />
        <PasswordField
          label={authTh.password}
          autoComplete="new-password"
          hint={uiTh.form.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={authTh.passwordConfirm}
          autoComplete="new-password"
          error={errors.password_confirm?.message}
          {...register('password_confirm')}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={legend}>{authTh.sectionPersonal}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={authTh.firstName}
            autoComplete="given-name"
            lang="th"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={authTh.lastName}
            autoComplete="family-name"
            lang="th"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <p className="-mt-2 text-base text-muted">{authTh.nameHint}</p>
        <Controller
          control={form.control}
          name="birth_date"
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <BirthDatePicker
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              ref={ref}
              error={errors.birth_date?.message}
            />
          )}
        />
        <TextField
          label={`${authTh.lineId} ${uiTh.form.optional}`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.line_id?.message}
          {...register('line_id')}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={legend}>{authTh.sectionBank}</legend>
        <BankSelect error={errors.bank_code?.message} {...register('bank_code')} />
        <TextField
          label={authTh.bankAccountNo}
          inputMode="numeric"
          autoComplete="off"
          maxLength={19}
          hint={uiTh.form.bankAccountHint}
          error={errors.bank_account_no?.message}
          {...register('bank_account_no', { setValueAs: digitsOnly })}
        />
        <TextField
          label={`${authTh.referralCode} ${uiTh.form.optional}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={authTh.referralHint}
          error={errors.ref?.message}
          {...register('ref')}
        />
      </fieldset>

      <p className="text-base text-muted">{authTh.ageConsent}</p>
      <FormAlert message={serverMessage} />
      <SubmitButton pending={isSubmitting} pendingLabel={authTh.submittingRegister}>
        {authTh.submitRegister}
      </SubmitButton>
      <AuthLinks {...links} target="login" />
    </Form>
  );
}
