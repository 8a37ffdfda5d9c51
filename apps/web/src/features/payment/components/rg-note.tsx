import { Link } from 'react-router';
import { paymentTh } from '../th.ts';

/**
 * The responsible-gaming note every deposit page carries (docs/rules/responsible-gaming.md#deposit-note),
 * with the way to the member's own limits and cool-off on the profile page. The operator's wording comes from
 * payment/info.
 */
export function RgNote({ note, onNavigate }: { note: string | undefined; onNavigate?: () => void }) {
  return (
    <aside
      aria-label={paymentTh.rgTitle}
      className="space-y-1 rounded-2xl border border-ink-600 bg-ink-900/60 p-4 text-base"
    >
      <p className="font-bold text-gold-300">{paymentTh.rgTitle}</p>
      <p className="text-muted">{note ?? paymentTh.rgNote}</p>
      <Link
        to="/member/profile#responsible-gaming"
        onClick={onNavigate}
        className="link-gold inline-flex min-h-11 items-center font-medium"
      >
        {paymentTh.rgLink}
      </Link>
    </aside>
  );
}
