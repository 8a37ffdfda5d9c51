import { lazy } from 'react';

/*
 * Only the dialogs are reachable from the entry chunk, and lazily: the forms bring zod and
 * react-hook-form, which a visitor who never opens them should not download. The pages are lazy
 * routes (app/router.tsx).
 */
const loadLoginDialog = () => import('./components/login-dialog.tsx');
const loadRegisterDialog = () => import('./components/register-dialog.tsx');

export const LoginDialog = lazy(loadLoginDialog);
export const RegisterDialog = lazy(loadRegisterDialog);

/** Starts downloading a dialog when the pointer nears its button, so it opens without a wait. */
export function preloadAuthDialog(name: 'login' | 'register'): void {
  void (name === 'login' ? loadLoginDialog() : loadRegisterDialog());
}
