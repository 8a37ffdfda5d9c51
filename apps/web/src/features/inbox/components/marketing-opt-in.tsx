import { useQuery } from '@tanstack/react-query';
import { inboxSettingsQuery, useSaveInboxSettings } from '../api/settings.ts';
import { inboxTh } from '../th.ts';

/**
 * The marketing opt-out on /member/inbox (docs/NOTIFICATIONS.md#marketing-opt-out): on by default; off,
 * the operator's broadcasts skip the member. Saved as soon as it is switched.
 */
export function MarketingOptIn() {
  const { data } = useQuery(inboxSettingsQuery);
  const save = useSaveInboxSettings();
  const on = save.isPending ? save.variables.marketing : (data?.marketing ?? true);
  return (
    <section
      aria-labelledby="marketing-heading"
      className="mb-4 rounded-xl border border-ink-600 bg-ink-800 p-3"
    >
      <h3 id="marketing-heading" className="text-base font-bold text-white">
        {inboxTh.marketingHeading}
      </h3>
      <label className="mt-1 flex min-h-11 items-center gap-2 text-base text-ink-100">
        <input
          type="checkbox"
          className="size-5 accent-gold-500"
          checked={on}
          disabled={!data || save.isPending}
          onChange={(e) => save.mutate({ marketing: e.target.checked })}
        />
        {inboxTh.marketingLabel}
      </label>
      <p className="text-sm text-muted">{inboxTh.marketingHint}</p>
      {save.isSuccess ? (
        <p role="status" className="mt-1 text-sm text-ink-100">
          {inboxTh.marketingSaved(save.data.marketing)}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="mt-1 text-sm text-rose-300">
          {inboxTh.marketingFailed}
        </p>
      ) : null}
    </section>
  );
}
