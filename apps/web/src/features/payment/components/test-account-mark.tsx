import { paymentTh } from '../th.ts';

/**
 * Says that the payee shown is one of the sandbox's demo accounts, not a real one (intent
 * `test_account`, docs/rules/payments.md#test-accounts): its number is one no Thai bank or mobile
 * operator issues, and the member is told not to send real money to it.
 */
export function TestAccountMark() {
  return (
    <p
      role="note"
      className="rounded-xl border border-gold-400/70 bg-gold-400/10 px-4 py-2 text-base text-gold-300"
    >
      <span className="mr-2 inline-block rounded-md bg-gold-400 px-2 py-0.5 text-sm font-bold text-ink-950">
        {paymentTh.testAccount}
      </span>
      {paymentTh.testAccountNote}
    </p>
  );
}
