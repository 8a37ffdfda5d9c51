import { YEEKEE_SHOT_MIN_INTERVAL_SECONDS, type YeekeeShot } from '@ug99/contract';
import { useState, type FormEvent } from 'react';
import { lottoTh } from '../../th.ts';
import { Form, FormAlert, TextField } from '@/shared/ui/form/index.ts';
import { useShootYeekee } from '../../api/shoot-yeekee.ts';
import { useNow } from '../use-now.ts';
import { randomShot } from './random-shot.ts';

const t = lottoTh.yeekee;
const SHOT = /^\d{5}$/;

/**
 * Five digits typed or drawn with สุ่มเลข, then ยิงเลข. The server judges every shot (round open, one shot
 * per member every 5 seconds) and its Thai refusal is shown under the pad; after an accepted shot the
 * button waits the same 5 seconds so the member is not refused for shooting too soon.
 */
export function ShootPad({ roundId, onShot }: { roundId: number; onShot: (shot: YeekeeShot) => void }) {
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string>();
  const [accepted, setAccepted] = useState<string>();
  const [readyAt, setReadyAt] = useState(0);
  const now = useNow();
  const shoot = useShootYeekee();
  const wait = Math.min(YEEKEE_SHOT_MIN_INTERVAL_SECONDS, Math.max(0, Math.ceil((readyAt - now) / 1000)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAccepted(undefined);
    if (!SHOT.test(number)) {
      setError(t.padInvalid);
      return;
    }
    setError(undefined);
    shoot.mutate(
      { round_id: roundId, number },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'refused') {
            setError(outcome.message);
            return;
          }
          setReadyAt(Date.now() + YEEKEE_SHOT_MIN_INTERVAL_SECONDS * 1000);
          setAccepted(t.shot(outcome.shot.number, outcome.shot.seq));
          onShot(outcome.shot);
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t.panel} className="space-y-3">
      <TextField
        label={t.padLabel}
        hint={t.padHint}
        value={number}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        onChange={(e) => setNumber(e.target.value.replace(/\D/g, '').slice(0, 5))}
      />
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          className="btn border border-gold-500/70 text-gold-300"
          onClick={() => {
            setNumber(randomShot());
            setError(undefined);
          }}
        >
          {t.random}
        </button>
        <button
          type="submit"
          disabled={shoot.isPending || wait > 0}
          aria-busy={shoot.isPending || undefined}
          className="btn btn-gold disabled:cursor-not-allowed disabled:opacity-60"
        >
          {shoot.isPending ? t.shooting : wait > 0 ? t.waitToShoot(wait) : t.shoot}
        </button>
      </div>
      <FormAlert message={error} />
      {accepted && (
        <p role="status" className="text-base text-green-300">
          {accepted}
        </p>
      )}
    </Form>
  );
}
