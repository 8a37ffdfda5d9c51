import { lazy } from 'react';

/*
 * The entry chunk reaches this feature only through the deposit dialog, and lazily; the pages are lazy
 * routes (app/router.tsx).
 */
export const DepositDialog = lazy(() => import('./components/deposit-dialog.tsx'));
