import { NavLink } from 'react-router';
import { paymentTh } from '../th.ts';

const TABS = [
  { to: '/member/deposit', label: paymentTh.depositHeading },
  { to: '/member/withdraw', label: paymentTh.withdrawHeading },
  { to: '/member/payment', label: paymentTh.historyTab },
] as const;

/** The payment layout has no site menu, so its three pages link to each other here. */
export function PaymentTabs() {
  return (
    <nav aria-label={paymentTh.tabsLabel}>
      <ul className="grid grid-cols-3 gap-1 rounded-2xl border border-ink-600 bg-ink-900/70 p-1">
        {TABS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className="flex min-h-11 items-center justify-center rounded-xl px-2 text-center text-base font-medium text-ink-100 transition hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-gold-400 aria-[current=page]:bg-gold-500/15 aria-[current=page]:text-gold-300"
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
