import { Link, useLocation } from 'react-router';
import { RETURN_PARAM } from '@/shared/session/return-to.ts';
import { authTh } from '../th.ts';

export interface AuthLinkProps {
  /** Inside a dialog: switch to the other dialog instead of going to the other page. */
  onSwitch?: () => void;
  /** Inside a dialog: a link that leaves it (to /forgot) closes it first. */
  onLeave?: () => void;
}

/** "Forgot password" and the way between login and register, as links on pages or a switch in dialogs. */
export function AuthLinks({
  target,
  onSwitch,
  onLeave,
  showForgot = false,
}: AuthLinkProps & { target: 'login' | 'register'; showForgot?: boolean }) {
  const question = target === 'register' ? authTh.noAccount : authTh.haveAccount;
  const label = target === 'register' ? authTh.toRegister : authTh.toLogin;
  const linkClass = 'link-gold inline-flex min-h-11 items-center px-1';
  // Between the login and register pages the way back (and a chosen game) comes along.
  const location = useLocation();
  const next = new URLSearchParams(location.search).get(RETURN_PARAM);
  const search = next ? `?${new URLSearchParams({ [RETURN_PARAM]: next }).toString()}` : '';
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 text-base">
      <p className="text-muted">
        {question}{' '}
        {onSwitch ? (
          <button type="button" onClick={onSwitch} className={linkClass}>
            {label}
          </button>
        ) : (
          <Link
            to={{ pathname: `/${target}`, search }}
            state={location.state as unknown}
            className={linkClass}
          >
            {label}
          </Link>
        )}
      </p>
      {showForgot && (
        <Link to="/forgot" onClick={onLeave} className={linkClass}>
          {authTh.forgotLink}
        </Link>
      )}
    </div>
  );
}
