import { isOk } from '@ug99/contract';
import { useState } from 'react';
import { paymentTh } from '../th.ts';
import { useCancelDeposit } from '../api/cancel-deposit.ts';

interface CancelIntentProps {
  reference: string;
  /** The intent is cancelled: back to the form for a new one. */
  onCancelled: () => void;
}

/**
 * Cancels the pending deposit, so the member need not wait for it to expire before opening another.
 * A second step warns first: money sent after cancelling waits for an operator (docs/PAYMENT-PAGES.md).
 */
export function CancelIntent({ reference, onCancelled }: CancelIntentProps) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelDeposit();

  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="btn w-full border border-ink-500 text-ink-100"
      >
        {paymentTh.cancelIntent}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby="cancel-warning"
      className="space-y-3 rounded-2xl border border-red-400/60 p-4"
    >
      <p id="cancel-warning" className="text-base text-red-100">
        {paymentTh.cancelWarning}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(
              { reference },
              { onSuccess: (envelope) => (isOk(envelope) ? onCancelled() : setAsking(false)) },
            )
          }
          className="btn bg-red-700 text-white"
        >
          {cancel.isPending ? paymentTh.cancelling : paymentTh.cancelConfirm}
        </button>
        <button
          type="button"
          onClick={() => setAsking(false)}
          className="btn border border-ink-500 bg-ink-700 text-white"
        >
          {paymentTh.cancelKeep}
        </button>
      </div>
    </div>
  );
}
