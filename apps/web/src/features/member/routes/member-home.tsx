import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { memberTh } from '../th.ts';
import { formatNumber } from '@/shared/format/index.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { DepositIcon, StarIcon, UserIcon, UsersIcon, WithdrawIcon } from '@/shared/ui/icons.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { usePoints } from '../api/get-points.ts';
import { ListIcon, TagIcon } from '../components/member-icons.tsx';
import { WalletCards } from '../components/wallet-cards.tsx';

const QUICK_LINKS: {
  key: keyof typeof memberTh.home.links;
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { key: 'deposit', to: '/member/deposit', Icon: DepositIcon },
  { key: 'withdraw', to: '/member/withdraw', Icon: WithdrawIcon },
  { key: 'statement', to: '/member/statement', Icon: ListIcon },
  { key: 'profile', to: '/member/profile', Icon: UserIcon },
  { key: 'promotions', to: '/member/promotions', Icon: TagIcon },
  { key: 'affiliate', to: '/affiliate', Icon: UsersIcon },
];

/** /member: the member area's home: each wallet's balance, points, and the pages members use most. */
export function Component() {
  const username = useUserStore((s) => s.userInfo?.user.username);
  const points = usePoints();
  const t = memberTh.home;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-white">{t.heading}</h1>
        {username && <p className="text-base text-muted">{t.greeting(username)}</p>}
      </div>

      <section aria-labelledby="wallets-heading">
        <h2 id="wallets-heading" className="section-heading">
          {t.walletsHeading}
        </h2>
        <WalletCards />
      </section>

      <section aria-labelledby="points-heading">
        <h2 id="points-heading" className="section-heading">
          {t.pointsHeading}
        </h2>
        <div className="flex items-center gap-4 rounded-2xl border border-ink-600 bg-ink-800 p-4">
          <StarIcon className="size-8 shrink-0 fill-gold-400 text-gold-400" />
          <p className="flex-1 text-xl font-bold text-white tabular-nums">
            {points.data === undefined ? (
              <Skeleton className="h-7 w-24" />
            ) : (
              `${formatNumber(points.data)} ${t.pointsUnit}`
            )}
          </p>
          <Link to="/redeem" className="btn btn-gold btn-compact">
            {t.redeemLink}
          </Link>
        </div>
      </section>

      <nav aria-labelledby="quick-links-heading">
        <h2 id="quick-links-heading" className="section-heading">
          {t.quickLinks}
        </h2>
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {QUICK_LINKS.map(({ key, to, Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex min-h-22 flex-col items-center justify-center gap-1.5 rounded-2xl border border-ink-600 bg-ink-800 p-2 text-center text-base font-medium text-ink-100 transition hover:border-gold-600 hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-gold-400"
              >
                <Icon className="size-7 text-gold-400" />
                {t.links[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
