import type { LottoBillCreateRequest, LottoBillValidateRequest } from '@ug99/contract';
import type { lottoBillListQuery } from '@ug99/contract';
import type { z } from 'zod';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import type { Clock } from '#shared/clock.ts';
import type { MemberVipReader } from '#vip';
import { billDetail } from './bill-detail.ts';
import { createBillImageThread } from './bill-image-thread.ts';
import { cancelBill } from './cancel-bill.ts';
import { createBill } from './create-bill.ts';
import { listMemberBills } from './list-member-bills.ts';
import { validateBill } from './validate-bill.ts';

export type LottoBillService = ReturnType<typeof createLottoBillService>;

/** One drawing thread for the instance's bill pictures, started at the first (docs/LOTTO.md#the-bill-as-a-picture). */
const billImages = createBillImageThread();

/**
 * Lotto bills (docs/rules/lotto.md#bills-and-limits), one use case per file: validate prices a bill
 * without writing; create prices it again under the locks of its numbers and stakes it; cancel refunds a
 * pending bill until the round's cut-off; detail and list read the member's own bills.
 */
export function createLottoBillService(db: Db, clock: Clock, memberVip: MemberVipReader) {
  return {
    validate: (member: SessionMember, req: LottoBillValidateRequest) =>
      validateBill(db, clock, member, req, memberVip),
    create: (member: SessionMember, req: LottoBillCreateRequest) =>
      createBill(db, clock, member, req, memberVip),
    cancel: (member: SessionMember, req: { bill_id: number; agent_id: number }) =>
      cancelBill(db, clock, member, req),
    detail: (member: SessionMember, billId: number) => billDetail(db, clock, member, billId),
    /** The member's own bill as a PNG, with a QR code of `pageUrl`; another member's is not found. */
    image: async (member: SessionMember, billId: number, pageUrl: string) =>
      billImages.render(await billDetail(db, clock, member, billId), pageUrl),
    list: (member: SessionMember, q: z.infer<typeof lottoBillListQuery>) =>
      listMemberBills(db, clock, member, q),
  };
}
