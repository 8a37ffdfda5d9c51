/**
 * The Thai strings of polls: every word the member reads there, in one place per feature
 * (README "Layout"). They live with the feature so they load with its lazy pages, not in the entry
 * chunk (docs/rules/member-site.md#first-load); the shell's strings stay in src/th.ts.
 */
export const pollsTh = {
  notFound: 'ไม่พบกิจกรรมโหวตนี้',
  window: (from: string, until: string) => `เปิดโหวต ${from} ถึง ${until} น.`,
  state: {
    upcoming: 'ยังไม่เปิดโหวต',
    open: 'เปิดโหวตอยู่',
    closed: 'ปิดโหวตแล้ว รอประกาศผล',
    drawn: 'ประกาศผลแล้ว',
  },
  rule: (baht: string) => `ฝากเงินระหว่างกิจกรรมทุก ${baht} รับสิทธิ์โหวต 1 สิทธิ์`,
  prize: (winners: string, spins: string) =>
    `สุ่มผู้โชคดี ${winners} ท่านจากผู้โหวตตัวเลือกที่ชนะ รับสิทธิ์หมุนวงล้อฟรีท่านละ ${spins} ครั้ง`,
  choicesTitle: 'เลือกโหวต',
  votes: (n: string) => `${n} โหวต`,
  totalVotes: (n: string) => `รวม ${n} โหวต`,
  vote: 'โหวต',
  voting: 'กำลังโหวต...',
  voted: (label: string) => `โหวต "${label}" แล้ว`,
  quota: (remaining: string, quota: string) => `สิทธิ์โหวตคงเหลือ ${remaining} จาก ${quota} สิทธิ์`,
  deposited: (baht: string) => `ยอดฝากระหว่างกิจกรรม ${baht}`,
  updatedAt: (at: string) => `อัปเดตสิทธิ์ล่าสุด ${at} น.`,
  loginToVote: 'เข้าสู่ระบบเพื่อโหวต',
  winnersTitle: 'ผู้โชคดี',
  winnersEmpty: 'ไม่มีผู้โชคดีในกิจกรรมนี้',
  winningChoice: (label: string) => `ตัวเลือกที่ชนะ: ${label}`,
  fairTitle: 'ตรวจสอบความโปร่งใส',
  detailsTitle: 'รายละเอียดกิจกรรม',
  seedHash: 'แฮช SHA-256 ของค่าสุ่ม (ประกาศตั้งแต่เปิดกิจกรรม)',
  seed: 'ค่าสุ่มที่เปิดเผยตอนจับรางวัล',
  verifyHint: (id: string) => `ตรวจผลได้เองด้วยคำสั่ง npm run poll:verify -- ${id}`,
} as const;
