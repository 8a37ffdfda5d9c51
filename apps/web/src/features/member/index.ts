import { lazy } from 'react';

/**
 * Members only: the panel's code (and the queries it starts) loads once someone is logged in. This
 * file is imported by the entry chunk, so it exports nothing else: whatever it named would be bundled
 * into the entry even if only a lazy page used it. The profile sections are in ./profile.ts.
 */
export const MemberPanel = lazy(() => import('./components/member-panel.tsx'));
