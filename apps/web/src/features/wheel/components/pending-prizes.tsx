import { toast } from 'sonner';
import { isOk, type WheelConfig } from '@ug99/contract';
import { wheelTh } from '../th.ts';
import { Card } from '@/shared/ui/card.tsx';
import { useReward } from '../api/spin.ts';

/** Prizes of spins whose page was closed before the wheel stopped: claimed here, once each. */
export function PendingPrizes({ pending }: { pending: WheelConfig['pending_spins'] }) {
  const reward = useReward();
  const worth = pending.filter((p) => p.prize_kind !== 'nothing');
  if (worth.length === 0) return null;
  return (
    <Card title={wheelTh.pendingTitle}>
      <ul className="space-y-2">
        {worth.map((p) => (
          <li key={p.spin_id} className="flex items-center gap-3">
            <span className="flex-1 text-base text-white">{p.label}</span>
            <button
              type="button"
              className="btn btn-gold"
              disabled={reward.isPending}
              onClick={async () => {
                const envelope = await reward.mutateAsync(p.spin_id);
                if (isOk(envelope)) toast.success(wheelTh.claimed(p.label));
              }}
            >
              {wheelTh.claim}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
