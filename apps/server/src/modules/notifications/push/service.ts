import type {
  PushKey,
  PushSubscribeRequest,
  PushSubscribeResult,
  PushUnsubscribeRequest,
  PushUnsubscribeResult,
} from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { Clock } from '#shared/clock.ts';
import {
  deleteMemberSubscription,
  deleteSubscriptions,
  subscriptionsOf,
  upsertSubscription,
} from './queries.ts';

export type PushService = ReturnType<typeof createPushService>;

/** How many devices a member keeps subscribed; a new one beyond drops the least recently subscribed. */
export const PUSH_DEVICES_MAX = 10;

/**
 * Whether the server may call this endpoint (docs/NOTIFICATIONS.md#web-push): an https URL at one of the
 * configured push services' hosts (or under one), or exactly a configured origin (a test's local
 * endpoint). The server calls nothing else a member names.
 */
export function endpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  const url = new URL(endpoint);
  return hosts.some((entry) =>
    entry.includes('://')
      ? url.origin === new URL(entry).origin
      : url.protocol === 'https:' && (url.hostname === entry || url.hostname.endsWith(`.${entry}`)),
  );
}

/** The member's web-push calls (docs/NOTIFICATIONS.md#web-push). */
export function createPushService(deps: {
  db: Db;
  clock: Clock;
  publicKey: string;
  endpointHosts: string[];
}) {
  const { db, clock } = deps;
  return {
    key(): PushKey {
      return { public_key: deps.publicKey };
    },

    async subscribe(memberId: number, req: PushSubscribeRequest): Promise<PushSubscribeResult> {
      if (!endpointAllowed(req.endpoint, deps.endpointHosts)) throw new AppError('PUSH_ENDPOINT_NOT_ALLOWED');
      const now = clock.now();
      await db.transaction(async (tx) => {
        await upsertSubscription(tx, {
          memberId,
          endpoint: req.endpoint,
          p256dh: req.keys.p256dh,
          auth: req.keys.auth,
          kinds: req.kinds,
          createdAt: now,
          updatedAt: now,
        });
        const devices = await subscriptionsOf(tx, memberId);
        await deleteSubscriptions(
          tx,
          devices.slice(0, Math.max(0, devices.length - PUSH_DEVICES_MAX)).map((d) => d.id),
        );
      });
      return { kinds: req.kinds };
    },

    async unsubscribe(memberId: number, req: PushUnsubscribeRequest): Promise<PushUnsubscribeResult> {
      return { removed: await deleteMemberSubscription(db, memberId, req.endpoint) };
    },
  };
}
