import { isOk, MAIN_WALLET_TYPE_ID, type LottoPricedBill } from '@ug99/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { lottoTh } from '../th.ts';
import { newRequestId } from '@/shared/api/index.ts';
import { formMessageOf } from '@/shared/forms/index.ts';
import { ModalDialog } from '@/shared/ui/dialog.tsx';
import { useCreateBill } from '../api/create-bill.ts';
import { useValidateBill } from '../api/validate-bill.ts';
import { useLottoStore } from '../store.ts';
import { BillWalletChoice } from './bill-wallet-choice.tsx';
import { PricedLines } from './priced-lines.tsx';

/** A closed or over-limit line cannot be placed (docs/rules/lotto.md): the member edits the bill first. */
const blocked = (bill: LottoPricedBill) =>
  bill.lines.some((l) => l.state === 'closed' || l.state === 'over_limit');

const samePricing = (a: LottoPricedBill, b: LottoPricedBill) =>
  a.lines.length === b.lines.length &&
  a.lines.every((l, i) => {
    const o = b.lines[i]!;
    return (
      l.type === o.type &&
      l.number === o.number &&
      l.rate === o.rate &&
      l.discount === o.discount &&
      l.state === o.state
    );
  });

/**
 * The priced bill (the store's billCache) before it is placed. Confirming sends the priced input (the
 * store's billInputData) with a new request_id; the mutation's own retry after a dropped connection
 * reuses it, so a bill is placed once. When create answers rate_changed, the new pricing replaces the
 * shown one with the server's message, and the member confirms again: the bill is priced once more and
 * placed only if that pricing is the one the member just saw. Refusals stay in the dialog's error box.
 */
export function BillDialog({
  open,
  onOpenChange,
  onPlaced,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPlaced: () => void;
}) {
  const bill = useLottoStore((s) => s.billCache);
  const input = useLottoStore((s) => s.billInputData);
  const { billRepriced, billValidated, clearBill } = useLottoStore.getState();
  const create = useCreateBill();
  const validate = useValidateBill();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [repriced, setRepriced] = useState<string | null>(null);
  // The wallet that pays (docs/rules/lotto.md#bill-wallet): main unless the member picks another offered one.
  const [walletId, setWalletId] = useState<number>(MAIN_WALLET_TYPE_ID);
  const pending = create.isPending || validate.isPending;

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setError(null);
      setRepriced(null);
      setWalletId(MAIN_WALLET_TYPE_ID);
    }
    onOpenChange(next);
  };

  const place = async () => {
    if (!bill || !input) return;
    setError(null);
    try {
      if (repriced) {
        // The member accepted the new pricing: price again, and place only that same pricing.
        const envelope = await validate.mutateAsync(input);
        if (!isOk(envelope)) return setError(envelope.message);
        billValidated(input, envelope.data);
        if (!samePricing(envelope.data, bill)) return setRepriced(lottoTh.rateChangedTitle);
      }
      // Main is sent as no wallet_id at all, exactly the request clients made before the choice existed.
      const wallet = walletId === MAIN_WALLET_TYPE_ID ? {} : { wallet_id: walletId };
      // The pricing the member saw, discounts included: the server places the bill only at that pricing
      // (a moved rate, state or discount answers rate_changed instead of charging another pay).
      const expected = bill.lines.map(({ type, number, amount, rate, state, discount }) => ({
        type,
        number,
        amount,
        rate,
        state,
        discount,
      }));
      const outcome = await create.mutateAsync({ ...input, ...wallet, expected, request_id: newRequestId() });
      if (outcome.kind === 'rate-changed') {
        billRepriced(outcome.pricing);
        setRepriced(outcome.message);
        return;
      }
      if (outcome.kind === 'refused') return setError(outcome.message);
      clearBill();
      setRepriced(null);
      setWalletId(MAIN_WALLET_TYPE_ID);
      onPlaced();
      toast.success(lottoTh.billPlaced, { description: lottoTh.billPlacedDetail(outcome.bill.bill_id) });
      void navigate(`/lotto/bills?bill=${outcome.bill.bill_id}`);
    } catch (cause) {
      // A 401 has already said the session expired and gone to /login; anything else shows here.
      setError(formMessageOf(cause));
    }
  };

  return (
    <ModalDialog
      open={open && bill !== null}
      onOpenChange={close}
      title={repriced ? lottoTh.rateChangedTitle : lottoTh.billTitle}
      maxWidth={640}
    >
      {bill && (
        <div className="space-y-4">
          {repriced && (
            <p
              role="status"
              className="rounded-xl border border-gold-500/60 bg-gold-500/10 px-4 py-3 text-base text-gold-300"
            >
              {repriced}
            </p>
          )}
          <PricedLines bill={bill} />
          <BillWalletChoice
            wallets={bill.wallets ?? []}
            value={walletId}
            onChange={setWalletId}
            disabled={pending}
          />
          {blocked(bill) && (
            <p
              role="alert"
              className="rounded-xl border border-red-400/60 bg-red-700/20 px-4 py-3 text-base text-red-100"
            >
              {lottoTh.blockedLines}
            </p>
          )}
          {error && (
            <p
              role="alert"
              className="rounded-xl border border-red-400/60 bg-red-700/20 px-4 py-3 text-base text-red-100"
            >
              {error}
            </p>
          )}
          <div className="grid grid-cols-2 gap-3">
            <button
              type="button"
              onClick={() => close(false)}
              disabled={pending}
              className="btn border border-ink-500 bg-ink-700 text-white"
            >
              {lottoTh.editBill}
            </button>
            <button
              type="button"
              onClick={() => void place()}
              disabled={pending || blocked(bill)}
              aria-busy={pending || undefined}
              className="btn btn-red disabled:cursor-not-allowed disabled:opacity-60"
            >
              {pending ? lottoTh.placing : repriced ? lottoTh.rateChangedConfirm : lottoTh.confirmBill}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
