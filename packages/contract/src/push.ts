import { z } from 'zod';
import { inboxKind } from './inbox.ts';

/**
 * Web push (docs/NOTIFICATIONS.md#web-push): the member opts in per device with the browser's
 * `PushSubscription` JSON and the inbox kinds to receive; each new item of those kinds is pushed once.
 */

/** `GET /api/member/push/key`: the server's VAPID public key, base64url (the browser's applicationServerKey). */
export const pushKey = z.object({ public_key: z.string() });

/** `bytes` bytes in base64url, with or without its padding (4 characters per 3 bytes). */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`),
      `must be ${bytes} bytes, base64url`,
    );

/** The push service's URL for this device, as the browser gives it. */
export const pushEndpoint = z.url({ protocol: /^https?$/ }).max(2048);

/** `POST /api/member/push/subscribe`: the browser's subscription plus the kinds chosen (each once). */
export const pushSubscribeRequest = z
  .object({
    endpoint: pushEndpoint,
    // The browser's P-256 public key (65 bytes, uncompressed) and its 16-byte auth secret (RFC 8291).
    keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
    kinds: z
      .array(inboxKind)
      .min(1)
      .max(inboxKind.options.length)
      .refine((k) => new Set(k).size === k.length, 'each kind once'),
    // Browsers add `expirationTime` to the subscription's JSON; it is accepted and not used.
    expirationTime: z.number().nullable().optional(),
  })
  .strict();

export const pushSubscribeResult = z.object({ kinds: z.array(inboxKind) });

/** `POST /api/member/push/unsubscribe`: forgets the device; unknown endpoints are already forgotten. */
export const pushUnsubscribeRequest = z.object({ endpoint: pushEndpoint }).strict();
export const pushUnsubscribeResult = z.object({ removed: z.boolean() });

/** What the service worker receives in each push message (encrypted, RFC 8291). */
export const pushPayload = z.object({
  id: z.number().int(),
  kind: inboxKind,
  title: z.string(),
  body: z.string(),
  link: z.string(),
});

export type PushKey = z.infer<typeof pushKey>;
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequest>;
export type PushSubscribeResult = z.infer<typeof pushSubscribeResult>;
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequest>;
export type PushUnsubscribeResult = z.infer<typeof pushUnsubscribeResult>;
export type PushPayload = z.infer<typeof pushPayload>;
