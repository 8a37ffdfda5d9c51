import { backofficeCall } from './define.ts';
import { boAdjustOutcome } from './lotto.ts';
import {
  adjustMemberRequest,
  approveWithdrawalRequest,
  auditCsvQuery,
  auditPage,
  auditQuery,
  boIdParams,
  boMemberDetail,
  boStatementPage,
  boStatementQuery,
  creditFlaggedRequest,
  dashboardResult,
  flaggedDecisionResult,
  flaggedQueuePage,
  flaggedQueueQuery,
  lockMemberRequest,
  lockMemberResult,
  memberNote,
  memberNoteRequest,
  memberSearchPage,
  memberSearchQuery,
  rejectWithdrawalRequest,
  resetSessionsResult,
  returnFlaggedRequest,
  withdrawalDecisionResult,
  withdrawalQueuePage,
  withdrawalQueueQuery,
} from './operations.ts';

/**
 * The dashboard, queues, members and audit-log calls (docs/BACKOFFICE.md#screens). In a file of their own:
 * the adjustment's answer comes from lotto.ts, which imports operations.ts.
 */
export const operationsCalls = {
  dashboard: backofficeCall('GET /api/backoffice/dashboard', {
    roles: 'any',
    summary: 'ภาพรวมวันนี้และ 30 วัน',
    response: dashboardResult,
  }),
  withdrawals: backofficeCall('GET /api/backoffice/withdrawals', {
    roles: ['finance'],
    summary: 'คิวรายการถอนเงิน',
    query: withdrawalQueueQuery,
    response: withdrawalQueuePage,
  }),
  approveWithdrawal: backofficeCall('POST /api/backoffice/withdrawals/:id/approve', {
    roles: ['finance'],
    summary: 'อนุมัติการถอนเงิน',
    params: boIdParams,
    body: approveWithdrawalRequest,
    response: withdrawalDecisionResult,
  }),
  rejectWithdrawal: backofficeCall('POST /api/backoffice/withdrawals/:id/reject', {
    roles: ['finance'],
    summary: 'ปฏิเสธการถอนเงิน',
    params: boIdParams,
    body: rejectWithdrawalRequest,
    response: withdrawalDecisionResult,
  }),
  flaggedDeposits: backofficeCall('GET /api/backoffice/flagged-deposits', {
    roles: ['finance'],
    summary: 'คิวรายการฝากที่ต้องตรวจสอบ',
    query: flaggedQueueQuery,
    response: flaggedQueuePage,
  }),
  creditFlagged: backofficeCall('POST /api/backoffice/flagged-deposits/:id/credit', {
    roles: ['finance'],
    summary: 'เติมรายการฝากให้สมาชิก',
    params: boIdParams,
    body: creditFlaggedRequest,
    response: flaggedDecisionResult,
  }),
  returnFlagged: backofficeCall('POST /api/backoffice/flagged-deposits/:id/return', {
    roles: ['finance'],
    summary: 'คืนเงินรายการฝากให้ผู้โอน',
    params: boIdParams,
    body: returnFlaggedRequest,
    response: flaggedDecisionResult,
  }),
  /** An event stream (text/event-stream), not an envelope. */
  queueEvents: backofficeCall('GET /api/backoffice/queues/events', {
    roles: ['finance', 'lotto'],
    summary: 'การเปลี่ยนแปลงของคิวแบบสด',
  }),
  members: backofficeCall('GET /api/backoffice/members', {
    roles: ['support', 'finance'],
    summary: 'ค้นหาสมาชิก',
    query: memberSearchQuery,
    response: memberSearchPage,
  }),
  member: backofficeCall('GET /api/backoffice/members/:id', {
    roles: ['support', 'finance'],
    summary: 'ข้อมูลสมาชิก',
    params: boIdParams,
    response: boMemberDetail,
  }),
  statement: backofficeCall('GET /api/backoffice/members/:id/statement', {
    roles: ['support', 'finance'],
    summary: 'รายการเดินบัญชีของสมาชิก',
    params: boIdParams,
    query: boStatementQuery,
    response: boStatementPage,
  }),
  adjustMember: backofficeCall('POST /api/backoffice/members/:id/adjust', {
    roles: ['finance'],
    summary: 'ปรับยอดเงินสมาชิก',
    params: boIdParams,
    body: adjustMemberRequest,
    response: boAdjustOutcome,
  }),
  lockMember: backofficeCall('POST /api/backoffice/members/:id/lock', {
    roles: ['support', 'finance'],
    summary: 'ระงับบัญชีสมาชิก',
    params: boIdParams,
    body: lockMemberRequest,
    response: lockMemberResult,
  }),
  unlockMember: backofficeCall('POST /api/backoffice/members/:id/unlock', {
    roles: ['support', 'finance'],
    summary: 'ยกเลิกการระงับบัญชีสมาชิก',
    params: boIdParams,
    body: lockMemberRequest,
    response: lockMemberResult,
  }),
  resetMemberSessions: backofficeCall('POST /api/backoffice/members/:id/sessions/reset', {
    roles: ['support'],
    summary: 'ออกจากระบบทุกอุปกรณ์ของสมาชิก',
    params: boIdParams,
    response: resetSessionsResult,
  }),
  addMemberNote: backofficeCall('POST /api/backoffice/members/:id/notes', {
    roles: ['support', 'finance'],
    summary: 'บันทึกโน้ตถึงสมาชิก',
    params: boIdParams,
    body: memberNoteRequest,
    response: memberNote,
  }),
  audit: backofficeCall('GET /api/backoffice/audit', {
    roles: ['finance'],
    summary: 'บันทึกการใช้งาน',
    query: auditQuery,
    response: auditPage,
  }),
  /** A CSV file, not an envelope. */
  auditCsv: backofficeCall('GET /api/backoffice/audit.csv', {
    roles: ['finance'],
    summary: 'ส่งออกบันทึกการใช้งานเป็น CSV',
    query: auditCsvQuery,
  }),
} as const;
