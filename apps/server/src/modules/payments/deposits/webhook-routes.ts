import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '@ug99/contract';
import type { WebhookResult } from '../webhook.ts';

export type WebhookReceiver = (
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
) => Promise<WebhookResult>;

/**
 * A gateway's webhook. The signature covers the raw bytes, so this plugin (and only it) takes JSON as
 * a string and the receiver parses it after verifying. Never a member call.
 */
export function webhookRoutes(path: string, receive: WebhookReceiver): FastifyPluginAsync {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    app.post(path, { schema: { hide: true } }, async (req, reply) => {
      const rawBody = typeof req.body === 'string' ? req.body : '';
      const result = await receive(rawBody, req.headers);
      if (result.status === 'rejected') {
        req.log.warn({ why: result.why }, 'webhook rejected');
        return reply.code(401).send(fail('WEBHOOK_REJECTED'));
      }
      if (result.status === 'malformed') return reply.code(400).send(fail('VALIDATION_FAILED'));
      return ok({ outcome: result.outcome });
    });
  };
}
