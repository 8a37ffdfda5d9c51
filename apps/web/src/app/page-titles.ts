import type { CatalogueCategory } from '@ug99/contract';

/**
 * The Thai name of every page, for the browser tab (docs/rules/member-site.md#page-titles). A chunk of its
 * own, loaded once after the first page has drawn: the route table in the entry chunk names pages by
 * these keys only (docs/rules/member-site.md#first-load).
 */
export const PAGE_TITLES = {
  home: 'หน้าแรก',
  slot: 'สล็อต',
  casino: 'คาสิโน',
  sport: 'กีฬา',
  fishing: 'ยิงปลา',
  freespin: 'ฟรีสปิน',
  lottoLobby: 'หวยออนไลน์',
  lottoRates: 'อัตราจ่ายหวย',
  lottoResults: 'ผลรางวัลหวย',
  lottoBills: 'โพยหวยของฉัน',
  lottoRound: 'แทงหวย',
  promotions: 'โปรโมชั่น',
  poll: 'กิจกรรมโหวต',
  affiliate: 'แนะนำเพื่อน',
  cashback: 'คืนยอดเทิร์นรายวัน',
  winloss: 'คืนยอดเสียรายสัปดาห์',
  login: 'เข้าสู่ระบบ',
  register: 'สมัครสมาชิก',
  forgot: 'ลืมรหัสผ่าน',
  member: 'หน้าสมาชิก',
  profile: 'โปรไฟล์',
  memberPromotions: 'โปรโมชั่นของฉัน',
  statement: 'ธุรกรรมการเงิน',
  inbox: 'กล่องข้อความ',
  memberWinloss: 'รายงานแพ้ชนะ',
  creditfree: 'ภารกิจและเครดิตฟรี',
  redeem: 'แลกของรางวัล',
  wheel: 'กงล้อนำโชค',
  coupon: 'ใช้คูปอง',
  liff: 'บริการผ่าน LINE',
  play: 'รวมเกมทั้งหมด',
  lobby: 'ค่ายเกม',
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  paymentHistory: 'ประวัติการฝากถอน',
  // The 404 page's own texts stay English as the spec writes them; the tab still speaks Thai.
  notFound: 'ไม่พบหน้าที่ต้องการ',
  error: 'เกิดข้อผิดพลาด',
} as const satisfies Record<string, string> & Record<CatalogueCategory, string>;

export type PageKey = keyof typeof PAGE_TITLES;
