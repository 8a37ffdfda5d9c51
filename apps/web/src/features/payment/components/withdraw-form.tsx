import { isOk, type WithdrawAccount, type WithdrawBank, type WithdrawList } from '@ug99/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { th } from '../../../th.ts';
import { formatTHB } from '../../../shared/format/index.ts';
import { ConfirmDialog } from '../../../shared/ui/dialog.tsx';
import { FormAlert, SubmitButton } from '../../../shared/ui/form/index.ts';
import { newRequestId, useWithdraw } from '../api/withdraw.ts';
import { AmountField } from './amount-field.tsx';
import { bahtInputValue, parseBahtInput } from './amount.ts';
import { ChoiceCard } from './choice-card.tsx';

/** The amount checked against the minimum and what the main wallet holds, before asking the server. */
export function withdrawAmountError(text: string, list: Pick<WithdrawList, 'min_amount' | 'withdrawable'>) {
  if (text.trim() === '') return th.payment.amountRequired;
  const amount = parseBahtInput(text);
  if (amount === null || amount <= 0) return th.payment.amountInvalid;
  if (amount < list.min_amount) return th.payment.withdrawBelowMin(formatTHB(list.min_amount));
  if (amount > list.withdrawable) return th.payment.withdrawAboveBalance(formatTHB(list.withdrawable));
  return undefined;
}

const accountTitle = (bank: WithdrawBank) => (bank === 'main' ? th.payment.mainBank : th.payment.subBank);

/**
 * Amount and destination, then a confirmation naming both: a payout cannot be taken back by the
 * member, so nothing is sent on the first tap.
 */
export function WithdrawForm({ list }: { list: WithdrawList }) {
  const [bank, setBank] = useState<WithdrawBank>(list.accounts[0]?.bank ?? 'main');
  const [amount, setAmount] = useState('');
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const withdraw = useWithdraw();
  const account = list.accounts.find((a) => a.bank === bank);
  // Nothing to take: the form stays visible (the member sees the minimum) but cannot be sent.
  const disabled = list.withdrawable < list.min_amount;
  const amountError = shown ? withdrawAmountError(amount, list) : undefined;

  const review = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setServerError(undefined);
    if (!withdrawAmountError(amount, list) && account) setConfirming(true);
  };

  const send = () => {
    const value = parseBahtInput(amount);
    if (value === null) return;
    // A new id for each confirmed submission; the mutation's own retry reuses it (docs/PAYMENTS.md).
    withdraw.mutate(
      { amount: value, bank, request_id: newRequestId() },
      {
        onSuccess: (envelope) => {
          setConfirming(false);
          if (!isOk(envelope)) return setServerError(envelope.message);
          setAmount('');
          setShown(false);
          toast.success(th.payment.withdrawSent);
        },
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <form noValidate onSubmit={review} className="space-y-5">
      <fieldset className="space-y-2" disabled={disabled}>
        <legend className="mb-2 text-base font-medium text-ink-100">{th.payment.toAccount}</legend>
        {list.accounts.map((a) => (
          <ChoiceCard
            key={a.bank}
            name="withdraw-bank"
            checked={a.bank === bank}
            onChange={() => setBank(a.bank)}
          >
            <AccountText account={a} />
          </ChoiceCard>
        ))}
        {!list.accounts.some((a) => a.bank === 'sub') && (
          <Link to="/member/profile" className="link-gold inline-flex min-h-11 items-center text-base">
            {th.payment.addSubBank}
          </Link>
        )}
      </fieldset>
      <AmountField
        label={th.payment.withdrawAmount}
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setServerError(undefined);
        }}
        error={amountError}
        hint={th.payment.withdrawMin(formatTHB(list.min_amount))}
        disabled={disabled}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => setAmount(bahtInputValue(list.withdrawable))}
        className="link-gold inline-flex min-h-11 items-center text-base disabled:opacity-60"
      >
        {th.payment.withdrawAll}
      </button>
      <FormAlert message={serverError} />
      <SubmitButton
        pending={withdraw.isPending}
        pendingLabel={th.payment.withdrawing}
        variant="red"
        disabled={disabled}
      >
        {th.payment.submitWithdraw}
      </SubmitButton>
      {account && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={th.payment.confirmTitle}
          message={
            <div className="space-y-3">
              <p>{th.payment.confirmMessage(formatTHB(parseBahtInput(amount) ?? 0), accountTitle(bank))}</p>
              <div className="rounded-xl border border-ink-600 bg-ink-900/60 p-3 text-left">
                <AccountText account={account} />
              </div>
            </div>
          }
          confirmLabel={th.payment.confirm}
          cancelLabel={th.payment.cancel}
          onConfirm={send}
          pending={withdraw.isPending}
        />
      )}
    </form>
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
