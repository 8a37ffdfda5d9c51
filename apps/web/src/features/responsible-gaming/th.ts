/**
 * The Thai strings of responsible gaming: every word the member reads there, in one place per feature
 * (README "Layout"). They live with the feature so they load with its lazy pages, not in the entry
 * chunk (docs/rules/member-site.md#first-load); the shell's strings stay in src/th.ts.
 */
export const rgTh = {
  heading: 'การเล่นอย่างรับผิดชอบ',
  intro: 'ตั้งวงเงินและช่วงพักให้ตัวเอง การลดวงเงินมีผลทันที ส่วนการเพิ่มหรือยกเลิกวงเงินจะมีผลหลังจาก 24 ชั่วโมง',
  depositLimits: 'วงเงินฝาก',
  lossLimits: 'วงเงินเสีย',
  current: 'ปัจจุบัน',
  noLimit: 'ไม่จำกัด',
  pending: (value: string, when: string) => `รอมีผล: ${value} ตั้งแต่ ${when} น.`,
  limitPlaceholder: 'ไม่จำกัด',
  limitHint: 'เว้นว่างเพื่อยกเลิกวงเงิน',
  saveLimits: 'บันทึกวงเงิน',
  limitsSaved: 'บันทึกวงเงินเรียบร้อย',
  nothingChanged: 'ยังไม่ได้แก้ไขวงเงิน',
  realityCheck: 'แจ้งเตือนระยะเวลาเล่น',
  realityCheckEvery: 'ความถี่ในการแจ้งเตือน',
  realityCheckIntro: 'ระหว่างเล่นเกม ระบบจะแจ้งเวลาที่เล่นและผลได้เสียทุกช่วงเวลาที่เลือก',
  everyMinutes: (minutes: number) => `ทุก ${minutes} นาที`,
  saveRealityCheck: 'บันทึกการแจ้งเตือน',
  realityCheckSaved: 'บันทึกการแจ้งเตือนเรียบร้อย',
  coolOff: 'พักการเล่น',
  coolOffIntro: 'พักการฝากเงิน การเดิมพัน และโบนัสชั่วคราว ระหว่างพักยังเข้าสู่ระบบและถอนเงินได้ตามปกติ',
  coolOffFor: 'ระยะเวลาพัก',
  startCoolOff: 'เริ่มพักการเล่น',
  coolingOffUntil: (when: string) => `ท่านพักการเล่นถึง ${when} น.`,
  selfExclusion: 'หยุดเล่น',
  selfExclusionIntro: 'หยุดเล่นอย่างน้อย 6 เดือน ระหว่างนี้ฝากเงินและเดิมพันไม่ได้ และจะไม่ได้รับข่าวสารการตลาด',
  selfExclusionFor: 'ระยะเวลาหยุดเล่น',
  months: (months: number) => `${months} เดือน`,
  startSelfExclusion: 'เริ่มหยุดเล่น',
  selfExcludedUntil: (when: string) => `ท่านหยุดเล่นถึง ${when} น.`,
  cannotUndo: 'เมื่อเริ่มแล้วจะยกเลิกหรือย่นระยะเวลาก่อนกำหนดไม่ได้',
  confirmCoolOffTitle: 'ยืนยันการพักการเล่น',
  confirmCoolOff: (period: string) =>
    `ท่านจะพักการเล่น ${period} ระหว่างนี้ฝากเงินและเดิมพันไม่ได้ และยกเลิกก่อนกำหนดไม่ได้`,
  confirmSelfExclusionTitle: 'ยืนยันการหยุดเล่น',
  confirmSelfExclusion: (period: string) =>
    `ท่านจะหยุดเล่น ${period} ระหว่างนี้ฝากเงินและเดิมพันไม่ได้ และยกเลิกก่อนกำหนดไม่ได้`,
  confirm: 'ยืนยัน',
  cancel: 'ยกเลิก',
  coolOffStarted: 'เริ่มพักการเล่นแล้ว',
  selfExclusionStarted: 'เริ่มหยุดเล่นแล้ว',
} as const;
