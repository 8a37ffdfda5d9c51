import { ENGAGEMENT_BO_ERRORS } from './backoffice/engagement-errors.ts';
import { HARDENING_BO_ERRORS } from './backoffice/hardening-errors.ts';
import { BROADCAST_ERRORS } from './backoffice/broadcasts.ts';
import { LOTTO_BO_ERRORS } from './backoffice/lotto-errors.ts';
import { LOTTO_NUMBER_SET_ERRORS } from './lotto-number-set-errors.ts';
import { VIP_ERRORS } from './vip-errors.ts';
import { MARKETING_BO_ERRORS } from './backoffice/marketing-errors.ts';
import { REPORTS_BO_ERRORS } from './backoffice/reports-errors.ts';
import { VALUE_CONTROL_BO_ERRORS } from './backoffice/value-controls-errors.ts';
import { PAYOUT_BO_ERRORS } from './backoffice/payouts-errors.ts';
import type { ErrorEntry } from './error-entry.ts';
import { PROTOCOL_ERRORS } from './protocol-errors.ts';

export { PROTOCOL_ERRORS };

/**
 * The one table of error codes (docs/rules/api.md#error-codes). `error: 0` is success. Business-rule
 * failures are answered with HTTP 200 and their code; the few codes with another `http` status are
 * protocol-level (schema violations, missing session, server faults). Each entry says why it exists.
 */
export const ERRORS = {
  ...PROTOCOL_ERRORS,
  AGENT_NOT_FOUND: {
    code: 2001,
    http: 200,
    message: 'ไม่พบรหัสเอเย่นต์นี้ กรุณาตรวจสอบลิงก์ที่ใช้เข้าเว็บไซต์',
    reason: 'The agent code in the request is unknown or the agent is disabled.',
  },
  // 3xxx: accounts, sessions and passwords (docs/rules/accounts.md).
  PHONE_TAKEN: {
    code: 3001,
    http: 200,
    message: 'เบอร์โทรศัพท์นี้สมัครสมาชิกแล้ว กรุณาเข้าสู่ระบบ หรือกดลืมรหัสผ่าน',
    reason: 'Register with a phone already registered with the agent (also the loser of a double submit).',
  },
  BANK_ACCOUNT_TAKEN: {
    code: 3002,
    http: 200,
    message: 'เลขบัญชีนี้ใช้สมัครสมาชิกไม่ได้ กรุณาตรวจสอบเลขบัญชี หากเป็นบัญชีของท่าน กรุณาติดต่อแอดมิน',
    reason:
      'A bank account number may belong to one member of an agent only (main or sub account). The message never says whose it is (docs/ACCOUNTS.md).',
  },
  UNDER_MIN_AGE: {
    code: 3003,
    http: 200,
    message: 'ขออภัย ผู้สมัครต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป',
    reason:
      "Birth date below the agent's minimum age (docs/rules/responsible-gaming.md#minimum-age); the message names the configured age.",
  },
  REFERRAL_NOT_FOUND: {
    code: 3004,
    http: 200,
    message: 'ไม่พบรหัสแนะนำนี้ กรุณาตรวจสอบอีกครั้ง หรือเว้นว่างไว้',
    reason: 'The referral code names no member of the same agent.',
  },
  WEAK_PASSWORD: {
    code: 3005,
    http: 200,
    message: 'รหัสผ่านนี้เดาง่ายเกินไป กรุณาตั้งรหัสผ่านอื่นที่ไม่ใช่ตัวเลขเรียง เลขซ้ำ หรือเบอร์โทรศัพท์',
    reason: 'The new password is one of the 1,000 most common ones or contains the phone number.',
  },
  LOGIN_FAILED: {
    code: 3006,
    http: 200,
    message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง',
    reason: 'Unknown phone or wrong password: one message for both, so it does not tell who is a member.',
  },
  LOGIN_THROTTLED: {
    code: 3007,
    http: 200,
    message: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณาลองใหม่อีกครั้งภายหลัง',
    reason: 'Too many failed logins for the phone or from the address; the message says in how many minutes.',
  },
  OTP_TOO_SOON: {
    code: 3008,
    http: 200,
    message: 'เพิ่งส่งรหัส OTP ไปแล้ว กรุณารอสักครู่ก่อนขอรหัสใหม่',
    reason: 'A new OTP was asked for the same phone within the resend interval; the message says how long.',
  },
  OTP_INVALID: {
    code: 3009,
    http: 200,
    message: 'รหัส OTP ไม่ถูกต้อง กรุณาตรวจสอบ SMS แล้วลองอีกครั้ง',
    reason: 'Wrong OTP for the phone; the message says how many tries are left.',
  },
  OTP_EXPIRED: {
    code: 3010,
    http: 200,
    message: 'รหัส OTP หมดอายุหรือกรอกผิดครบจำนวนครั้งแล้ว กรุณากดขอรหัส OTP ใหม่',
    reason: 'No usable OTP: never requested, expired, already used, replaced, or out of tries.',
  },
  WRONG_PASSWORD: {
    code: 3011,
    http: 200,
    message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    reason: 'Re-authentication failed (change password, sub bank account).',
  },
  ACCOUNT_NAME_MISMATCH: {
    code: 3012,
    http: 200,
    message: 'ชื่อบัญชีต้องตรงกับชื่อและนามสกุลที่ใช้สมัครสมาชิก',
    reason: 'Withdrawals go only to accounts in the member’s own name.',
  },
  SUB_BANK_SAME_AS_MAIN: {
    code: 3013,
    http: 200,
    message: 'บัญชีนี้เป็นบัญชีหลักของท่านอยู่แล้ว กรุณาใช้บัญชีอื่น',
    reason: 'The second account must differ from the registered one.',
  },
  CHECK_ACCOUNT_THROTTLED: {
    code: 3014,
    http: 200,
    message: 'ตรวจสอบข้อมูลบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
    reason: 'Too many check_account calls from one address: it would otherwise list who is a member.',
  },
  ACCOUNT_LOCKED: {
    code: 3015,
    http: 200,
    message:
      'บัญชีนี้ถูกพักการเข้าสู่ระบบชั่วคราว เพราะมีการใส่รหัสผ่านผิดหลายครั้ง กรุณากด "ลืมรหัสผ่าน" เพื่อตั้งรหัสผ่านใหม่ด้วยรหัส OTP',
    reason:
      'Failed logins for the phone from all addresses passed LOGIN_MAX_FAILURES_PER_ACCOUNT; a password reset by OTP lifts it. The message says in how many minutes it ends.',
  },
  REGISTER_THROTTLED: {
    code: 3016,
    http: 200,
    message: 'ส่งคำขอสมัครสมาชิกบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
    reason:
      'Register shares check_account’s budget per address and per phone or bank account, or it would list who is a member; the message says in how many minutes.',
  },
  // 4xxx: wallets, statement and responsible gaming (docs/rules/wallets.md,
  // docs/rules/responsible-gaming.md).
  STATEMENT_RANGE_INVALID: {
    code: 4001,
    http: 200,
    message: 'ช่วงวันที่ไม่ถูกต้อง วันเริ่มต้นต้องไม่เกินวันสิ้นสุด',
    reason: 'A statement filter whose start date is after its end date.',
  },
  RG_COOLING_OFF: {
    code: 4002,
    http: 200,
    message: 'ท่านอยู่ในช่วงพักการเล่น ระหว่างนี้ฝากเงินและเดิมพันไม่ได้ แต่ยังถอนเงินได้ตามปกติ',
    reason: 'Deposits, bets and bonuses are refused during a cool-off; the message says until when.',
  },
  RG_SELF_EXCLUDED: {
    code: 4003,
    http: 200,
    message: 'ท่านเลือกหยุดเล่นไว้ ระหว่างนี้ฝากเงินและเดิมพันไม่ได้ แต่ยังถอนเงินได้ตามปกติ',
    reason: 'Deposits, bets and bonuses are refused during a self-exclusion; the message says until when.',
  },
  RG_DEPOSIT_LIMIT: {
    code: 4004,
    http: 200,
    message: 'ยอดฝากเกินวงเงินฝากที่ท่านตั้งไว้',
    reason: 'The deposit would pass a daily, weekly or monthly deposit limit; the message names it.',
  },
  RG_LOSS_LIMIT: {
    code: 4005,
    http: 200,
    message: 'เดิมพันนี้อาจทำให้ยอดเสียเกินวงเงินที่ท่านตั้งไว้',
    reason: 'Losing the stake would pass a loss limit; the message names it and what is left.',
  },
  RG_CANNOT_SHORTEN: {
    code: 4006,
    http: 200,
    message: 'ไม่สามารถย่นหรือยกเลิกช่วงพักการเล่นหรือหยุดเล่นก่อนกำหนดได้',
    reason: 'A cool-off or self-exclusion that would end before the one in force; they only extend.',
  },
  // 6xxx: games, lobby and launch (docs/rules/games.md).
  GAME_NOT_FOUND: {
    code: 6001,
    http: 200,
    message: 'ไม่พบเกมนี้ หรือเกมปิดปรับปรุงชั่วคราว กรุณาเลือกเกมอื่น',
    reason: 'The game_id and provider_id name no active game of an active provider.',
  },
  GAME_WALLET_NOT_FOUND: {
    code: 6002,
    http: 200,
    message: 'ไม่พบกระเป๋าเงินนี้ในบัญชีของท่าน กรุณาปิดเกมแล้วเลือกกระเป๋าเงินใหม่',
    reason: "A game link asked for a wallet id that is not one of the member's wallets.",
  },
  GAME_WALLET_NOT_ALLOWED: {
    code: 6003,
    http: 200,
    message: 'กระเป๋าเงินนี้ใช้เล่นเกมประเภทนี้ไม่ได้ กรุณาเลือกกระเป๋าเงินอื่น',
    reason: "The wallet's rules do not allow the game's category (see docs/GAMES.md, wallets per category).",
  },
  GAME_DEMO_UNAVAILABLE: {
    code: 6004,
    http: 200,
    message: 'เกมนี้ไม่มีโหมดทดลองเล่น กรุณาเข้าสู่ระบบเพื่อเล่นเกมนี้',
    reason: 'A demo link was asked for a game without demo support.',
  },
  LOBBY_NOT_FOUND: {
    code: 6005,
    http: 200,
    message: 'ไม่พบหน้ารวมเกมนี้ กรุณากลับไปหน้าแรก',
    reason: 'GET /api/lobby/configs named a lobby_key that has no configuration.',
  },
  // 5xxx: deposits and withdrawals (docs/rules/payments.md).
  PAYMENT_CHANNEL_UNAVAILABLE: {
    code: 5001,
    http: 200,
    message: 'ช่องทางชำระเงินนี้ปิดให้บริการชั่วคราว กรุณาเลือกช่องทางอื่น',
    reason: 'The channel or sub-channel is unknown or was switched off after the page loaded.',
  },
  DEPOSIT_BELOW_MIN: {
    code: 5002,
    http: 200,
    message: 'ยอดฝากต่ำกว่าขั้นต่ำ',
    reason: "The amount is below the channel's minimum per deposit; the message names the minimum.",
  },
  DEPOSIT_ABOVE_MAX: {
    code: 5003,
    http: 200,
    message: 'ยอดฝากสูงกว่าที่กำหนดต่อครั้ง',
    reason: "The amount is above the channel's maximum per deposit; the message names the maximum.",
  },
  DEPOSIT_NOT_FOUND: {
    code: 5004,
    http: 200,
    message: 'ไม่พบรายการฝากเงิน กรุณาสร้างรายการฝากใหม่',
    reason: 'qrcode_info or inquiry_status without an intent of this member (or with another reference).',
  },
  DEPOSIT_AMOUNT_BUSY: {
    code: 5005,
    http: 200,
    message: 'มีผู้ฝากยอดนี้เข้าบัญชีนี้จำนวนมากในขณะนี้ กรุณาเปลี่ยนยอดฝากหรือบัญชีปลายทาง',
    reason:
      'Every satang suffix for this amount and account is taken by open intents; a transfer could not be matched.',
  },
  WITHDRAW_BELOW_MIN: {
    code: 5006,
    http: 200,
    message: 'ยอดถอนต่ำกว่าขั้นต่ำ',
    reason:
      "The amount is below the agent's minimum withdrawal (docs/rules/payments.md#withdrawals); the message names it.",
  },
  WITHDRAW_INSUFFICIENT: {
    code: 5007,
    http: 200,
    message: 'ยอดเงินในกระเป๋าหลักไม่พอสำหรับการถอน',
    reason: "The amount is above the main wallet's available balance (held money excluded).",
  },
  WITHDRAW_PENDING_EXISTS: {
    code: 5008,
    http: 200,
    message: 'ท่านมีรายการถอนที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จก่อน',
    reason:
      'At most one open withdrawal per member: pending, or approved and still on its way through the payout gateway (approved, sent, unknown) (docs/rules/payments.md#withdrawals); also the loser of a double submit.',
  },
  WITHDRAW_NO_SUB_BANK: {
    code: 5009,
    http: 200,
    message: 'ท่านยังไม่ได้เพิ่มบัญชีสำรอง กรุณาเพิ่มบัญชีสำรองก่อน หรือเลือกบัญชีหลัก',
    reason: 'A withdrawal to the sub bank account by a member who has none.',
  },
  WEBHOOK_REJECTED: {
    code: 5010,
    http: 401,
    message: 'ลายเซ็นหรือเวลาของคำขอไม่ถูกต้อง',
    reason:
      'A gateway webhook with a bad signature or a timestamp outside the 5-minute window; never a member call.',
  },
  WITHDRAW_REQUEST_REUSED: {
    code: 5011,
    http: 200,
    message: 'คำขอถอนเงินนี้ถูกส่งไปแล้วด้วยยอดเงินหรือบัญชีอื่น กรุณาตรวจสอบรายการถอน แล้วกดถอนเงินใหม่อีกครั้ง',
    reason:
      'A withdrawal request_id the member already used for another amount or account; the first request stands (docs/PAYMENTS.md).',
  },
  DEPOSIT_ALREADY_PAID: {
    code: 5020,
    http: 200,
    message: 'รายการฝากนี้ชำระเงินแล้ว ยกเลิกไม่ได้ ยอดเงินเข้ากระเป๋าหลักของท่านแล้ว',
    reason:
      'A member asked to cancel a deposit intent whose money was already credited; nothing changed (docs/PAYMENTS.md).',
  },
  // 7xxx: lotto (docs/rules/lotto.md).
  LOTTO_ROUND_NOT_FOUND: {
    code: 7001,
    http: 200,
    message: 'ไม่พบงวดหวยนี้ กรุณาเลือกงวดจากหน้าหวยอีกครั้ง',
    reason: 'The round id names no round of this agent.',
  },
  LOTTO_ROUND_CLOSED: {
    code: 7002,
    http: 200,
    message: 'งวดนี้ปิดรับแทงแล้ว กรุณาเลือกงวดถัดไป',
    reason: 'A bill for a round that is not open (not yet open, closed, resulted, settled or voided).',
  },
  LOTTO_LINE_INVALID: {
    code: 7003,
    http: 200,
    message: 'มีรายการแทงที่ไม่ถูกต้อง กรุณาตรวจสอบประเภท ตัวเลข และจำนวนเงินอีกครั้ง',
    reason:
      "A line's number does not have its type's digits, the type is not offered in the round, 3tod on three equal digits, or the amount is outside the type's per-line minimum and maximum; the message names the line.",
  },
  LOTTO_NUMBER_CLOSED: {
    code: 7004,
    http: 200,
    message: 'มีเลขที่ปิดรับในงวดนี้ กรุณาลบเลขที่ปิดรับออกจากโพยแล้วลองใหม่',
    reason: 'A line bets a number the operator closed, or one past a cap whose excess is refused.',
  },
  LOTTO_RATE_CHANGED: {
    code: 7005,
    http: 200,
    message: 'อัตราจ่ายหรือสถานะเลขมีการเปลี่ยนแปลง กรุณาตรวจสอบโพยใหม่แล้วยืนยันอีกครั้ง',
    reason:
      "Create found a line's rate or state different from what validate returned; `data` carries the new pricing, which the member confirms.",
  },
  LOTTO_BILL_NOT_FOUND: {
    code: 7006,
    http: 200,
    message: 'ไม่พบโพยนี้',
    reason: "The bill id names no bill of this member (another member's bill is not found either).",
  },
  LOTTO_CANCEL_CLOSED: {
    code: 7007,
    http: 200,
    message: 'เลยเวลายกเลิกโพยของงวดนี้แล้ว',
    reason: "A cancel after the round's cancel_until, or of a bill that is no longer pending.",
  },
  LOTTO_REQUEST_REUSED: {
    code: 7008,
    http: 200,
    message: 'โพยนี้ถูกส่งไปแล้วด้วยรายการอื่น กรุณาตรวจสอบโพยของท่านแล้วส่งใหม่อีกครั้ง',
    reason: 'A bill request_id the member already used for a different bill; the first bill stands.',
  },
  LOTTO_INSUFFICIENT_BALANCE: {
    code: 7021,
    http: 200,
    message: 'ยอดเงินในกระเป๋าหลักไม่พอสำหรับโพยนี้ กรุณาฝากเงินหรือลดจำนวนเงินแทงแล้วลองใหม่',
    reason: "The bill's total is more than the member's main wallet holds; nothing was debited.",
  },
  // 7040–7049: the wallet a lotto bill is paid from (docs/rules/lotto.md#bill-wallet).
  LOTTO_PROMOTION_WALLET_NOT_ALLOWED: {
    code: 7040,
    http: 200,
    message: 'กระเป๋าโปรโมชั่นใช้แทงหวยได้เฉพาะเมื่อโปรโมชั่นที่ท่านรับอยู่รวมหวย กรุณาเลือกจ่ายจากกระเป๋าหลัก',
    reason:
      'A bill asked to be paid from the promotion wallet (2) while the member has no active promotion or its categories do not include lotto; nothing was debited.',
  },
  LOTTO_WALLET_NOT_ALLOWED: {
    code: 7041,
    http: 200,
    message: 'กระเป๋านี้ใช้แทงหวยไม่ได้ กรุณาเลือกจ่ายจากกระเป๋าหลัก',
    reason:
      'A bill asked to be paid from the free-credit (3) or affiliate (4) wallet, which never stake on lotto.',
  },
  LOTTO_PROMOTION_WALLET_INSUFFICIENT: {
    code: 7042,
    http: 200,
    message: 'ยอดเงินในกระเป๋าโปรโมชั่นไม่พอสำหรับโพยนี้ กรุณาลดจำนวนเงินแทงหรือเลือกจ่ายจากกระเป๋าหลัก',
    reason: "The bill's total is more than the promotion wallet holds; nothing was debited.",
  },
  // 13000–13049: number sets kept on the server (lotto-number-set-errors.ts).
  ...LOTTO_NUMBER_SET_ERRORS,
  // 13020–13039: VIP terms (vip-errors.ts).
  ...VIP_ERRORS,
  // 703x: yeekee shooting (docs/YEEKEE.md).
  YEEKEE_SHOOT_TOO_SOON: {
    code: 7030,
    http: 200,
    message: 'ยิงเลขได้ครั้งละ 1 เลขทุก 5 วินาที กรุณารอสักครู่แล้วยิงใหม่',
    reason:
      'The member shot less than 5 seconds ago (on any server instance); the message says how many seconds are left. Nothing was written.',
  },
  YEEKEE_NOT_YEEKEE: {
    code: 7031,
    http: 200,
    message: 'งวดนี้ไม่ใช่หวยยี่กี ยิงเลขหรือดูรายการยิงเลขไม่ได้',
    reason: 'A shoot, shot list or feed call named a round of another lotto category.',
  },
  YEEKEE_ROUND_CLOSED: {
    code: 7032,
    http: 200,
    message: 'รอบนี้ไม่ได้เปิดให้ยิงเลขแล้ว กรุณาเลือกรอบที่กำลังเปิดอยู่',
    reason: "A shot outside the round's open_at to close_at, or at a round that is not open.",
  },
  YEEKEE_BILL_REQUIRED: {
    code: 7033,
    http: 200,
    message: 'รอบนี้ยิงเลขได้เฉพาะสมาชิกที่มีโพยรอผลในรอบนี้ กรุณาแทงหวยยี่กีรอบนี้ก่อนแล้วยิงเลข',
    reason: 'YEEKEE_SHOOT_NEEDS_BILL is on and the member holds no pending bill in the round.',
  },
  YEEKEE_LIST_NOT_FINAL: {
    code: 7034,
    http: 200,
    message: 'รายการยิงเลขทั้งหมดจะเปิดให้ตรวจสอบเมื่อปิดรอบแล้ว ระหว่างนี้ดูเลขล่าสุดได้ที่หน้ารอบ',
    reason:
      'The full shot list (/lists) of a round that has not closed yet; the latest 50 are on /list and the live feed.',
  },
  // 8001–8029: promotions, the promotion wallet and its turnover (docs/rules/promotions.md).
  PROMOTION_NOT_FOUND: {
    code: 8001,
    http: 200,
    message: 'ไม่พบโปรโมชั่นนี้ หรือโปรโมชั่นหมดเขตแล้ว กรุณาเลือกโปรโมชั่นจากหน้าโปรโมชั่นอีกครั้ง',
    reason:
      'The promotion id names no promotion of this agent that is switched on and inside its window now.',
  },
  PROMOTION_NOT_RECEIVABLE: {
    code: 8002,
    http: 200,
    message: 'โปรโมชั่นนี้ไม่ต้องกดรับ รับเงินคืนได้ที่หน้าคืนยอดเทิร์น',
    reason:
      'A cashback-type promotion describes a rebate claimed on /cashback; it never goes into the promotion wallet.',
  },
  PROMOTION_ALREADY_ACTIVE: {
    code: 8003,
    http: 200,
    message: 'ท่านมีโปรโมชั่นที่กำลังทำเทิร์นอยู่ รับโปรโมชั่นใหม่ได้เมื่อโปรโมชั่นเดิมจบหรือยกเลิกแล้ว',
    reason: 'One active promotion at a time (docs/rules/promotions.md#one-at-a-time).',
  },
  PROMOTION_LIMIT_REACHED: {
    code: 8004,
    http: 200,
    message: 'ท่านรับโปรโมชั่นนี้ครบจำนวนครั้งที่กำหนดแล้ว',
    reason:
      'The member already received this promotion per_member_limit times (per Bangkok day for the daily type).',
  },
  PROMOTION_DEPOSIT_TOO_SMALL: {
    code: 8005,
    http: 200,
    message: 'ยอดฝากต่ำกว่ายอดฝากขั้นต่ำของโปรโมชั่นนี้',
    reason: "The deposit is below the promotion's min_deposit; the message names the minimum.",
  },
  PROMOTION_NOT_FIRST_DEPOSIT: {
    code: 8006,
    http: 200,
    message: 'โปรโมชั่นนี้สำหรับการฝากครั้งแรกของสมาชิกใหม่เท่านั้น',
    reason: 'A welcome (first_deposit) promotion applies only to the first deposit the member ever made.',
  },
  PROMOTION_NOT_FIRST_OF_DAY: {
    code: 8007,
    http: 200,
    message: 'โปรโมชั่นนี้ใช้ได้กับยอดฝากแรกของวันนี้เท่านั้น',
    reason: 'A daily_deposit promotion applies only to the first deposit of the Bangkok day, made today.',
  },
  PROMOTION_PAUSED: {
    code: 8008,
    http: 200,
    message: 'ท่านอยู่ในช่วงพักการเล่นหรือระงับการเล่น จึงยังรับโปรโมชั่นไม่ได้ในขณะนี้',
    reason:
      'No bonuses during cool-off or self-exclusion (docs/rules/responsible-gaming.md); the message says until when.',
  },
  PROMOTION_NO_DEPOSIT: {
    code: 8009,
    http: 200,
    message: 'ยังไม่มียอดฝากที่ใช้รับโปรโมชั่นได้ กรุณาฝากเงินแล้วเลือกโปรโมชั่นนี้',
    reason: 'Receive without any credited deposit of the member.',
  },
  PROMOTION_DEPOSIT_TOUCHED: {
    code: 8010,
    http: 200,
    message: 'ยอดฝากล่าสุดถูกใช้เล่นหรือถอนไปแล้ว กรุณาเลือกโปรโมชั่นตอนฝากครั้งถัดไป',
    reason:
      'Receive: the latest deposit is no longer untouched in main (main below its amount, or a stake since it; docs/rules/promotions.md#receiving-after-a-deposit).',
  },
  PROMOTION_DEPOSIT_USED: {
    code: 8011,
    http: 200,
    message: 'ยอดฝากล่าสุดรับโปรโมชั่นไปแล้ว กรุณาเลือกโปรโมชั่นตอนฝากครั้งถัดไป',
    reason: 'Receive: the latest deposit already went into a promotion.',
  },
  PROMOTION_NOT_ACTIVE: {
    code: 8012,
    http: 200,
    message: 'ไม่มีโปรโมชั่นนี้ที่กำลังทำเทิร์นอยู่ กรุณารีเฟรชหน้าแล้วลองใหม่',
    reason:
      'Give-up names a promotion that is not the member’s active one (it ended or was released meanwhile).',
  },
  PROMOTION_GIVE_UP_CHANGED: {
    code: 8013,
    http: 200,
    message: 'ยอดในกระเป๋าโปรโมชั่นเปลี่ยนไปแล้ว กรุณาตรวจสอบยอดที่จะได้รับคืนอีกครั้งก่อนยืนยัน',
    reason:
      'Give-up with a returned amount that differs from the one computed now (a bet settled since the preview); data holds the new preview.',
  },
  PROMOTION_ROUND_OPEN: {
    code: 8014,
    http: 200,
    message: 'ยังมีเกมหรือโพยหวยที่เล่นจากกระเป๋าโปรโมชั่นค้างอยู่ กรุณารอให้จบรอบหรือออกผลก่อนแล้วลองใหม่',
    reason:
      'A game round or a pending lotto bill staked from the promotion wallet is still open; its win must land before the wallet is split.',
  },
  // 9001–9049: points, quests and check-in, the points shop (docs/ENGAGEMENT.md).
  POINTS_INSUFFICIENT: {
    code: 9001,
    http: 200,
    message: 'พอยท์ของท่านไม่พอ กรุณาสะสมพอยท์เพิ่มแล้วลองใหม่อีกครั้ง',
    reason: 'A points spend (shop, points wheel) is more than the member holds; nothing was deducted.',
  },
  REWARDS_PAUSED: {
    code: 9002,
    http: 200,
    message: 'ท่านอยู่ในช่วงพักการเล่นหรือระงับการเล่น จึงยังรับรางวัล พอยท์ หรือแลกของรางวัลไม่ได้ในขณะนี้',
    reason:
      'The member is cooling off or self-excluded (docs/rules/responsible-gaming.md): no check-in, quest reward or shop redemption until it ends; the message says until when.',
  },
  QUEST_NOT_FOUND: {
    code: 9010,
    http: 200,
    message: 'ไม่พบภารกิจนี้ กรุณาเลือกภารกิจจากหน้าภารกิจอีกครั้ง',
    reason: 'The quest id names no active quest of this agent.',
  },
  QUEST_NOT_COMPLETE: {
    code: 9011,
    http: 200,
    message: 'ภารกิจนี้ยังไม่สำเร็จ กรุณาทำภารกิจให้ครบตามเป้าหมายก่อนรับรางวัล',
    reason: "The member's progress in the current period is below the quest's target.",
  },
  QUEST_ALREADY_CLAIMED: {
    code: 9012,
    http: 200,
    message: 'ท่านรับรางวัลภารกิจนี้ของรอบนี้ไปแล้ว รอรับได้อีกครั้งในรอบถัดไป',
    reason:
      'The reward of this quest for the current day or week was already paid (also the losers of parallel claims).',
  },
  CHECKIN_ALREADY_DONE: {
    code: 9013,
    http: 200,
    message: 'วันนี้ท่านเช็คอินแล้ว กลับมาเช็คอินใหม่ได้พรุ่งนี้',
    reason: 'A second check-in on the same Bangkok day (also the losers of parallel check-ins).',
  },
  SHOP_ITEM_NOT_FOUND: {
    code: 9020,
    http: 200,
    message: 'ไม่พบของรางวัลนี้ กรุณาเลือกจากหน้าแลกของรางวัลอีกครั้ง',
    reason: 'The item id names no active item of this agent.',
  },
  SHOP_OUT_OF_STOCK: {
    code: 9021,
    http: 200,
    message: 'ของรางวัลนี้เหลือไม่พอ กรุณาลดจำนวนหรือเลือกของรางวัลอื่น',
    reason: 'The quantity asked for is more than the stock left; nothing was deducted.',
  },
  SHOP_LIMIT_REACHED: {
    code: 9022,
    http: 200,
    message: 'ท่านแลกของรางวัลนี้ครบตามจำนวนที่กำหนดต่อท่านแล้ว',
    reason: "The quantity would pass the item's per-member limit; the message says how many are left.",
  },
  SHOP_REQUEST_REUSED: {
    code: 9023,
    http: 200,
    message: 'รายการแลกนี้ถูกส่งไปแล้วด้วยข้อมูลอื่น กรุณาตรวจสอบประวัติการแลกของท่าน',
    reason: 'A redemption request_id the member already used for another item or quantity; the first stands.',
  },
  // 8030–8049: coupons (docs/PROMOTIONS.md "Coupons", docs/rules/coupons.md).
  COUPON_UNKNOWN: {
    code: 8030,
    http: 200,
    message: 'ไม่พบคูปองนี้ กรุณาตรวจสอบรหัสคูปองอีกครั้ง',
    reason: 'The code (compared without regard to case or surrounding spaces) names no coupon of this agent.',
  },
  COUPON_EXPIRED: {
    code: 8031,
    http: 200,
    message: 'คูปองนี้หมดอายุแล้ว',
    reason: "The coupon's window ended before this redemption; the message gives the Buddhist-era end date.",
  },
  COUPON_USED_UP: {
    code: 8032,
    http: 200,
    message: 'คูปองนี้ถูกใช้ครบจำนวนสิทธิ์แล้ว',
    reason: "Every one of the coupon's quota has been redeemed (the counter never passes the quota).",
  },
  COUPON_ALREADY_USED: {
    code: 8033,
    http: 200,
    message: 'ท่านใช้คูปองนี้ไปแล้ว คูปองหนึ่งรหัสใช้ได้ครั้งเดียวต่อสมาชิก',
    reason: 'The member already redeemed this code (also the answer to a retried redemption).',
  },
  COUPON_NOT_STARTED: {
    code: 8034,
    http: 200,
    message: 'คูปองนี้ยังไม่เปิดให้ใช้',
    reason: "The coupon's window has not started yet; the message gives the Buddhist-era start date.",
  },
  // 9050–9069: the prize wheel (docs/ENGAGEMENT.md "Prize wheel", docs/rules/wheel.md).
  WHEEL_NOT_FOUND: {
    code: 9050,
    http: 200,
    message: 'วงล้อนี้ยังไม่เปิดให้หมุน',
    reason: 'No wheel is configured for this agent and tab.',
  },
  WHEEL_NO_SPINS: {
    code: 9051,
    http: 200,
    message: 'สิทธิ์หมุนวงล้อฟรีของท่านหมดแล้ว ฝากเงินตามเงื่อนไขเพื่อรับสิทธิ์หมุนเพิ่ม',
    reason: 'A free-spin wheel spin with no free spin left; the message says how much a deposit must be.',
  },
  WHEEL_NOT_ENOUGH_POINTS: {
    code: 9052,
    http: 200,
    message: 'พอยท์ของท่านไม่พอสำหรับการหมุนวงล้อพอยท์',
    reason: 'A points wheel spin costs more points than the member holds; the message gives the cost.',
  },
  WHEEL_SPIN_NOT_FOUND: {
    code: 9053,
    http: 200,
    message: 'ไม่พบผลการหมุนนี้ กรุณาหมุนวงล้อใหม่อีกครั้ง',
    reason: "The spin id names no spin of this member (another member's spin is not found either).",
  },
  WHEEL_REQUEST_REUSED: {
    code: 9054,
    http: 200,
    message: 'คำขอหมุนนี้ถูกใช้กับวงล้ออื่นไปแล้ว กรุณาหมุนใหม่อีกครั้ง',
    reason: 'A request_id the member already used on the other tab; the first spin stands.',
  },
  // 9130–9139: the wheel's seed commitments (docs/rules/wheel.md#commitments).
  WHEEL_NOT_COMMITTED: {
    code: 9130,
    http: 200,
    message: 'วงล้อนี้เปิดหลังชุดเมล็ดปัจจุบันของท่าน กรุณากด "บันทึกและเปลี่ยนชุดเมล็ด" ในส่วนความยุติธรรมของวงล้อ แล้วหมุนใหม่อีกครั้ง',
    reason:
      "The wheel was set up after the member's current commitment was made, so the commitment has no weights for it; nothing was charged. A rotation makes a commitment that has them.",
  },
  WHEEL_BAD_CLIENT_SEED: {
    code: 9131,
    http: 200,
    message: 'เมล็ดฝั่งผู้เล่นใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และเครื่องหมาย 1–64 ตัว ไม่มีช่องว่างและไม่มีเครื่องหมาย :',
    reason:
      'A client seed (rotation or spin) outside CLIENT_SEED_PATTERN: 1–64 printable ASCII characters, no space, no ":" (the separator of the HMAC message); nothing changed.',
  },
  // 9070–9089: polls (docs/ENGAGEMENT.md "Polls", docs/rules/polls.md).
  POLL_NOT_FOUND: {
    code: 9070,
    http: 200,
    message: 'ไม่พบกิจกรรมโหวตนี้',
    reason: 'The poll id names no poll of this agent.',
  },
  POLL_NOT_OPEN: {
    code: 9071,
    http: 200,
    message: 'กิจกรรมโหวตนี้ยังไม่เปิด',
    reason: 'A vote before the poll opens; the message gives the Buddhist-era opening time.',
  },
  POLL_CLOSED: {
    code: 9072,
    http: 200,
    message: 'กิจกรรมโหวตนี้ปิดรับโหวตแล้ว',
    reason: 'A vote at or after the poll closes.',
  },
  POLL_NO_QUOTA: {
    code: 9073,
    http: 200,
    message: 'สิทธิ์โหวตของท่านหมดแล้ว ฝากเงินระหว่างกิจกรรมเพื่อรับสิทธิ์โหวตเพิ่ม',
    reason: 'Every vote the member earned is spent; the message says how much deposit earns one vote.',
  },
  POLL_CHOICE_NOT_FOUND: {
    code: 9074,
    http: 200,
    message: 'ไม่พบตัวเลือกนี้ กรุณาเลือกใหม่อีกครั้ง',
    reason: 'The choice id is not one of this poll’s choices.',
  },
  POLL_NOT_DRAWN: {
    code: 9075,
    http: 200,
    message: 'ยังไม่ได้ประกาศผลผู้โชคดีของกิจกรรมนี้ จะประกาศหลังปิดโหวต',
    reason: 'Winners asked for before the draw, which runs once the poll closes.',
  },
  // 805x–807x: loss and turnover rebates, the win/loss report (docs/rules/cashback.md).
  CASHBACK_PERIOD_INVALID: {
    code: 8050,
    http: 200,
    message: 'งวดคืนยอดเสียนับเป็นรายสัปดาห์ เริ่มวันจันทร์ กรุณาเลือกงวดจากรายการ',
    reason: 'A loss claim whose period is not the Monday that starts a Bangkok week.',
  },
  CASHBACK_PERIOD_OPEN: {
    code: 8051,
    http: 200,
    message: 'งวดนี้ยังไม่สิ้นสุด รับยอดคืนได้เมื่อจบงวดแล้ว',
    reason: 'A claim for a period that has not ended yet (its figures can still change).',
  },
  CASHBACK_EXPIRED: {
    code: 8052,
    http: 200,
    message: 'หมดเวลารับยอดคืนของงวดนี้แล้ว',
    reason: 'A claim after the claim window of the period closed; the message says until when it was open.',
  },
  CASHBACK_ALREADY_CLAIMED: {
    code: 8053,
    http: 200,
    message: 'ท่านรับยอดคืนของงวดนี้ไปแล้ว',
    reason: 'A second claim of the same period and kind (also the losers of parallel claims).',
  },
  CASHBACK_NOTHING_TO_CLAIM: {
    code: 8054,
    http: 200,
    message: 'งวดนี้ไม่มียอดคืน',
    reason: 'The period has no rebate: a loss under the minimum, a winning week, or no turnover.',
  },
  CASHBACK_EXCLUDED: {
    code: 8055,
    http: 200,
    message: 'ท่านอยู่ในช่วงพักการเล่นหรือหยุดเล่น ระหว่างนี้รับยอดคืนไม่ได้',
    reason:
      'No bonuses during cool-off or self-exclusion (docs/rules/responsible-gaming.md); the message says until when.',
  },
  CASHBACK_RANGE_INVALID: {
    code: 8056,
    http: 200,
    message: 'ช่วงวันที่ไม่ถูกต้อง วันเริ่มต้นต้องไม่เกินวันสิ้นสุด และเลือกได้ไม่เกิน 1 ปี',
    reason: 'A rebate history query whose start is after its end or which spans more than a year.',
  },
  WINLOSS_RANGE_INVALID: {
    code: 8060,
    http: 200,
    message: 'ช่วงวันที่ไม่ถูกต้อง วันเริ่มต้นต้องไม่เกินวันสิ้นสุด',
    reason: 'A win/loss report whose start date is after its end date.',
  },
  WINLOSS_RANGE_TOO_LONG: {
    code: 8061,
    http: 200,
    message: 'ดูรายงานได้ครั้งละไม่เกิน 93 วัน กรุณาเลือกช่วงวันที่ให้สั้นลง',
    reason: 'A win/loss report spanning more than WINLOSS_MAX_DAYS Bangkok days.',
  },
  // 9100–9129: affiliate programme and the LINE link (docs/rules/affiliate.md, docs/LINE.md).
  AFFILIATE_REDEEM_BELOW_MIN: {
    code: 9100,
    http: 200,
    message: 'ถอนค่าแนะนำได้ขั้นต่ำ 100 บาท',
    reason: 'A redemption below the minimum (the message names the configured minimum); nothing moved.',
  },
  AFFILIATE_REDEEM_INSUFFICIENT: {
    code: 9101,
    http: 200,
    message: 'ยอดค่าแนะนำที่ถอนได้ไม่พอ กรุณาตรวจสอบยอดแล้วลองใหม่',
    reason: 'More than the affiliate wallet holds (also the losers of parallel redemptions); nothing moved.',
  },
  AFFILIATE_REQUEST_REUSED: {
    code: 9102,
    http: 200,
    message: 'คำขอนี้ถูกใช้ไปแล้วด้วยจำนวนเงินอื่น กรุณาตรวจสอบยอดแล้วลองใหม่',
    reason: 'A redeem request_id the member already used for another amount; the first redemption stands.',
  },
  AFFILIATE_SELF_REFERRAL: {
    code: 9103,
    http: 200,
    message: 'ไม่สามารถใช้รหัสแนะนำของตนเองได้ กรุณาเว้นว่างหรือใช้รหัสของเพื่อน',
    reason:
      "Register with a referral code whose owner has the registrant's own name (the same person with a second phone: docs/rules/affiliate.md#referral).",
  },
  AFFILIATE_CODE_UNAVAILABLE: {
    code: 9104,
    http: 200,
    message: 'รหัสแนะนำนี้ใช้ไม่ได้ในขณะนี้ กรุณาเว้นว่างไว้ หรือใช้รหัสอื่น',
    reason:
      'The code belongs to a member in cool-off or self-exclusion, who may receive no rewards; the message does not say why.',
  },
  LINE_NOT_CONFIGURED: {
    code: 9110,
    http: 200,
    message: 'ยังไม่เปิดให้เชื่อมต่อบัญชี LINE กรุณาติดต่อแอดมิน',
    reason: 'A link call while the server has no LINE Login channel id (LINE_LOGIN_CHANNEL_ID).',
  },
  LINE_TOKEN_INVALID: {
    code: 9111,
    http: 200,
    message: 'การยืนยันตัวตนกับ LINE ไม่สำเร็จหรือหมดอายุ กรุณาปิดหน้านี้แล้วเปิดจาก LINE อีกครั้ง',
    reason: "LINE's verify endpoint refused the ID token (expired, another channel, tampered).",
  },
  LINE_USER_TAKEN: {
    code: 9112,
    http: 200,
    message: 'บัญชี LINE นี้เชื่อมกับสมาชิกคนอื่นแล้ว กรุณาเข้าสู่ระบบด้วยบัญชีที่เชื่อมไว้ หรือติดต่อแอดมิน',
    reason: 'The LINE user is linked to another member; one LINE user per member, one member per LINE user.',
  },
  LINE_MEMBER_LINKED: {
    code: 9113,
    http: 200,
    message: 'บัญชีสมาชิกนี้เชื่อมกับบัญชี LINE อื่นแล้ว กรุณาติดต่อแอดมินหากต้องการเปลี่ยน',
    reason:
      'The member is already linked to a different LINE user; linking again with the same one is a no-op.',
  },
  LINE_VERIFY_UNAVAILABLE: {
    code: 9114,
    http: 200,
    message: 'ติดต่อ LINE ไม่ได้ชั่วคราว กรุณาลองใหม่อีกครั้ง',
    reason: "LINE's verify endpoint did not answer or answered with a server error; nothing was linked.",
  },
  // 12050–12099: the back office's queues, members and audit log (docs/BACKOFFICE.md#screens).
  BO_ALREADY_DECIDED: {
    code: 12050,
    http: 200,
    message: 'รายการนี้มีผู้ดำเนินการไปแล้ว กรุณาโหลดรายการใหม่',
    reason:
      'A queue decision with a stale version, or on an item already decided; nothing changed. The message names who decided it and when (docs/BACKOFFICE.md#queues).',
  },
  BO_ITEM_NOT_FOUND: {
    code: 12051,
    http: 200,
    message: 'ไม่พบรายการนี้ กรุณาโหลดรายการใหม่',
    reason: 'The withdrawal or flagged deposit id names no row of this agent.',
  },
  BO_MEMBER_NOT_FOUND: {
    code: 12052,
    http: 200,
    message: 'ไม่พบสมาชิกนี้',
    reason: 'The member id (or, for a flagged-deposit credit, the phone) names no member of this agent.',
  },
  BO_ADJUST_REFUSED: {
    code: 12054,
    http: 200,
    message: 'ปรับยอดไม่สำเร็จ ยอดในกระเป๋าไม่พอ หรือรหัสคำขอนี้ถูกใช้กับรายการอื่นแล้ว',
    reason:
      'The ledger refused the adjustment: it would take the wallet below zero, or the request_id was used for another adjustment; nothing changed.',
  },
  MEMBER_LOCKED: {
    code: 12055,
    http: 200,
    message: 'บัญชีของท่านถูกระงับการใช้งานชั่วคราว กรุณาติดต่อแอดมิน',
    reason:
      'Login with the right password by a member an operator locked (docs/BACKOFFICE.md#members); a wrong password still answers LOGIN_FAILED, so the lock tells nothing to someone without it.',
  },
  // 12001–12049: the back office's sign-in, two-factor, operators and sessions (docs/BACKOFFICE.md#access).
  BO_UNAUTHENTICATED: {
    code: 12001,
    http: 401,
    message: 'กรุณาเข้าสู่ระบบหลังบ้านใหม่อีกครั้ง',
    reason:
      'A back-office call without a session cookie, or with a session that expired (12 h), sat idle too long, was revoked, or whose operator was disabled.',
  },
  BO_FORBIDDEN: {
    code: 12002,
    http: 403,
    message: 'บทบาทของท่านไม่มีสิทธิ์ทำรายการนี้',
    reason: "The operator's role is not among the roles the call allows (docs/BACKOFFICE.md#roles).",
  },
  BO_LOGIN_FAILED: {
    code: 12003,
    http: 200,
    message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
    reason:
      'Unknown login, wrong password, a disabled operator or one who has not finished setup: one message for all, so it tells nobody who is an operator.',
  },
  BO_LOGIN_THROTTLED: {
    code: 12004,
    http: 200,
    message: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณาลองใหม่อีกครั้งภายหลัง',
    reason:
      'Too many failed sign-in steps for the login or from the address; the message says in how many minutes.',
  },
  BO_TICKET_INVALID: {
    code: 12005,
    http: 200,
    message: 'ขั้นตอนเข้าสู่ระบบหมดเวลาแล้ว กรุณากรอกชื่อผู้ใช้และรหัสผ่านใหม่',
    reason:
      'The two-factor step came with a ticket that is unknown, used, older than five minutes, or void after too many wrong codes.',
  },
  BO_TOTP_INVALID: {
    code: 12006,
    http: 200,
    message: 'รหัสยืนยันตัวตน 6 หลักไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณากรอกรหัสใหม่จากแอป',
    reason: 'The TOTP code matches no step within ±30 s, or its step was already used (a code is good once).',
  },
  BO_RECOVERY_CODE_INVALID: {
    code: 12007,
    http: 200,
    message: 'รหัสกู้คืนไม่ถูกต้องหรือถูกใช้ไปแล้ว',
    reason: "The recovery code is not one of the operator's unused codes.",
  },
  BO_SETUP_INVALID: {
    code: 12008,
    http: 200,
    message: 'ลิงก์ตั้งค่าบัญชีนี้ใช้ไม่ได้แล้ว กรุณาขอลิงก์ใหม่จากผู้ดูแลระบบ',
    reason:
      'The setup link is unknown, already used, replaced by a newer one, older than 24 hours, or its operator was disabled.',
  },
  BO_SETUP_NOT_STARTED: {
    code: 12009,
    http: 200,
    message: 'กรุณาสแกนคิวอาร์โค้ดด้วยแอปยืนยันตัวตนก่อน แล้วจึงกรอกรหัส',
    reason: 'setup/finish came before setup/start offered a TOTP secret for the link.',
  },
  BO_WEAK_PASSWORD: {
    code: 12010,
    http: 200,
    message: 'รหัสผ่านนี้เดาง่ายเกินไป กรุณาใช้ตัวอักษรหลากหลาย ไม่เรียงกัน และไม่มีเบอร์โทรศัพท์หรืออีเมลของท่านอยู่ในรหัสผ่าน',
    reason:
      'The new password has fewer than five different characters, is a run of consecutive characters, or contains the login.',
  },
  BO_LOGIN_TAKEN: {
    code: 12011,
    http: 200,
    message: 'เบอร์โทรศัพท์หรืออีเมลนี้เป็นของผู้ใช้งานหลังบ้านคนอื่นแล้ว',
    reason: 'Phone and email are unique among operators; another operator already has this one.',
  },
  BO_LOGIN_REQUIRED: {
    code: 12012,
    http: 200,
    message: 'กรุณากรอกเบอร์โทรศัพท์หรืออีเมลที่จะใช้เข้าสู่ระบบ',
    reason: 'Setup of an operator created without a phone or email (the first admin) must name one.',
  },
  BO_OPERATOR_NOT_FOUND: {
    code: 12013,
    http: 200,
    message: 'ไม่พบผู้ใช้งานหลังบ้านนี้',
    reason: 'The operator id names no operator.',
  },
  BO_SESSION_NOT_FOUND: {
    code: 12014,
    http: 200,
    message: 'ไม่พบเซสชันนี้ หรือเซสชันสิ้นสุดไปแล้ว',
    reason: 'The session id names no session that is still live.',
  },
  BO_LAST_ADMIN: {
    code: 12015,
    http: 200,
    message: 'ปิดบัญชีนี้ไม่ได้ ต้องมีผู้ดูแลระบบที่ใช้งานได้อย่างน้อย 1 คน',
    reason:
      'Disabling the operator would leave no enabled admin who can sign in (an admin cannot disable themself either).',
  },
  // 13000–13099: lotto depth (number sets: lotto-number-set-errors.ts).
  LOTTO_BILL_IMAGE_BUSY: {
    code: 13008,
    http: 503,
    message: 'ขณะนี้มีการสร้างรูปโพยจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    reason:
      'Bill pictures are drawn one at a time off the main thread, and this instance already has as many waiting as it keeps (docs/LOTTO.md#the-bill-as-a-picture): nothing was drawn, and the same call can be sent again.',
  },
  // 13100–13199: web push (docs/NOTIFICATIONS.md#web-push).
  PUSH_ENDPOINT_NOT_ALLOWED: {
    code: 13100,
    http: 200,
    message: 'เบราว์เซอร์นี้รับการแจ้งเตือนจากเว็บไซต์ไม่ได้ กรุณาใช้ Chrome, Edge, Firefox หรือ Safari รุ่นล่าสุด',
    reason:
      "The subscription's endpoint is not at a push service the server sends to (PUSH_ENDPOINT_HOSTS): the server only calls known push services.",
  },
  // 12100–12199: lotto screens and four-eyes approvals; 12200–12249: marketing; 12250–12299: engagement;
  // 12300–12349: reports and finance tools; 12400–12449: operator-created value; 12450–12499: hardening;
  // 12500–12549: automatic approval of withdrawals
  // and money edges (each in its own file
  // under backoffice/).
  ...LOTTO_BO_ERRORS,
  ...MARKETING_BO_ERRORS,
  ...ENGAGEMENT_BO_ERRORS,
  ...REPORTS_BO_ERRORS,
  ...VALUE_CONTROL_BO_ERRORS,
  ...PAYOUT_BO_ERRORS,
  ...HARDENING_BO_ERRORS,
  // 13110–13149: the operator's broadcast (backoffice/broadcasts.ts).
  ...BROADCAST_ERRORS,
} as const satisfies Record<string, ErrorEntry>;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];

const byCode = new Map<number, ErrorKey>(Object.entries(ERRORS).map(([key, e]) => [e.code, key as ErrorKey]));

export function errorKeyOf(code: number): ErrorKey | undefined {
  return byCode.get(code);
}
