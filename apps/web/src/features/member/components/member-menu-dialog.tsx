import { UI } from '@ug99/contract';
import { Link } from 'react-router';
import { memberTh } from '../th.ts';
import { formatNumber } from '@/shared/format/index.ts';
import { useInboxSummary } from '@/shared/session/inbox.ts';
import { ModalDialog } from '@/shared/ui/dialog.tsx';
import { LogoutIcon } from './member-icons.tsx';
import { MEMBER_MENU } from './menu-items.ts';

/**
 * Rows rather than tiles: Thai labels such as คืนยอดเทิร์นรายวัน do not fit a third of a phone's width,
 * and a line break inside a word reads badly. One column on a phone, two from 600 px.
 */
const rowClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl border px-4 py-2 text-left text-base font-medium transition focus-visible:outline-2 focus-visible:outline-gold-400';

/** The hamburger's dialog (docs/rules/member-site.md#member-menu, 480 px): every member page, then logout. */
export default function MemberMenuDialog({
  open,
  onOpenChange,
  onLogout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => void;
}) {
  const close = () => onOpenChange(false);
  const { unread } = useInboxSummary();
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={memberTh.menuTitle}
      maxWidth={UI.menuDialogWidth}
    >
      <nav aria-label={memberTh.menuNav}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {MEMBER_MENU.map(({ key, to, Icon }) => (
            <li key={key}>
              <Link
                to={to}
                onClick={close}
                className={`${rowClass} border-ink-600 bg-ink-900/60 text-ink-100 hover:border-gold-600 hover:text-gold-300`}
              >
                <Icon className="size-6 shrink-0 text-gold-400" />
                {memberTh.menu[key]}
                {key === 'inbox' && unread > 0 && (
                  <span
                    aria-label={memberTh.unreadCount(formatNumber(unread))}
                    className="ml-auto grid min-w-6 place-items-center rounded-full bg-red-600 px-1.5 text-sm leading-6 font-bold text-white tabular-nums"
                  >
                    {formatNumber(unread)}
                  </span>
                )}
              </Link>
            </li>
          ))}
          <li className="sm:col-span-2">
            <button
              type="button"
              onClick={onLogout}
              className={`${rowClass} justify-center border-red-600/60 text-red-300 hover:border-red-400 hover:text-red-200`}
            >
              <LogoutIcon className="size-6 shrink-0" />
              {memberTh.menu.logout}
            </button>
          </li>
        </ul>
      </nav>
    </ModalDialog>
  );
}
