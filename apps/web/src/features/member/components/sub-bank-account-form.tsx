import { ERRORS, updateSubBankAccountRequest } from '@ug99/contract';
import { toast } from 'sonner';
import type { z } from 'zod';
import { uiTh } from '@/shared/ui/th.ts';
import { memberTh } from '../th.ts';
import { digitsOnly, useContractForm } from '@/shared/forms/index.ts';
import { useUserInfo } from '@/shared/session/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import {
  Form,
  BankSelect,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
} from '@/shared/ui/form/index.ts';
import { useUpdateSubBankAccount } from '../api/update-sub-bank-account.ts';

type Input = z.input<typeof updateSubBankAccountRequest>;

const FIELD_BY_ERROR = {
  [ERRORS.WRONG_PASSWORD.code]: 'password',
  [ERRORS.ACCOUNT_NAME_MISMATCH.code]: 'account_name',
  [ERRORS.SUB_BANK_SAME_AS_MAIN.code]: 'bank_account_no',
  [ERRORS.BANK_ACCOUNT_TAKEN.code]: 'bank_account_no',
} as const;

/**
 * A second bank account for withdrawals (docs/rules/accounts.md#sub-bank-account). Changing where money goes
 * is sensitive, so the member types the password again; the account name starts as the registered name it
 * must match.
 */
export function SubBankAccountForm() {
  const { data } = useUserInfo();
  if (!data) return null;
  return <SubBankAccountFormFor registeredName={`${data.user.first_name} ${data.user.last_name}`} />;
}

function SubBankAccountFormFor({ registeredName }: { registeredName: string }) {
  const update = useUpdateSubBankAccount();
  const t = memberTh.profile;
  const {
    register,
    submitWith,
    resetField,
    serverMessage,
    formState: { errors, isSubmitting },
  } = useContractForm(updateSubBankAccountRequest, {
    mode: 'onTouched',
    defaultValues: {
      password: '',
      bank_code: '' as Input['bank_code'],
      bank_account_no: '',
      account_name: registeredName,
    },
    fieldsByError: FIELD_BY_ERROR,
  });

  const onSubmit = submitWith(async (values) => {
    await update.mutateAsync(values);
    resetField('password');
    toast.success(t.subBankSaved);
  });

  return (
    <Card title={t.subBankHeading} intro={t.subBankIntro}>
      <Form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t.subBankHeading}>
        <BankSelect error={errors.bank_code?.message} {...register('bank_code')} />
        <TextField
          label={t.subBankAccountNo}
          inputMode="numeric"
          autoComplete="off"
          maxLength={19}
          hint={uiTh.form.bankAccountHint}
          error={errors.bank_account_no?.message}
          {...register('bank_account_no', { setValueAs: digitsOnly })}
        />
        <TextField
          label={t.subBankAccountName}
          autoComplete="name"
          lang="th"
          error={errors.account_name?.message}
          {...register('account_name')}
        />
        <PasswordField
          label={t.subBankPassword}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormAlert message={serverMessage} />
        <SubmitButton pending={isSubmitting} pendingLabel={uiTh.form.saving}>
          {t.saveSubBank}
        </SubmitButton>
      </Form>
    </Card>
  );
}
