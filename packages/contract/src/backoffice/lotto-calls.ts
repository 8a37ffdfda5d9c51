import { backofficeCall } from './define.ts';
import {
  boAddRoundRequest,
  boApprovalDecision,
  boApprovalDetail,
  boApprovalPage,
  boApprovalsQuery,
  boCapAlertPage,
  boCapAlertsQuery,
  boEnterResultOutcome,
  boLottoCategories,
  boLottoCategoryParams,
  boLottoRatesRequest,
  boLottoRound,
  boLottoRoundPage,
  boLottoRoundsQuery,
  boNumberRuleRequest,
  boNumberRuleResult,
  boNumberStakePage,
  boNumbersQuery,
  boRejectApprovalRequest,
  boResultInput,
  boResultPreview,
  boRoundResult,
  boVoidRoundRequest,
  boVoidRoundResult,
} from './lotto.ts';
import { boIdParams } from './operations.ts';
import { boLottoRatesOutcome } from './value-controls.ts';

/**
 * The back office's lotto screens (categories and rates, rounds, results, number limits, void) and
 * four-eyes approvals (docs/BACKOFFICE.md#lotto, #four-eyes-approval). In a file of their own: the rates'
 * answer comes from value-controls.ts, which imports lotto.ts.
 */
export const lottoCalls = {
  categories: backofficeCall('GET /api/backoffice/lotto/categories', {
    roles: ['lotto'],
    summary: 'ประเภทหวยและอัตราจ่าย',
    response: boLottoCategories,
  }),
  saveRates: backofficeCall('POST /api/backoffice/lotto/categories/:code/rates', {
    roles: ['lotto'],
    summary: 'แก้ไขอัตราจ่าย ยอดแทงต่อรายการ และวงเงินรับต่อเลขของประเภทหวย (โพยที่แทงแล้วจ่ายตามอัตราเดิม)',
    params: boLottoCategoryParams,
    body: boLottoRatesRequest,
    response: boLottoRatesOutcome,
  }),
  rounds: backofficeCall('GET /api/backoffice/lotto/rounds', {
    roles: ['lotto'],
    summary: 'งวดหวยตามสถานะ',
    query: boLottoRoundsQuery,
    response: boLottoRoundPage,
  }),
  addRound: backofficeCall('POST /api/backoffice/lotto/rounds', {
    roles: ['lotto'],
    summary: 'เพิ่มงวดพิเศษ',
    body: boAddRoundRequest,
    response: boRoundResult,
  }),
  round: backofficeCall('GET /api/backoffice/lotto/rounds/:id', {
    roles: ['lotto'],
    summary: 'ข้อมูลงวดหวย',
    params: boIdParams,
    response: boLottoRound,
  }),
  closeRound: backofficeCall('POST /api/backoffice/lotto/rounds/:id/close', {
    roles: ['lotto'],
    summary: 'ปิดรับแทงงวดนี้ทันที',
    params: boIdParams,
    response: boRoundResult,
  }),
  previewResult: backofficeCall('POST /api/backoffice/lotto/rounds/:id/result/preview', {
    roles: ['lotto'],
    summary: 'ดูยอดที่ผลนี้จะจ่ายก่อนบันทึก',
    params: boIdParams,
    body: boResultInput,
    response: boResultPreview,
  }),
  enterResult: backofficeCall('POST /api/backoffice/lotto/rounds/:id/result', {
    roles: ['lotto'],
    summary: 'บันทึกผลหวยและจ่ายรางวัล (หวยรัฐบาลต้องมีผู้อนุมัติคนที่สอง)',
    params: boIdParams,
    body: boResultInput,
    response: boEnterResultOutcome,
  }),
  voidRound: backofficeCall('POST /api/backoffice/lotto/rounds/:id/void', {
    roles: ['lotto'],
    summary: 'ยกเลิกงวดและคืนเงินทุกโพย',
    params: boIdParams,
    body: boVoidRoundRequest,
    response: boVoidRoundResult,
  }),
  numbers: backofficeCall('GET /api/backoffice/lotto/rounds/:id/numbers', {
    roles: ['lotto'],
    summary: 'ยอดแทงแต่ละเลขและเลขอั้นของงวด',
    params: boIdParams,
    query: boNumbersQuery,
    response: boNumberStakePage,
  }),
  setNumber: backofficeCall('POST /api/backoffice/lotto/rounds/:id/numbers', {
    roles: ['lotto'],
    summary: 'ปิดเลข เปิดเลข ลดอัตราจ่าย หรือกำหนดวงเงินรับของเลข',
    params: boIdParams,
    body: boNumberRuleRequest,
    response: boNumberRuleResult,
  }),
  alerts: backofficeCall('GET /api/backoffice/lotto/alerts', {
    roles: ['lotto'],
    summary: 'เลขที่ยอดแทงถึง 80% 90% และ 100% ของวงเงินรับ พร้อมยอดที่ต้องจ่ายถ้าเลขนั้นออก',
    query: boCapAlertsQuery,
    response: boCapAlertPage,
  }),
  approvals: backofficeCall('GET /api/backoffice/approvals', {
    roles: ['finance', 'lotto'],
    summary: 'คำขอที่รอผู้อนุมัติคนที่สอง',
    query: boApprovalsQuery,
    response: boApprovalPage,
  }),
  approval: backofficeCall('GET /api/backoffice/approvals/:id', {
    roles: ['finance', 'lotto'],
    summary: 'รายละเอียดคำขออนุมัติ',
    params: boIdParams,
    response: boApprovalDetail,
  }),
  approve: backofficeCall('POST /api/backoffice/approvals/:id/approve', {
    roles: ['finance', 'lotto'],
    summary: 'อนุมัติคำขอและทำรายการทันที',
    params: boIdParams,
    response: boApprovalDecision,
  }),
  reject: backofficeCall('POST /api/backoffice/approvals/:id/reject', {
    roles: ['finance', 'lotto'],
    summary: 'ไม่อนุมัติคำขอพร้อมเหตุผล',
    params: boIdParams,
    body: boRejectApprovalRequest,
    response: boApprovalDecision,
  }),
} as const;
