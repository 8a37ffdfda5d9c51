import { AGENT_CODE } from '@ug99/contract';
import { affiliateTh } from '../th.ts';
import { uiTh } from '@/shared/ui/th.ts';
import { Card } from '@/shared/ui/card.tsx';
import { toastError } from '@/shared/ui/toast.ts';
import { CopyButton } from '@/shared/ui/copy-button.tsx';
import { QrCode } from './qr-code.tsx';

/** The member's two links (docs/rules/affiliate.md#referral): straight to register, or the home page. */
export function referralLinks(code: string, origin: string = window.location.origin) {
  const ref = encodeURIComponent(code);
  return {
    register: `${origin}/register?ref=${ref}`,
    home: `${origin}/?ag=${AGENT_CODE}&ref=${ref}`,
  };
}

function LinkRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="space-y-1">
      <p className="text-sm text-muted">{label}</p>
      <div className="flex items-center gap-2 rounded-xl border border-ink-600 bg-ink-900/60 p-2">
        <span
          className="min-w-0 flex-1 truncate font-mono text-sm text-ink-100"
          title={value}
          data-visual-mask
        >
          {value}
        </span>
        <CopyButton value={value} what={label} />
      </div>
    </div>
  );
}

export function ReferralLinks({ code }: { code: string }) {
  const links = referralLinks(code);
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({
        title: affiliateTh.heading,
        text: affiliateTh.shareText,
        url: links.register,
      });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toastError(uiTh.copy.failed);
    }
  };
  return (
    <Card title={affiliateTh.linksTitle}>
      <div className="grid gap-5 sm:grid-cols-[1fr_auto]">
        <div className="min-w-0 space-y-3">
          <div className="flex items-center justify-between gap-2 rounded-xl border border-gold-600/40 bg-ink-900/60 p-3">
            <div>
              <p className="text-sm text-muted">{affiliateTh.code}</p>
              <p
                className="font-mono text-2xl font-bold tracking-widest text-gold-400"
                data-testid="referral-code"
                data-visual-mask
              >
                {code}
              </p>
            </div>
            <CopyButton value={code} what={affiliateTh.code} />
          </div>
          <LinkRow label={affiliateTh.registerLink} value={links.register} />
          <LinkRow label={affiliateTh.homeLink} value={links.home} />
          {canShare && (
            <button type="button" onClick={() => void share()} className="btn btn-gold w-full">
              {affiliateTh.share}
            </button>
          )}
        </div>
        <QrCode value={links.register} />
      </div>
    </Card>
  );
}
