import { useEffect, useState } from 'react';
import { isOk, type InboxKind } from '@ug99/contract';
import { inboxTh } from '../th.ts';
import { currentSubscription, pushSupported, subscribePush, unsubscribePush } from './push-api.ts';

/** The kinds a member picks by group (docs/NOTIFICATIONS.md#web-push); every group is on at first. */
export const PUSH_GROUPS: { key: keyof typeof inboxTh.pushGroups; kinds: InboxKind[] }[] = [
  { key: 'money', kinds: ['deposit_credited', 'deposit_flagged', 'withdrawal_paid', 'withdrawal_rejected'] },
  { key: 'bills', kinds: ['bill_won', 'bill_lost'] },
  {
    key: 'rewards',
    kinds: [
      'promotion_released',
      'promotion_ended',
      'cashback_claimable',
      'commission_claimable',
      'coupon_reward_credited',
      'quest_reward_credited',
      'vip_bonus_credited',
    ],
  },
  { key: 'limits', kinds: ['limit_changed'] },
  // The operator's broadcasts (docs/NOTIFICATIONS.md#the-operators-broadcast).
  { key: 'news', kinds: ['announcement'] },
];

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/**
 * Web-push opt-in on /member/inbox (docs/NOTIFICATIONS.md#web-push): this device only. The member picks
 * the groups of messages, turns notifications on (the browser asks for permission), saves a new choice,
 * or turns them off.
 */
export function PushOptIn() {
  const [state, setState] = useState<State>(() =>
    !pushSupported() ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : 'checking',
  );
  const [groups, setGroups] = useState<Set<string>>(() => new Set(PUSH_GROUPS.map((g) => g.key)));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'checking') return;
    currentSubscription()
      .then((s) => setState(s ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, [state]);

  const kinds = PUSH_GROUPS.filter((g) => groups.has(g.key)).flatMap((g) => g.kinds);
  const turnOn = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await subscribePush(kinds);
      if (isOk(answer)) {
        setState('on');
        setMessage(inboxTh.pushSaved);
      } else setMessage(answer.message);
    } catch {
      if (Notification.permission === 'denied') setState('denied');
      else setMessage(inboxTh.pushFailed);
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await unsubscribePush();
      setState('off');
      setMessage(inboxTh.pushTurnedOff);
    } catch {
      setMessage(inboxTh.pushFailed);
    } finally {
      setBusy(false);
    }
  };

  if (state === 'checking') return null;
  return (
    <section aria-labelledby="push-heading" className="mb-4 rounded-xl border border-ink-600 bg-ink-800 p-3">
      <h3 id="push-heading" className="text-base font-bold text-white">
        {inboxTh.pushHeading}
      </h3>
      {state === 'unsupported' ? (
        <p className="mt-1 text-base text-muted">{inboxTh.pushUnsupported}</p>
      ) : state === 'denied' ? (
        <p className="mt-1 text-base text-muted">{inboxTh.pushDenied}</p>
      ) : (
        <>
          <p className="mt-1 text-base text-ink-100">{state === 'on' ? inboxTh.pushOn : inboxTh.pushIntro}</p>
          <fieldset className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            <legend className="sr-only">{inboxTh.pushChoose}</legend>
            {PUSH_GROUPS.map((g) => (
              <label key={g.key} className="flex min-h-11 items-center gap-2 text-base text-ink-100">
                <input
                  type="checkbox"
                  className="size-5 accent-gold-500"
                  checked={groups.has(g.key)}
                  onChange={(e) =>
                    setGroups((prev) => {
                      const next = new Set(prev);
                      if (e.target.checked) next.add(g.key);
                      else next.delete(g.key);
                      return next;
                    })
                  }
                />
                {inboxTh.pushGroups[g.key]}
              </label>
            ))}
          </fieldset>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-compact btn-gold"
              disabled={busy || kinds.length === 0}
              onClick={() => void turnOn()}
            >
              {state === 'on' ? inboxTh.pushSave : inboxTh.pushTurnOn}
            </button>
            {state === 'on' && (
              <button
                type="button"
                className="btn btn-compact border border-ink-500 bg-ink-700 text-ink-100"
                disabled={busy}
                onClick={() => void turnOff()}
              >
                {inboxTh.pushTurnOff}
              </button>
            )}
          </div>
        </>
      )}
      {message && (
        <p role="status" className="mt-2 text-base text-gold-300">
          {message}
        </p>
      )}
    </section>
  );
}
