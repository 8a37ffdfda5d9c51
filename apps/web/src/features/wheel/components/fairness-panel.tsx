import { useState, type FormEvent, type ReactNode } from 'react';
import { CLIENT_SEED_PATTERN, ERRORS, isOk, type WheelCommitmentView } from '@ug99/contract';
import { wheelTh } from '../th.ts';
import { formatNumber } from '@/shared/format/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Form, FormAlert, TextField } from '@/shared/ui/form/index.ts';
import { useRotateSeeds, useWheelFairness } from '../api/fairness.ts';
import { browserClientSeed } from '../client-seed.ts';
import { checkHistory, type CheckedSpin } from './fairness-check.ts';

const t = wheelTh.fairness;

/** One value of a commitment; seeds and hashes are random, so the visual check covers them (`random`). */
function Row({ label, random = false, children }: { label: string; random?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-mono text-base break-all text-white" data-visual-mask={random || undefined}>
        {children}
      </dd>
    </div>
  );
}

const STATE_TEXT: Record<CheckedSpin['state'], string> = {
  agree: t.agree,
  disagree: t.disagree,
  unrevealed: t.unrevealed,
  unprovable: t.unprovable,
};
const STATE_CLASS: Record<CheckedSpin['state'], string> = {
  agree: 'text-emerald-300',
  disagree: 'font-bold text-red-300',
  unrevealed: 'text-muted',
  unprovable: 'text-muted',
};

/**
 * The member's commitment (docs/rules/wheel.md#commitments): the server seed's hash shown before the
 * spin, the client seed (changed with a rotation), the next nonce; and ตรวจสอบความยุติธรรม, which
 * recomputes every revealed spin of the history in this browser with the contract's function.
 */
export function FairnessPanel() {
  const { data: fairness } = useWheelFairness();
  const rotate = useRotateSeeds();
  const [seed, setSeed] = useState('');
  const [seedError, setSeedError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [revealed, setRevealed] = useState<WheelCommitmentView | null>(null);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<CheckedSpin[] | null>(null);

  async function onRotate(event: FormEvent) {
    event.preventDefault();
    setRefusal(undefined);
    const typed = seed.trim();
    if (typed !== '' && !CLIENT_SEED_PATTERN.test(typed)) {
      setSeedError(ERRORS.WHEEL_BAD_CLIENT_SEED.message);
      return;
    }
    setSeedError(undefined);
    const envelope = await rotate.mutateAsync(typed === '' ? undefined : typed);
    if (!isOk(envelope)) {
      setRefusal(envelope.message);
      return;
    }
    setRevealed(envelope.data.revealed);
    setSeed('');
  }

  async function onCheck() {
    setChecking(true);
    setRefusal(undefined);
    try {
      const outcome = await checkHistory();
      if ('message' in outcome) setRefusal(outcome.message);
      else setChecked(outcome.spins);
    } finally {
      setChecking(false);
    }
  }

  const count = (state: CheckedSpin['state']) =>
    formatNumber(checked?.filter((c) => c.state === state).length ?? 0);

  return (
    <Card title={t.title} intro={<p>{t.intro}</p>}>
      <div className="space-y-4">
        {fairness && (
          <dl className="space-y-2" data-testid="wheel-commitment">
            <Row label={t.hash} random>
              {fairness.server_seed_hash}
            </Row>
            <Row label={t.clientSeed} random>
              {fairness.client_seed ?? (
                <>
                  {browserClientSeed()}
                  <span className="block font-sans text-sm text-muted">{t.clientSeedFromBrowser}</span>
                </>
              )}
            </Row>
            <Row label={t.nonce}>{formatNumber(fairness.nonce)}</Row>
          </dl>
        )}
        {fairness && (
          <p className="text-sm text-muted">{t.rotateEvery(formatNumber(fairness.spins_per_seed))}</p>
        )}
        <Form className="space-y-3" onSubmit={(e) => void onRotate(e)} noValidate>
          <TextField
            label={t.newClientSeed}
            value={seed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            error={seedError}
            onChange={(e) => setSeed(e.target.value)}
          />
          <button
            type="submit"
            className="btn w-full border border-ink-500 bg-ink-700 text-white disabled:opacity-60"
            disabled={rotate.isPending}
          >
            {rotate.isPending ? t.rotating : t.rotate}
          </button>
        </Form>
        {revealed && (
          <section className="space-y-2 rounded-xl bg-ink-700 p-3" data-testid="wheel-revealed">
            <p className="text-base font-bold text-white">{t.revealed}</p>
            <dl className="space-y-2">
              <Row label={t.hash} random>
                {revealed.server_seed_hash}
              </Row>
              <Row label={t.serverSeed} random>
                {revealed.server_seed}
              </Row>
              <Row label={t.clientSeed} random>
                {revealed.client_seed ?? '-'}
              </Row>
            </dl>
          </section>
        )}
        <FormAlert message={refusal} />
        <button
          type="button"
          className="btn btn-gold w-full disabled:opacity-60"
          disabled={checking}
          aria-busy={checking || undefined}
          onClick={() => void onCheck()}
        >
          {checking ? t.checking : t.check}
        </button>
        {checked && (
          <div className="space-y-2" data-testid="wheel-check">
            <p className="text-sm text-muted">{t.checkIntro}</p>
            {checked.length === 0 ? (
              <p className="text-base text-muted">{t.noHistory}</p>
            ) : (
              <>
                <p className="text-base text-white" role="status">
                  {t.summary(count('agree'), count('disagree'), count('unrevealed'))}
                </p>
                {checked.some((c) => c.state === 'unrevealed') && (
                  <p className="text-sm text-muted">{t.waitingHint}</p>
                )}
                <ul className="divide-y divide-ink-600">
                  {checked.map((c) => (
                    <li key={c.spin_id} className="flex items-center gap-3 py-2 text-base">
                      <span className="flex-1 text-white">{c.text}</span>
                      <span className={`shrink-0 text-sm ${STATE_CLASS[c.state]}`}>
                        {STATE_TEXT[c.state]}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
