import { AGENT_CODE, AGENT_ID, bahtToSatang as baht } from '@ug99/contract';
import type { agentSettings, agents } from '#db/schema/agents.ts';
import type { agentBankAccounts, agentTrueMoneyAccounts } from '#db/schema/payment-accounts.ts';
import type { banners, events, notifications } from '#db/schema/content.ts';
import type { promotions } from '#db/schema/promotions.ts';

/**
 * Demo content of the ug99 site, written the way its operator would: calm Thai copy, realistic limits.
 * Rows that belong to the agent leave out `agentId`; the seed fills it in.
 */

type Row<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'agentId'>;

export const demoAgent = {
  id: AGENT_ID,
  code: AGENT_CODE,
  name: 'UG99',
  logoUrl: '/media/logo.svg',
  lineContactUrl: 'https://line.me/R/ti/p/@ug99',
  lineAdminUrl: 'https://line.me/R/ti/p/@ug99admin',
} satisfies typeof agents.$inferInsert;

export const demoSettings: Row<typeof agentSettings> = {
  currency: 'THB',
  minDepositSatang: baht(20),
  maxDepositSatang: baht(200_000),
  minWithdrawSatang: baht(100),
  minAge: 20,
  // The demo must not claim a licence it does not hold; the operator replaces this with its own.
  licenceText:
    'UG99 เปิดให้บริการในโหมดทดลอง ผู้ประกอบการต้องระบุเลขที่ใบอนุญาตและเขตอำนาจที่ออกใบอนุญาตก่อนเปิดให้บริการจริง ' +
    'บริการนี้สำหรับผู้ที่มีอายุ 20 ปีขึ้นไปเท่านั้น โปรดเล่นอย่างมีสติและรับผิดชอบ',
};

export const demoBanners: Row<typeof banners>[] = [
  // Each title is the banner's alternative text, so it says what the image says.
  { image: '/media/banner-1.svg', title: 'สมัครใหม่ รับโบนัสฝากแรก 100%', link: '/promotions', sortOrder: 1 },
  { image: '/media/banner-2.svg', title: 'หวยยี่กี ออกผลทุก 15 นาที', link: '/lotto/lobby', sortOrder: 2 },
  { image: '/media/banner-3.svg', title: 'คืนยอดเสียทุกสัปดาห์ 5%', link: '/winloss', sortOrder: 3 },
];

export const demoNotifications: Row<typeof notifications>[] = [
  {
    type: 'maintenance',
    image: '/media/notification-1.svg',
    title: 'แจ้งปิดปรับปรุงระบบธนาคาร',
    description:
      'ธนาคารกสิกรไทยปิดปรับปรุงระบบทุกวันอาทิตย์ เวลา 00:00–03:00 น. ระหว่างนี้รายการฝากอาจเข้าช้ากว่าปกติ ' +
      'ยอดเงินของท่านปลอดภัยและจะเข้าบัญชีอัตโนมัติเมื่อระบบกลับมาให้บริการ',
    sortOrder: 1,
  },
  {
    type: 'promotion',
    image: '/media/notification-2.svg',
    title: 'ฝากแรกของวัน รับโบนัสเพิ่ม 10%',
    description:
      'ฝากตั้งแต่ 300 บาทขึ้นไปเป็นรายการแรกของวัน รับโบนัส 10% สูงสุด 300 บาท ' +
      'กดรับโปรโมชันได้ที่หน้าฝากเงิน อ่านเงื่อนไขทั้งหมดได้ที่หน้าโปรโมชัน',
    sortOrder: 2,
  },
];

export const demoEvents: Row<typeof events>[] = [
  { image: '/media/event-1.svg', title: 'ร่วมโหวตทายผลหวยงวดนี้ ลุ้นรับแต้มสะสม', sortOrder: 1 },
  { image: '/media/event-2.svg', title: 'ภารกิจประจำสัปดาห์ สะสมแต้มแลกของรางวัล', sortOrder: 2 },
  { image: '/media/event-3.svg', title: 'กงล้อนำโชค หมุนฟรีทุกวันสำหรับสมาชิก', sortOrder: 3 },
];

export const demoPromotions: Row<typeof promotions>[] = [
  {
    title: 'สมาชิกใหม่ รับโบนัสฝากแรก 100%',
    image: '/media/promotion-1.svg',
    description:
      'สำหรับการฝากครั้งแรกหลังสมัครสมาชิก ฝากขั้นต่ำ 100 บาท รับโบนัส 100% สูงสุด 1,000 บาท ' +
      'ทำยอดเทิร์น 8 เท่าของยอดฝากรวมโบนัสในเกมสล็อตและยิงปลา ถอนได้สูงสุด 5,000 บาท',
    type: 'first_deposit',
    minDepositSatang: baht(100),
    bonusPercentHundredths: 10_000,
    bonusCapSatang: baht(1000),
    turnoverMultiplierHundredths: 800,
    categories: ['slot', 'fishing'],
    maxWithdrawSatang: baht(5000),
    perMemberLimit: 1,
    sortOrder: 1,
  },
  {
    title: 'ฝากแรกของวัน รับโบนัส 10%',
    image: '/media/promotion-2.svg',
    description:
      'รับได้วันละ 1 ครั้ง เมื่อฝากตั้งแต่ 300 บาทขึ้นไป รับโบนัส 10% สูงสุด 300 บาท ' +
      'ทำยอดเทิร์น 3 เท่าในเกมสล็อต คาสิโน และยิงปลา ไม่จำกัดยอดถอน',
    type: 'daily_deposit',
    minDepositSatang: baht(300),
    bonusPercentHundredths: 1000,
    bonusCapSatang: baht(300),
    turnoverMultiplierHundredths: 300,
    categories: ['slot', 'casino', 'fishing'],
    maxWithdrawSatang: null,
    perMemberLimit: 1,
    sortOrder: 2,
  },
  {
    title: 'โบนัสเกมสล็อต 20%',
    image: '/media/promotion-3.svg',
    description:
      'ฝากขั้นต่ำ 200 บาท รับโบนัส 20% สูงสุด 2,000 บาทต่อครั้ง รับได้ 5 ครั้งต่อสมาชิก ' +
      'ทำยอดเทิร์น 5 เท่าของยอดฝากรวมโบนัสในเกมสล็อต ถอนได้สูงสุด 10,000 บาท',
    type: 'deposit_bonus',
    minDepositSatang: baht(200),
    bonusPercentHundredths: 2000,
    bonusCapSatang: baht(2000),
    turnoverMultiplierHundredths: 500,
    categories: ['slot'],
    maxWithdrawSatang: baht(10_000),
    perMemberLimit: 5,
    sortOrder: 3,
  },
  {
    title: 'คืนยอดเทิร์นโอเวอร์ทุกวัน',
    image: '/media/promotion-4.svg',
    description:
      'รับเงินคืนจากยอดเล่นของเมื่อวาน สล็อต 0.5% คาสิโน 0.3% กีฬา 0.2% สูงสุดวันละ 5,000 บาท ' +
      'กดรับได้ที่หน้าคืนยอดเทิร์น ทำยอดเทิร์น 1 เท่าก่อนถอน',
    type: 'cashback',
    minDepositSatang: baht(0),
    bonusPercentHundredths: 50,
    bonusCapSatang: baht(5000),
    turnoverMultiplierHundredths: 100,
    categories: ['slot', 'casino', 'sport', 'fishing', 'lotto'],
    maxWithdrawSatang: null,
    perMemberLimit: 1,
    sortOrder: 4,
  },
];

/**
 * The sandbox's payees (docs/rules/payments.md#test-accounts): numbers no Thai bank or mobile operator
 * issues, so nobody can pay a real stranger by copying them, and marked as test accounts (the PromptPay
 * id follows the same rule: DEMO_PROMPTPAY).
 */
export const TEST_PAYEES = {
  /** 9 digits after a 000 branch: Thai banks issue 10- or 12-digit account numbers, no branch 000. */
  kbank: '000-0-12345',
  scb: '000-0-67890',
  /** 10 digits starting 00, the international call prefix: no Thai number, mobile or fixed, starts so. */
  truemoney: '0001234567',
} as const;

export const demoBankAccounts: Row<typeof agentBankAccounts>[] = [
  {
    bankCode: 'KBANK',
    bankName: 'ธนาคารกสิกรไทย',
    accountNo: TEST_PAYEES.kbank,
    accountName: 'บจก. ยูจี เก้าเก้า เซอร์วิส',
    testAccount: true,
    sortOrder: 1,
  },
  {
    bankCode: 'SCB',
    bankName: 'ธนาคารไทยพาณิชย์',
    accountNo: TEST_PAYEES.scb,
    accountName: 'บจก. ยูจี เก้าเก้า เซอร์วิส',
    testAccount: true,
    sortOrder: 2,
  },
];

export const demoTrueMoneyAccounts: Row<typeof agentTrueMoneyAccounts>[] = [
  { phone: TEST_PAYEES.truemoney, accountName: 'ยูจี เก้าเก้า เซอร์วิส', testAccount: true, sortOrder: 1 },
];
