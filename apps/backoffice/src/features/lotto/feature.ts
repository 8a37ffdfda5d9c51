import { lottoCalls } from '@ug99/contract';
import type { BackofficeFeature } from '#bo/app/feature.ts';
import { ta } from '#bo/features/approvals/th.ts';
import { tl } from './th.ts';

/** The back office's lotto screens and four-eyes approvals (docs/BACKOFFICE.md#lotto, #four-eyes-approval). */
export const LOTTO_FEATURE: BackofficeFeature = {
  routes: [
    {
      path: 'lotto',
      lazy: async () => ({ Component: (await import('./lotto-page.tsx')).LottoPage }),
    },
    {
      path: 'lotto/rounds/:id/numbers',
      lazy: async () => ({ Component: (await import('./numbers-page.tsx')).NumbersPage }),
    },
    {
      path: 'approvals',
      lazy: async () => ({
        Component: (await import('#bo/features/approvals/approvals-page.tsx')).ApprovalsPage,
      }),
    },
  ],
  nav: [
    { to: '/lotto', label: tl.nav, call: lottoCalls.rounds },
    { to: '/approvals', label: ta.nav, call: lottoCalls.approvals },
  ],
  actionNames: {
    'approval.request': 'ขออนุมัติ (ผู้ดูแลคนที่สอง)',
    'approval.approve': 'อนุมัติคำขอ',
    'approval.reject': 'ไม่อนุมัติคำขอ',
    'lotto:rates': 'แก้ไขอัตราจ่ายประเภทหวย',
  },
  targetNames: { approval: 'คำขออนุมัติ', lotto_category: 'ประเภทหวย' },
};
