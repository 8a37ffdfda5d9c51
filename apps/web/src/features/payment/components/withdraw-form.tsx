import type { WithdrawAccount, WithdrawBank, WithdrawList } from '@ug99/contract';
import { useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paymentTh } from '../th.ts';
import { unwrap } from '@/shared/api/index.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { useConfirmStep, useContractForm } from '@/shared/forms/index.ts';
import { ConfirmDialog } from '@/shared/ui/dialog.tsx';
import { Form, FormAlert, SubmitButton } from '@/shared/ui/form/index.ts';
import { newRequestId, useWithdraw } from '../api/withdraw.ts';
import { AmountField } from './amount-field.tsx';
import { bahtInputValue } from './amount.ts';
import { ChoiceCard } from './choice-card.tsx';
import { withdrawFormSchema, type WithdrawFormValues } from './payment-schemas.ts';

const accountTitle = (bank: WithdrawBank) => (bank === 'main' ? paymentTh.mainBank : paymentTh.subBank);

/**
 * Amount and destination, then a confirmation naming both: a payout cannot be taken back by the
 * member, so nothing is sent on the first tap.
 */
export function WithdrawForm({ list }: { list: WithdrawList }) {
  // The limits are the list's (minimum, what the main wallet can pay out); a refetch brings new ones.
  const schema = useMemo(() => withdrawFormSchema(list), [list]);
  const withdraw = useWithdraw();
  const {
    control,
    setValue,
    reset,
    submitWith,
    reporting,
    serverMessage,
    clearServerMessage,
    formState: { errors, isSubmitted },
  } = useContractForm(schema, { defaultValues: { bank: list.accounts[0]?.bank ?? 'main', amount: '' } });
  const bank = useWatch({ control, name: 'bank' });
  const { field: amount } = useController({ control, name: 'amount' });
  const account = list.accounts.find((a) => a.bank === bank);
  // Nothing to take: the form stays visible (the member sees the minimum) but cannot be sent.
  const disabled = list.withdrawable < list.min_amount;

  const step = useConfirmStep(
    reporting(async (request: WithdrawFormValues) => {
      // A new id for each confirmed submission; the mutation's own retry reuses it (docs/PAYMENTS.md).
      unwrap(await withdraw.mutateAsync({ ...request, request_id: newRequestId() }));
      reset({ bank: request.bank, amount: '' });
      toast.success(list.auto_approval ? paymentTh.withdrawSentAuto : paymentTh.withdrawSent);
    }),
  );

  const onSubmit = submitWith((values) => {
    if (account) step.propose(values);
  });

  const typeAmount = (next: string) => {
    amount.onChange(next);
    clearServerMessage();
  };

  return (
    <Form noValidate onSubmit={onSubmit} className="space-y-5">
      <fieldset className="space-y-2" disabled={disabled}>
        <legend className="mb-2 text-base font-medium text-ink-100">{paymentTh.toAccount}</legend>
        {list.accounts.map((a) => (
          <ChoiceCard
            key={a.bank}
            name="withdraw-bank"
            checked={a.bank === bank}
            onChange={() => setValue('bank', a.bank)}
          >
            <AccountText account={a} />
          </ChoiceCard>
        ))}
        {!list.accounts.some((a) => a.bank === 'sub') && (
          <Link to="/member/profile" className="link-gold inline-flex min-h-11 items-center text-base">
            {paymentTh.addSubBank}
          </Link>
        )}
      </fieldset>
      <AmountField
        label={paymentTh.withdrawAmount}
        {...amount}
        onChange={typeAmount}
        error={errors.amount?.message}
        hint={paymentTh.withdrawMin(formatTHB(list.min_amount))}
        disabled={disabled}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => setValue('amount', bahtInputValue(list.withdrawable), { shouldValidate: isSubmitted })}
        className="link-gold inline-flex min-h-11 items-center text-base disabled:opacity-60"
      >
        {paymentTh.withdrawAll}
      </button>
      <FormAlert message={serverMessage} />
      <SubmitButton
        pending={withdraw.isPending}
        pendingLabel={paymentTh.withdrawing}
        variant="red"
        disabled={disabled}
      >
        {paymentTh.submitWithdraw}
      </SubmitButton>
      {account && (
        <ConfirmDialog
          open={step.proposal !== null}
          onOpenChange={(open) => !open && step.cancel()}
          title={paymentTh.confirmTitle}
          message={
            <div className="space-y-3">
              <p>{paymentTh.confirmMessage(formatTHB(step.proposal?.amount ?? 0), accountTitle(bank))}</p>
              <div className="rounded-xl border border-ink-600 bg-ink-900/60 p-3 text-left">
                <AccountText account={account} />
              </div>
            </div>
          }
          confirmLabel={paymentTh.confirm}
          cancelLabel={paymentTh.cancel}
          onConfirm={step.confirm}
          pending={withdraw.isPending}
        />
      )}
    </Form>
  );
}

/** The server sends account numbers masked in the bank's own pattern; they are shown as sent. */
function AccountText({ account }: { account: WithdrawAccount }) {
  return (
    <>
      <span className="block text-sm text-gold-300">{accountTitle(account.bank)}</span>
      <span className="block text-base font-bold text-white">{account.bank_name}</span>
      <span className="block font-mono text-base tracking-wider text-ink-100">{account.account_no}</span>
      <span className="block text-sm text-muted">{account.account_name}</span>
    </>
  );
}
