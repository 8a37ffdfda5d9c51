import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router';
import { th } from '@/th.ts';
import { useAgentConfig } from '@/features/agent/index.ts';
import {
  ChatIcon,
  DepositIcon,
  GiftIcon,
  HomeIcon,
  LoginIcon,
  UserIcon,
  UsersIcon,
  WithdrawIcon,
} from '@/shared/ui/icons.tsx';
import { useUserStore } from '@/shared/store/user-store.ts';
import { DepositLink } from '@/shared/ui/deposit-link.tsx';

interface Item {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The member's deposit button opens the deposit flow (shared/ui/deposit-link.tsx). */
  depositFlow?: boolean;
}

/** Items 2–4 depend on whether a member is logged in (docs/rules/member-site.md#bottom-bar). */
function itemsFor(isLoggedIn: boolean): Item[] {
  const f = th.footer;
  return [
    { to: '/', label: f.home, Icon: HomeIcon },
    isLoggedIn
      ? { to: '/member/profile', label: f.profile, Icon: UserIcon }
      : { to: '/affiliate', label: f.affiliate, Icon: UsersIcon },
    isLoggedIn
      ? { to: '/member/deposit', label: f.deposit, Icon: DepositIcon, depositFlow: true }
      : { to: '/login', label: f.login, Icon: LoginIcon },
    isLoggedIn
      ? { to: '/member/withdraw', label: f.withdraw, Icon: WithdrawIcon }
      : { to: '/promotions', label: f.promotions, Icon: GiftIcon },
  ];
}

const itemClass =
  'flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-xl px-0.5 text-[13px] leading-tight font-medium whitespace-nowrap sm:text-sm text-ink-100 transition hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-gold-400';

/** The bottom bar in thumb reach on every screen size. */
export function BottomBar() {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const lineUrl = useAgentConfig().data?.info.line_contact_url;
  return (
    <footer className="fixed inset-x-0 bottom-0 z-40 border-t border-gold-600/30 bg-ink-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
      <nav aria-label={th.footer.navLabel} className="mx-auto max-w-[640px]">
        <ul className="grid grid-cols-5 py-1">
          {itemsFor(isLoggedIn).map(({ to, label, Icon, depositFlow }) => (
            <li key={to}>
              {depositFlow ? (
                <DepositLink className={`${itemClass} aria-[current=page]:text-gold-400`}>
                  <Icon className="size-6" />
                  {label}
                </DepositLink>
              ) : (
                <NavLink to={to} end className={`${itemClass} aria-[current=page]:text-gold-400`}>
                  <Icon className="size-6" />
                  {label}
                </NavLink>
              )}
            </li>
          ))}
          <li>
            {lineUrl ? (
              <a href={lineUrl} target="_blank" rel="noopener noreferrer" className={itemClass}>
                <ChatIcon className="size-6" />
                {th.footer.contact}
                <span className="sr-only">{th.footer.newWindow}</span>
              </a>
            ) : (
              <span aria-disabled="true" className={`${itemClass} opacity-60`}>
                <ChatIcon className="size-6" />
                {th.footer.contact}
              </span>
            )}
          </li>
        </ul>
      </nav>
    </footer>
  );
}
