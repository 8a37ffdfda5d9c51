import { z } from 'zod';
import { vipLevel } from '../account.ts';
import { CONTENT_LINK_MESSAGE, CONTENT_LINK_PATTERN, isContentLinkShape } from '../content-links.ts';
import type { ErrorEntry } from '../error-entry.ts';
import { BO_PAGE_SIZE_DEFAULT, BO_PAGE_SIZE_MAX, pageOf } from './operations.ts';
import { backofficeCall } from './define.ts';

/**
 * The operator's broadcast (docs/NOTIFICATIONS.md#the-operators-broadcast): an announcement to every
 * member of an audience who has not opted out of marketing messages, as an `announcement` inbox item
 * (then web push and LINE through their queues). Previewed with its recipient count before it is sent.
 */

export const BROADCAST_TITLE_MAX = 80;
export const BROADCAST_BODY_MAX = 500;
export const BROADCAST_DEPOSIT_DAYS_MAX = 365;
/** One broadcast per operator per this many minutes (docs/NOTIFICATIONS.md#the-operators-broadcast). */
export const BROADCAST_EVERY_MINUTES = 10;

const text = (name: string, max: number) =>
  z
    .string({ error: `กรุณากรอก${name}` })
    .trim()
    .min(1, { error: `กรุณากรอก${name}`, abort: true })
    .max(max, { error: `${name}ยาวไม่เกิน ${max} ตัวอักษร` });

/**
 * Who gets it: every member when nothing is chosen; each chosen filter narrows it (all must hold). VIP
 * levels as the member's profile shows them (0 ทั่วไป, 1 Gold, 2 Hero).
 */
export const broadcastAudience = z
  .object({
    vip_levels: z
      .array(vipLevel, { error: 'ระดับ VIP ไม่ถูกต้อง' })
      .min(1, { error: 'กรุณาเลือกระดับ VIP อย่างน้อย 1 ระดับ' })
      .max(3)
      .refine((l) => new Set(l).size === l.length, { error: 'เลือกระดับ VIP ซ้ำกัน' })
      .optional(),
    deposited_within_days: z
      .number({ error: 'จำนวนวันต้องเป็นตัวเลข' })
      .int({ error: 'จำนวนวันต้องเป็นจำนวนเต็ม' })
      .min(1, { error: 'จำนวนวันต้องอย่างน้อย 1 วัน' })
      .max(BROADCAST_DEPOSIT_DAYS_MAX, { error: `จำนวนวันต้องไม่เกิน ${BROADCAST_DEPOSIT_DAYS_MAX} วัน` })
      .optional(),
    line_linked: z.literal(true, { error: 'ตัวเลือก LINE ไม่ถูกต้อง' }).optional(),
  })
  .strict();

/** `POST /api/backoffice/broadcasts/preview` and `POST /api/backoffice/broadcasts`. */
export const broadcastRequest = z
  .object({
    title: text('หัวข้อ', BROADCAST_TITLE_MAX),
    body: text('ข้อความ', BROADCAST_BODY_MAX),
    // A site path or an https address (docs/rules/content.md#links-and-images).
    link: text('ลิงก์', 500)
      .regex(CONTENT_LINK_PATTERN, { error: CONTENT_LINK_MESSAGE })
      .refine(isContentLinkShape, { error: CONTENT_LINK_MESSAGE }),
    audience: broadcastAudience,
  })
  .strict();

/** What a member will see, and how many members would get it now. */
export const broadcastPreview = z.object({
  recipients: z.number().int(),
  item: z.object({ title: z.string(), body: z.string(), link: z.string() }),
  /** The LINE message's text, with the link made absolute. */
  line_text: z.string(),
});

export const boBroadcast = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  audience: broadcastAudience,
  operator: z.string(),
  /** Counted when it was sent. */
  recipients: z.number().int(),
  /** Items written so far (the job writes them in batches). */
  delivered: z.number().int(),
  status: z.enum(['sending', 'done']),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

export const broadcastListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(BO_PAGE_SIZE_MAX).default(BO_PAGE_SIZE_DEFAULT),
});
export const boBroadcastPage = pageOf(boBroadcast);

export type BroadcastAudience = z.infer<typeof broadcastAudience>;
export type BroadcastRequest = z.infer<typeof broadcastRequest>;
export type BroadcastPreview = z.infer<typeof broadcastPreview>;
export type BoBroadcast = z.infer<typeof boBroadcast>;
export type BroadcastListQuery = z.infer<typeof broadcastListQuery>;

const MARKETING: readonly ['marketing'] = ['marketing'];

/** The broadcast's calls (docs/NOTIFICATIONS.md#the-operators-broadcast). */
export const broadcastCalls = {
  broadcasts: backofficeCall('GET /api/backoffice/broadcasts', {
    roles: MARKETING,
    summary: 'รายการประกาศถึงสมาชิก',
    query: broadcastListQuery,
    response: boBroadcastPage,
  }),
  preview: backofficeCall('POST /api/backoffice/broadcasts/preview', {
    roles: MARKETING,
    summary: 'ดูตัวอย่างประกาศและจำนวนผู้รับ',
    body: broadcastRequest,
    response: broadcastPreview,
  }),
  send: backofficeCall('POST /api/backoffice/broadcasts', {
    roles: MARKETING,
    summary: 'ส่งประกาศถึงสมาชิก',
    body: broadcastRequest,
    response: boBroadcast,
  }),
} as const;

/** 13110–13149: the operator's broadcast. */
export const BROADCAST_ERRORS = {
  BROADCAST_TOO_SOON: {
    code: 13110,
    http: 200,
    message: `ส่งประกาศได้ครั้งละ 1 รายการทุก ${BROADCAST_EVERY_MINUTES} นาที กรุณารอสักครู่แล้วลองใหม่`,
    reason:
      'The operator sent a broadcast less than BROADCAST_EVERY_MINUTES ago (docs/NOTIFICATIONS.md#the-operators-broadcast): nothing was sent.',
  },
  BROADCAST_NO_RECIPIENTS: {
    code: 13111,
    http: 200,
    message: 'ไม่มีสมาชิกที่ตรงกับกลุ่มผู้รับนี้ กรุณาเปลี่ยนกลุ่มผู้รับ',
    reason:
      'No member matches the audience now (or every match opted out of marketing messages): nothing was sent.',
  },
} as const satisfies Record<string, ErrorEntry>;
