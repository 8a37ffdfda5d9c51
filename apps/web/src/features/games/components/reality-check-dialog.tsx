import * as Dialog from '@radix-ui/react-dialog';
import { formatTHB } from '@/shared/format/index.ts';
import { gamesTh } from '../th.ts';

export interface RealityCheckDialogProps {
  open: boolean;
  playedMs: number;
  /** Balance now less balance at the start, baht; null while the balance is not known. */
  netBaht: number | null;
  onContinue: () => void;
  onLeave: () => void;
}

/** "5 นาที", "1 ชั่วโมง 5 นาที": whole minutes, as a reminder needs no seconds. */
export function formatPlayed(ms: number): string {
  const totalMinutes = Math.floor(ms / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0
    ? gamesTh.realityCheck.hoursMinutes(hours, minutes)
    : gamesTh.realityCheck.minutes(minutes);
}

/** A win reads "+฿120.00", a loss "-฿50.00": the sign says which way before the amount is read. */
export function formatNet(baht: number): string {
  return baht > 0 ? `+${formatTHB(baht)}` : formatTHB(baht);
}

/**
 * The reality-check reminder (docs/rules/responsible-gaming.md#reality-check). It must be answered: neither
 * Escape nor a tap outside closes it, only "continue" or "leave the game".
 */
export function RealityCheckDialog({
  open,
  playedMs,
  netBaht,
  onContinue,
  onLeave,
}: RealityCheckDialogProps) {
  const t = gamesTh.realityCheck;
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/75 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-[400px] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-gold-600/40 bg-ink-800 p-5 shadow-2xl shadow-black/60 focus:outline-none data-[state=open]:animate-pop-in"
        >
          <Dialog.Title className="text-center text-xl font-bold text-gold-400">{t.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-center text-base text-ink-100">
            {t.intro}
          </Dialog.Description>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-center">
            <div className="rounded-xl bg-ink-900/70 p-3">
              <dt className="text-sm text-muted">{t.played}</dt>
              <dd className="text-lg font-bold text-white tabular-nums">{formatPlayed(playedMs)}</dd>
            </div>
            <div className="rounded-xl bg-ink-900/70 p-3">
              <dt className="text-sm text-muted">{t.net}</dt>
              <dd
                className={`text-lg font-bold tabular-nums ${netBaht !== null && netBaht < 0 ? 'text-red-400' : 'text-gold-400'}`}
              >
                {netBaht === null ? '-' : formatNet(netBaht)}
              </dd>
            </div>
          </dl>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <button
              type="button"
              onClick={onLeave}
              className="btn border border-ink-500 bg-ink-700 text-white"
            >
              {t.leave}
            </button>
            <button type="button" onClick={onContinue} className="btn btn-gold">
              {t.continue}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
