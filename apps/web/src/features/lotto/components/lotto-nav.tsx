import { NavLink } from 'react-router';
import { lottoTh } from '../th.ts';

const LINKS = [
  { to: '/lotto/lobby', label: lottoTh.nav.lobby },
  { to: '/lotto/bills', label: lottoTh.nav.bills },
  { to: '/lotto/results', label: lottoTh.nav.results },
  { to: '/lotto/rates', label: lottoTh.nav.rates },
] as const;

/** The lotto pages' own tabs, above each of them. */
export function LottoNav() {
  return (
    <nav aria-label={lottoTh.navLabel} className="grid grid-cols-4 gap-1.5 sm:flex sm:gap-2">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) =>
            `btn btn-compact border max-sm:px-1 max-sm:text-sm ${isActive ? 'border-gold-400 bg-gold-500/15 text-gold-300' : 'border-ink-500 bg-ink-700 text-white'}`
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
