import type { MouseEvent, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { UI } from '@ug99/contract';
import { useSessionStore } from '../store/session-store.ts';

/**
 * From 1280 px (docs/rules/member-site.md#breakpoints) there is room to pay over the page instead of leaving
 * it.
 */
function isLargeScreen(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(min-width: ${UI.breakpoints.lg}px)`).matches
  );
}

/**
 * Every deposit button of the frame (member panel, bottom bar) goes through here, so they all open the
 * deposit flow the same way (docs/rules/member-site.md#store, the deposit flag).
 *
 * The rule: on a phone the button is a plain link to /member/deposit. A member paying by QR switches to
 * the banking app and comes back; a full page keeps the QR large, survives the switch, has a URL the
 * back button and a reload return to, and is what the bottom bar promises. From 1280 px a plain click
 * turns on the deposit flag instead, and the same flow opens as a dialog over the page the member was
 * on. Modified clicks (new tab) always follow the link.
 */
export function DepositLink({ className, children }: { className: string; children: ReactNode }) {
  const openModal = useSessionStore((s) => s.openModal);
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || !isLargeScreen()) return;
    event.preventDefault();
    openModal('deposit');
  };
  return (
    <NavLink to="/member/deposit" end className={className} onClick={onClick}>
      {children}
    </NavLink>
  );
}
