import { lazy } from 'react';

/*
 * The entry chunk reaches this feature only through the deposit dialog, and lazily; the pages are lazy
 * routes (app/router.tsx).
 */
export const DepositDialog = lazy(() => import('./components/deposit-dialog.tsx'));
/** For the payment layout (itself a lazy chunk): the sandbox notice of the payment pages. */
export { SandboxRibbon } from './components/sandbox-ribbon.tsx';
