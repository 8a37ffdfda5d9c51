/**
 * The Thai strings of the statement: every word the member reads there, in one place per feature
 * (README "Layout"). They live with the feature so they load with its lazy pages, not in the entry
 * chunk (docs/rules/member-site.md#first-load); the shell's strings stay in src/th.ts.
 */
export const statementTh = {
  heading: 'ธุรกรรมการเงิน',
  intro: 'รายการเคลื่อนไหวทั้งหมดของกระเป๋าเงินและพอยท์ รายการล่าสุดอยู่ด้านบน',
  filters: 'ตัวกรอง',
  kind: 'ประเภทรายการ',
  allKinds: 'ทุกประเภท',
  dateFrom: 'ตั้งแต่วันที่',
  dateTo: 'ถึงวันที่',
  apply: 'ค้นหา',
  clear: 'ล้างตัวกรอง',
  empty: 'ยังไม่มีรายการในช่วงนี้',
  emptyHint: 'ลองเปลี่ยนประเภทรายการหรือช่วงวันที่',
  balanceAfter: 'คงเหลือ',
  points: (value: string) => `${value} พอยท์`,
  total: (count: string) => `ทั้งหมด ${count} รายการ`,
  list: 'รายการธุรกรรม',
} as const;
