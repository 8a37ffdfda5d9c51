/**
 * The Thai strings of notifications: every word the member reads there, in one place per feature
 * (README "Layout"). They live with the feature so they load with its lazy pages, not in the entry
 * chunk (docs/rules/member-site.md#first-load); the shell's strings stay in src/th.ts.
 */
export const notificationsTh = {
  title: 'ประกาศสำคัญ',
  empty: 'ไม่มีประกาศสำคัญในตอนนี้',
  next: 'ถัดไป',
  close: 'ปิด',
  step: (current: number, total: number) => `ประกาศที่ ${current} จาก ${total}`,
} as const;
