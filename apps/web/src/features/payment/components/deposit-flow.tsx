import { useState } from 'react';
import type { QrcodeInfo } from '@ug99/contract';
import { th } from '@/th.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useChannels } from '../api/get-channels.ts';
import { usePaymentInfo } from '../api/get-payment-info.ts';
import { useCurrentIntent } from '../api/get-qrcode-info.ts';
import { DepositForm } from './deposit-form.tsx';
import { IntentView } from './intent-view.tsx';
import { RgNote } from './rg-note.tsx';

/**
 * The whole deposit, for the page and for the dialog alike. A member who comes back (from the banking
 * app, or by reopening the page) finds their pending intent again instead of a blank form; a finished
 * intent from an earlier visit is not shown, only one made here.
 */
export function DepositFlow({ onLeave }: { onLeave?: () => void }) {
  const channels = useChannels();
  const current = useCurrentIntent();
  const [created, setCreated] = useState<QrcodeInfo | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  const resumed =
    current.data?.status === 'pending' && current.data.reference !== dismissed ? current.data : null;
  const intent = created ?? resumed;

  const note = usePaymentInfo(intent?.channel_id ?? channels.data?.[0]?.id).data?.responsible_gaming_note;

  return (
    <div className="space-y-5">
      {intent ? (
        <IntentView
          key={intent.reference}
          intent={intent}
          onLeave={onLeave}
          onNew={() => {
            setCreated(null);
            setDismissed(intent.reference);
          }}
        />
      ) : channels.isPending || current.isPending ? (
        <DepositSkeleton />
      ) : channels.data ? (
        <DepositForm channels={channels.data} onCreated={setCreated} />
      ) : (
        <p
          role="alert"
          className="rounded-2xl border border-red-400/60 px-4 py-6 text-center text-base text-red-100"
        >
          {th.app.loadFailed}
        </p>
      )}
      {/* The note shows at every step (docs/rules/responsible-gaming.md#deposit-note). */}
      <RgNote note={note} onNavigate={onLeave} />
    </div>
  );
}

function DepositSkeleton() {
  return (
    <div aria-busy="true" aria-label={th.app.loading} className="space-y-3">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="mt-5 h-12 w-full" />
      <div className="grid grid-cols-3 gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
    </div>
  );
}
