/**
 * The Thai strings of events: every word the member reads there, in one place per feature
 * (README "Layout"). They live with the feature so they load with its lazy pages, not in the entry
 * chunk (docs/rules/member-site.md#first-load); the shell's strings stay in src/th.ts.
 */
export const eventsTh = {
  openButton: 'กิจกรรมพิเศษ',
  title: (current: number, total: number) => `ประกาศสำคัญ ( ${current} / ${total} )`,
  close: 'ปิด',
} as const;
