import type { FastifyReply } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { inboxRouteHandlers } from './routes.ts';
import type { InboxService } from './service.ts';

// Without the server's VAPID keys there is no push service: the push calls answer as an unknown call would
// (docs/NOTIFICATIONS.md#web-push), and the inbox calls are unaffected.
describe('the push calls without VAPID keys', () => {
  it('answer through the not-found handler and touch nothing', async () => {
    const handlers = inboxRouteHandlers({} as InboxService, undefined);
    const notFound = {} as FastifyReply;
    const reply = { callNotFound: vi.fn(() => notFound) } as unknown as FastifyReply;
    const req = { member: { id: 1, phone: '0800000001', agentId: 1, sessionId: 1 } };
    expect(await handlers.pushKey(req as never, reply)).toBe(notFound);
    expect(await handlers.pushSubscribe(req as never, reply)).toBe(notFound);
    expect(await handlers.pushUnsubscribe(req as never, reply)).toBe(notFound);
    expect(reply.callNotFound).toHaveBeenCalledTimes(3);
  });
});
