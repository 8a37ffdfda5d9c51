import { backofficeCall } from './define.ts';
import {
  boPointsAdjustRequest,
  boPollCreate,
  boPollDetail,
  boPollPage,
  boPollQuery,
  boQuestCreate,
  boQuestPage,
  boQuestQuery,
  boQuestUpdate,
  boRedemptionPage,
  boRedemptionQuery,
  boRedemptionSentRequest,
  boRedemptionSentResult,
  boShopItem,
  boShopItemCreate,
  boShopItemPage,
  boShopItemQuery,
  boShopItemUpdate,
  boShopStockChange,
  boWheelList,
  boWheelReport,
  boWheelSegmentsUpdate,
} from './engagement.ts';
import { boIdParams } from './operations.ts';
import {
  boPointsAdjustOutcome,
  boPollOutcome,
  boQuestOutcome,
  boShopItemOutcome,
  boWheelSaveOutcome,
} from './value-controls.ts';

const M = ['marketing'] as const;

/**
 * The back office's engagement screens (quests, wheel, shop, polls, points) (docs/BACKOFFICE.md). In a file
 * of their own: the answers of the calls that create value come from value-controls.ts, which imports
 * engagement.ts.
 */
export const engagementCalls = {
  quests: backofficeCall('GET /api/backoffice/quests', {
    roles: M,
    summary: 'รายการภารกิจ',
    query: boQuestQuery,
    response: boQuestPage,
  }),
  addQuest: backofficeCall('POST /api/backoffice/quests', {
    roles: M,
    summary: 'เพิ่มภารกิจ (เริ่มรอบถัดไป)',
    body: boQuestCreate,
    response: boQuestOutcome,
  }),
  updateQuest: backofficeCall('POST /api/backoffice/quests/:id', {
    roles: M,
    summary: 'แก้ไขหรือปิดภารกิจ (มีผลรอบถัดไป)',
    params: boIdParams,
    body: boQuestUpdate,
    response: boQuestOutcome,
  }),
  wheels: backofficeCall('GET /api/backoffice/wheels', {
    roles: M,
    summary: 'วงล้อและช่องรางวัล',
    response: boWheelList,
  }),
  saveWheelSegments: backofficeCall('POST /api/backoffice/wheels/:id/segments', {
    roles: M,
    summary: 'แก้ไขช่องรางวัลวงล้อ',
    params: boIdParams,
    body: boWheelSegmentsUpdate,
    response: boWheelSaveOutcome,
  }),
  wheelReport: backofficeCall('GET /api/backoffice/wheels/report', {
    roles: M,
    summary: 'รายงานวงล้อ',
    response: boWheelReport,
  }),
  shopItems: backofficeCall('GET /api/backoffice/shop/items', {
    roles: M,
    summary: 'สินค้าในร้านแลกพอยท์',
    query: boShopItemQuery,
    response: boShopItemPage,
  }),
  addShopItem: backofficeCall('POST /api/backoffice/shop/items', {
    roles: M,
    summary: 'เพิ่มสินค้า',
    body: boShopItemCreate,
    response: boShopItemOutcome,
  }),
  updateShopItem: backofficeCall('POST /api/backoffice/shop/items/:id', {
    roles: M,
    summary: 'แก้ไขหรือปิดสินค้า',
    params: boIdParams,
    body: boShopItemUpdate,
    response: boShopItemOutcome,
  }),
  changeShopStock: backofficeCall('POST /api/backoffice/shop/items/:id/stock', {
    roles: M,
    summary: 'เพิ่มหรือลดสต็อก',
    params: boIdParams,
    body: boShopStockChange,
    response: boShopItem,
  }),
  redemptions: backofficeCall('GET /api/backoffice/shop/redemptions', {
    roles: M,
    summary: 'รายการแลกสินค้าที่รอจัดส่ง',
    query: boRedemptionQuery,
    response: boRedemptionPage,
  }),
  markRedemptionSent: backofficeCall('POST /api/backoffice/shop/redemptions/:id/sent', {
    roles: M,
    summary: 'บันทึกว่าจัดส่งสินค้าแล้ว',
    params: boIdParams,
    body: boRedemptionSentRequest,
    response: boRedemptionSentResult,
  }),
  polls: backofficeCall('GET /api/backoffice/polls', {
    roles: M,
    summary: 'รายการโพล',
    query: boPollQuery,
    response: boPollPage,
  }),
  addPoll: backofficeCall('POST /api/backoffice/polls', {
    roles: M,
    summary: 'สร้างโพล',
    body: boPollCreate,
    response: boPollOutcome,
  }),
  poll: backofficeCall('GET /api/backoffice/polls/:id', {
    roles: M,
    summary: 'ผลโพล',
    params: boIdParams,
    response: boPollDetail,
  }),
  adjustPoints: backofficeCall('POST /api/backoffice/points/adjust', {
    roles: ['marketing', 'finance'],
    summary: 'ปรับพอยท์สมาชิก',
    body: boPointsAdjustRequest,
    response: boPointsAdjustOutcome,
  }),
} as const;
