import { useEffect, useRef, useState } from 'react';
import { isOk, type WheelConfig, type WheelSpin } from '@ug99/contract';
import { wheelTh } from '../th.ts';
import { formatNumber, formatTHB } from '@/shared/format/index.ts';
import { ModalDialog } from '@/shared/ui/dialog.tsx';
import { FormAlert } from '@/shared/ui/form/index.ts';
import { useReward, useSpin } from '../api/spin.ts';
import { landingRotation } from './geometry.ts';
import { prizeMessage } from './prize-text.ts';
import { WheelSvg } from './wheel-svg.tsx';

const SPIN_MS = 4_500;
const REDUCED_SPIN_MS = 600;

const prefersLessMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * One wheel: what the member holds, the SVG wheel and its button. The server draws the segment; the
 * wheel then turns to it, and when it stops the prize is claimed (`reward`) and shown.
 */
export function SpinPanel({ config }: { config: WheelConfig }) {
  const spin = useSpin();
  const reward = useReward();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<WheelSpin | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const landing = useRef<WheelSpin | null>(null);
  const durationMs = prefersLessMotion() ? REDUCED_SPIN_MS : SPIN_MS;

  async function stopped() {
    const done = landing.current;
    if (!done) return;
    landing.current = null;
    setSpinning(false);
    const envelope = await reward.mutateAsync(done.spin_id);
    setShown(isOk(envelope) ? envelope.data : done);
  }

  // Hidden tabs may never fire transitionend: the prize is claimed at the end of the spin time anyway.
  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => void stopped(), durationMs + 400);
    return () => clearTimeout(timer);
  });

  async function onSpin() {
    setRefusal(undefined);
    const envelope = await spin.mutateAsync(config.tab);
    if (!isOk(envelope)) {
      setRefusal(envelope.message);
      return;
    }
    landing.current = envelope.data;
    setRotation((from) => landingRotation(from, envelope.data.position, config.segments.length));
    setSpinning(true);
  }

  const canSpin = config.tab === 1 ? config.free_spins > 0 : config.points >= config.spin_cost_points;
  const busy = spinning || spin.isPending || reward.isPending;

  return (
    <div className="space-y-4" style={{ ['--wheel-spin-ms' as string]: `${durationMs}ms` }}>
      <div className="rounded-2xl border border-ink-600 bg-ink-800 p-4 text-center">
        <p className="text-lg font-bold text-white" data-testid="wheel-holdings">
          {config.tab === 1
            ? wheelTh.freeSpins(formatNumber(config.free_spins))
            : wheelTh.points(formatNumber(config.points))}
        </p>
        <p className="text-base text-muted">
          {config.tab === 1
            ? wheelTh.howToEarn(formatTHB(config.deposit_min), formatNumber(config.spins_per_deposit))
            : wheelTh.cost(formatNumber(config.spin_cost_points))}
        </p>
      </div>
      <WheelSvg
        segments={config.segments}
        rotation={rotation}
        spinning={spinning}
        onStopped={() => void stopped()}
      />
      <FormAlert message={refusal} />
      <button
        type="button"
        className="btn btn-gold w-full disabled:opacity-60"
        disabled={busy || !canSpin}
        aria-busy={busy || undefined}
        onClick={() => void onSpin()}
      >
        {busy
          ? wheelTh.spinning
          : canSpin
            ? wheelTh.spin
            : config.tab === 1
              ? wheelTh.noSpins
              : wheelTh.notEnoughPoints}
      </button>
      <p className="text-sm text-muted">{wheelTh.fair}</p>
      <ModalDialog
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
        title={wheelTh.resultTitle}
      >
        {shown && (
          <div className="space-y-4">
            <p className="text-lg text-white" role="status">
              {prizeMessage(shown)}
            </p>
            <button type="button" className="btn btn-gold w-full" onClick={() => setShown(null)}>
              {wheelTh.close}
            </button>
          </div>
        )}
      </ModalDialog>
    </div>
  );
}
