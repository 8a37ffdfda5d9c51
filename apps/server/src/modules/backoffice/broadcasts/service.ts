import { BROADCAST_EVERY_MINUTES, contentLinkAllowed, ERRORS, httpsHostOf } from '@ug99/contract';
import type {
  BoBroadcast,
  BroadcastAudience,
  BroadcastListQuery,
  BroadcastPreview,
  BroadcastRequest,
} from '@ug99/contract';
import type { MembersConfig } from '#config';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { lineMessageOf, notifyMembers } from '#notifications';
import { bangkokDate, startOfBangkokDay } from '#shared/bangkok-time.ts';
import { auditName } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import {
  advanceBroadcast,
  audienceAfter,
  broadcastPage,
  countAudience,
  insertBroadcast,
  lastSentBy,
  lockOperator,
  takeSending,
} from './queries.ts';
import type { BroadcastRow } from './queries.ts';
import { audienceSql } from './audience.ts';
import type { AudienceScope } from './audience.ts';

/** Members one batch of the job writes items for, in one transaction. */
export const BROADCAST_BATCH = 500;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type BroadcastDeps = {
  audit: typeof writeBackofficeAudit;
  vip: MembersConfig['vip'];
  /** PUBLIC_URL: the LINE message's link is made absolute on it. */
  siteUrl: string;
  /** CONTENT_LINK_HOSTS: where an https link may lead (docs/rules/content.md#links-and-images). */
  contentLinkHosts: readonly string[];
};

/** The audience's scope at `at`: "deposited within N days" counts today as the first day (Bangkok). */
export function scopeOf(
  audience: BroadcastAudience,
  agentId: number,
  at: Date,
  vip: MembersConfig['vip'],
): AudienceScope {
  const days = audience.deposited_within_days;
  // Bangkok keeps one offset all year, so N-1 days of 24 hours back from today's start is a day's start.
  const depositFromDay =
    days === undefined ? null : bangkokDate(new Date(startOfBangkokDay(at).getTime() - (days - 1) * DAY));
  return { agentId, at, depositFromDay, vip };
}

export function broadcastView(row: BroadcastRow, operator: string): BoBroadcast {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    audience: row.audience as BroadcastAudience,
    operator,
    recipients: row.recipients,
    delivered: row.delivered,
    status: row.status as BoBroadcast['status'],
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The operator's broadcast (docs/NOTIFICATIONS.md#the-operators-broadcast): the preview (what a member
 * sees, and how many members would get it now), the send (recorded, audited, paced per operator; the
 * items are written by the `broadcast:send` job), and the list. A broadcast moves no money, so the
 * value-control caps do not apply (docs/rules/value-controls.md).
 */
export function createBroadcastService(ctx: OperationsContext, deps: BroadcastDeps) {
  const { db, clock } = ctx;
  // As for the site's content: an https link must lead to a host on the operator's list.
  const checkLink = (link: string) => {
    if (contentLinkAllowed(link, deps.contentLinkHosts)) return;
    const host = httpsHostOf(link) ?? link;
    throw new AppError('BO_LINK_HOST_NOT_ALLOWED', `${ERRORS.BO_LINK_HOST_NOT_ALLOWED.message} (${host})`);
  };
  const audienceAt = async (audience: BroadcastAudience, at: Date) =>
    audienceSql(audience, scopeOf(audience, await ctx.agentId(), at, deps.vip));

  return {
    async preview(req: BroadcastRequest): Promise<BroadcastPreview> {
      checkLink(req.link);
      const recipients = await countAudience(db, await audienceAt(req.audience, clock.now()));
      const item = { title: req.title, body: req.body, link: req.link };
      return { recipients, item, line_text: lineMessageOf(item, deps.siteUrl).text };
    },

    async send(operator: Operator, req: BroadcastRequest): Promise<BoBroadcast> {
      checkLink(req.link);
      const now = clock.now();
      const audience = await audienceAt(req.audience, now);
      const row = await db.transaction(async (tx) => {
        // One at a time per operator, so two quick sends cannot both pass the pace check.
        await lockOperator(tx, operator.id);
        const last = await lastSentBy(tx, operator.id);
        if (last && now.getTime() - last.getTime() < BROADCAST_EVERY_MINUTES * MINUTE) {
          throw new AppError('BROADCAST_TOO_SOON');
        }
        const recipients = await countAudience(tx, audience);
        if (recipients === 0) throw new AppError('BROADCAST_NO_RECIPIENTS');
        const inserted = await insertBroadcast(tx, {
          title: req.title,
          body: req.body,
          link: req.link,
          audience: req.audience,
          operatorId: operator.id,
          recipients,
          createdAt: now,
        });
        await deps.audit(tx, operator, {
          ip: operator.ip,
          action: 'broadcast:send',
          targetType: 'broadcast',
          targetId: inserted.id,
          after: { title: req.title, body: req.body, link: req.link },
          detail: { audience: req.audience, recipients },
        });
        return inserted;
      });
      return broadcastView(row, auditName(operator));
    },

    async list(query: BroadcastListQuery) {
      const { items, total } = await broadcastPage(db, query.page_size, (query.page - 1) * query.page_size);
      return {
        total,
        page: query.page,
        page_size: query.page_size,
        items: items.map((r) => broadcastView(r.broadcast, `${r.operatorRole}:${r.operatorName}`)),
      };
    },
  };
}

/**
 * One batch of the oldest broadcast still sending: the next BROADCAST_BATCH members of its audience
 * (as the audience is at this batch) get its item, in the transaction that records how far it got, so
 * a restart resumes after the last committed batch and the items' unique key keeps one per member.
 * Answers how many members it wrote for, or null when no broadcast is sending.
 */
export async function sendBroadcastBatch(
  db: Db,
  now: Date,
  agentId: number,
  vip: MembersConfig['vip'],
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const broadcast = await takeSending(tx);
    if (!broadcast) return null;
    const audience = broadcast.audience as BroadcastAudience;
    const ids = await audienceAfter(
      tx,
      audienceSql(audience, scopeOf(audience, agentId, now, vip)),
      broadcast.lastMemberId,
      BROADCAST_BATCH,
    );
    await notifyMembers(
      tx,
      ids.map((memberId) => ({
        kind: 'announcement' as const,
        memberId,
        broadcastId: broadcast.id,
        title: broadcast.title,
        body: broadcast.body,
        link: broadcast.link,
      })),
      now,
    );
    await advanceBroadcast(tx, broadcast.id, {
      lastMemberId: ids.at(-1) ?? broadcast.lastMemberId,
      written: ids.length,
      done: ids.length < BROADCAST_BATCH,
      at: now,
    });
    return ids.length;
  });
}
