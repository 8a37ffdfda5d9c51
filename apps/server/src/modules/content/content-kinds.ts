import type { BannerRequest, BoBanner, BoEvent, BoNotification, ContentListQuery } from '@ug99/contract';
import type { EventRequest, NotificationRequest } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { bannerView, eventView, notificationView } from './content-views.ts';
import {
  addBanner,
  addEvent,
  addNotification,
  updateBanner,
  updateEvent,
  updateNotification,
} from './operator.ts';
import type { Change } from './operator.ts';
import { bannerPage, eventPage, notificationPage } from './operator-queries.ts';
import type { BannerRow, EventRow, NotificationRow } from './queries.ts';

/** One kind of the site's content: how it is listed, added, changed and shown, and its audit names. */
export type ContentKind<Row, Request, View> = {
  target: 'banner' | 'notification' | 'event';
  page: (db: Db, agentId: number, q: ContentListQuery) => Promise<{ total: number; rows: Row[] }>;
  add: (tx: Db, agentId: number, input: Request) => Promise<Row>;
  /** Every field as the form sent it, or `active: false` alone to switch it off. */
  update: (tx: Db, agentId: number, id: number, input: Request | Off) => Promise<Change<Row> | undefined>;
  view: (row: Row) => View;
};

export type Off = { active: false };
const isOff = (input: object): input is Off => !('title' in input);

type Fields = { title: string; image: string; sort_order: number; active: boolean };
const fieldsOf = (r: Fields) => ({
  title: r.title,
  image: r.image,
  sortOrder: r.sort_order,
  active: r.active,
});

export const BANNERS: ContentKind<BannerRow, BannerRequest, BoBanner> = {
  target: 'banner',
  page: bannerPage,
  add: (tx, agentId, r) => addBanner(tx, agentId, { ...fieldsOf(r), link: r.link }),
  update: (tx, agentId, id, r) =>
    updateBanner(tx, agentId, id, isOff(r) ? r : { ...fieldsOf(r), link: r.link }),
  view: bannerView,
};

export const NOTIFICATIONS: ContentKind<NotificationRow, NotificationRequest, BoNotification> = {
  target: 'notification',
  page: notificationPage,
  add: (tx, agentId, r) =>
    addNotification(tx, agentId, { ...fieldsOf(r), type: r.type, description: r.description }),
  update: (tx, agentId, id, r) =>
    updateNotification(
      tx,
      agentId,
      id,
      isOff(r) ? r : { ...fieldsOf(r), type: r.type, description: r.description },
    ),
  view: notificationView,
};

export const EVENTS: ContentKind<EventRow, EventRequest, BoEvent> = {
  target: 'event',
  page: eventPage,
  add: (tx, agentId, r) => addEvent(tx, agentId, fieldsOf(r)),
  update: (tx, agentId, id, r) => updateEvent(tx, agentId, id, isOff(r) ? r : fieldsOf(r)),
  view: eventView,
};
