import { z } from 'zod';
import { formatBaht } from './messages.ts';

/**
 * Responsible-gaming settings (docs/rules/responsible-gaming.md#limits). A stricter setting applies at once;
 * a looser one (a higher limit, or removing one) waits 24 hours and shows as `pending` until then. Cool-off
 * and self-exclusion can be extended but never shortened or lifted early. Amounts are baht.
 */

export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];
export const RG_PERIOD_LABELS: Record<RgPeriod, string> = {
  day: 'รายวัน',
  week: 'รายสัปดาห์',
  month: 'รายเดือน',
};

export const COOL_OFF_OPTIONS = ['24h', '7d', '30d'] as const;
export type CoolOffOption = (typeof COOL_OFF_OPTIONS)[number];
export const COOL_OFF_LABELS: Record<CoolOffOption, string> = {
  '24h': '24 ชั่วโมง',
  '7d': '7 วัน',
  '30d': '30 วัน',
};

export const SELF_EXCLUSION_MIN_MONTHS = 6;
export const SELF_EXCLUSION_MAX_MONTHS = 120;
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
export const REALITY_CHECK_MIN_MINUTES = 5;
export const REALITY_CHECK_MAX_MINUTES = 240;
/** Far above any real limit; keeps the baht → satang conversion exact. */
export const RG_LIMIT_MAX_BAHT = 100_000_000;

/** A limit as a member sets it: baht, or null to remove it. */
const limitInput = z
  .number({ error: 'กรุณากรอกจำนวนเงินเป็นตัวเลข' })
  .positive({ error: 'วงเงินต้องมากกว่า 0 บาท' })
  .max(RG_LIMIT_MAX_BAHT, { error: 'วงเงินสูงเกินไป' })
  .multipleOf(0.01, { error: 'วงเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' })
  .nullable();

const limitsInput = z.object({
  day: limitInput.optional(),
  week: limitInput.optional(),
  month: limitInput.optional(),
});

/** Only the fields present change; an omitted field keeps its value. */
export const responsibleGamingUpdate = z.object({
  deposit_limits: limitsInput.optional(),
  loss_limits: limitsInput.optional(),
  reality_check_minutes: z
    .number({ error: 'กรุณาเลือกช่วงเวลาแจ้งเตือน' })
    .int({ error: 'ช่วงเวลาแจ้งเตือนต้องเป็นจำนวนนาทีเต็ม' })
    .min(REALITY_CHECK_MIN_MINUTES, { error: `แจ้งเตือนได้ถี่สุดทุก ${REALITY_CHECK_MIN_MINUTES} นาที` })
    .max(REALITY_CHECK_MAX_MINUTES, { error: `แจ้งเตือนได้ห่างสุดทุก ${REALITY_CHECK_MAX_MINUTES} นาที` })
    .optional(),
  cool_off: z.enum(COOL_OFF_OPTIONS, { error: 'กรุณาเลือกระยะเวลาพักการเล่น' }).optional(),
  self_exclusion_months: z
    .number({ error: 'กรุณาเลือกระยะเวลาหยุดเล่น' })
    .int({ error: 'ระยะเวลาหยุดเล่นต้องเป็นจำนวนเดือนเต็ม' })
    .min(SELF_EXCLUSION_MIN_MONTHS, { error: `หยุดเล่นได้อย่างน้อย ${SELF_EXCLUSION_MIN_MONTHS} เดือน` })
    .max(SELF_EXCLUSION_MAX_MONTHS, { error: `หยุดเล่นได้ไม่เกิน ${SELF_EXCLUSION_MAX_MONTHS} เดือน` })
    .optional(),
});

/** A limit as it stands: the value in force (null = none) and a looser value waiting for its time. */
export const limitState = z.object({
  current: z.number().nullable(),
  pending: z.object({ value: z.number().nullable(), effective_at: z.string() }).nullable(),
});

const limitsState = z.object({ day: limitState, week: limitState, month: limitState });

export const responsibleGamingSettings = z.object({
  deposit_limits: limitsState,
  loss_limits: limitsState,
  reality_check_minutes: z.number().int(),
  cool_off_until: z.string().nullable(),
  self_excluded_until: z.string().nullable(),
});

export type ResponsibleGamingUpdate = z.infer<typeof responsibleGamingUpdate>;
export type ResponsibleGamingSettings = z.infer<typeof responsibleGamingSettings>;
export type LimitState = z.infer<typeof limitState>;

/** Bangkok wall-clock time for messages: "31/12/2568 23:59" (Buddhist year, as Thai members read it). */
export function formatBangkokDateTime(iso: string | Date): string {
  return new Intl.DateTimeFormat('th-TH', {
    timeZone: 'Asia/Bangkok',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

const baht = formatBaht;

/** Messages that name the limit; the ERRORS table holds their generic form. */
export const rgMessages = {
  coolingOff: (until: string | Date) =>
    `ท่านอยู่ในช่วงพักการเล่นถึง ${formatBangkokDateTime(until)} น. ระหว่างนี้ฝากเงินและเดิมพันไม่ได้ แต่ยังถอนเงินได้ตามปกติ`,
  selfExcluded: (until: string | Date) =>
    `ท่านเลือกหยุดเล่นถึง ${formatBangkokDateTime(until)} น. ระหว่างนี้ฝากเงินและเดิมพันไม่ได้ แต่ยังถอนเงินได้ตามปกติ`,
  depositLimit: (period: RgPeriod, limitBaht: number, remainingBaht: number) =>
    `ยอดฝากเกินวงเงินฝาก${RG_PERIOD_LABELS[period]}ที่ท่านตั้งไว้ (${baht(limitBaht)} บาท) ฝากได้อีก ${baht(remainingBaht)} บาท`,
  lossLimit: (period: RgPeriod, limitBaht: number, remainingBaht: number) =>
    `เดิมพันนี้อาจทำให้ยอดเสียเกินวงเงินเสีย${RG_PERIOD_LABELS[period]}ที่ท่านตั้งไว้ (${baht(limitBaht)} บาท) เดิมพันได้อีกไม่เกิน ${baht(remainingBaht)} บาท`,
  cannotShorten: (until: string | Date) =>
    `ท่านอยู่ในช่วงพักหรือหยุดเล่นถึง ${formatBangkokDateTime(until)} น. อยู่แล้ว ไม่สามารถย่นหรือยกเลิกก่อนกำหนดได้`,
};
