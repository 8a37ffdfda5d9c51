/**
 * The Thai strings of the points shop: every word the member reads there, in one place per feature
 * (README "Layout"). They live with the feature so they load with its lazy pages, not in the entry
 * chunk (docs/rules/member-site.md#first-load); the shell's strings stay in src/th.ts.
 */
export const shopTh = {
  heading: 'แลกของรางวัล',
  intro: 'ใช้พอยท์แลกเครดิตฟรีหรือของรางวัล',
  myPoints: (points: string) => `พอยท์ของฉัน ${points} พอยท์`,
  price: (points: string) => `${points} พอยท์`,
  stock: (stock: string) => `เหลือ ${stock} ชิ้น`,
  outOfStock: 'หมด',
  limit: (limit: number, redeemed: number) => `แลกได้ท่านละ ${limit} ชิ้น (แลกแล้ว ${redeemed})`,
  credit: (amount: string) => `รับเครดิตฟรี ${amount} เข้ากระเป๋าเครดิตฟรี`,
  physical: 'ของรางวัล ทีมงานจะติดต่อเพื่อจัดส่ง',
  quantity: 'จำนวน',
  decrease: 'ลดจำนวน',
  increase: 'เพิ่มจำนวน',
  redeem: 'แลก',
  confirmTitle: 'ยืนยันการแลกของรางวัล',
  confirmItem: (name: string, quantity: number) => `${name} จำนวน ${quantity} ชิ้น`,
  confirmPrice: (points: string) => `ใช้ ${points} พอยท์`,
  confirmBalance: (points: string) => `พอยท์คงเหลือหลังแลก ${points} พอยท์`,
  checking: 'กำลังตรวจสอบ…',
  confirm: 'ยืนยันการแลก',
  confirmBusy: 'กำลังแลก…',
  cancel: 'ยกเลิก',
  redeemed: (name: string) => `แลก ${name} เรียบร้อย`,
  empty: 'ยังไม่มีของรางวัลในขณะนี้',
  historyTitle: 'ประวัติการแลก',
  historyEmpty: 'ยังไม่มีประวัติการแลก',
  historyLine: (quantity: number, points: string) => `${quantity} ชิ้น · ${points} พอยท์`,
  status: { paid: 'ได้รับแล้ว', pending: 'รอจัดส่ง', sent: 'จัดส่งแล้ว' } as Record<string, string>,
} as const;
