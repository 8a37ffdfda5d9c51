import { isDatabaseUnavailable } from '#db/unavailable.ts';
import type { FastifyPluginAsync } from 'fastify';
import { PROVIDER_CALLS, PROVIDER_HEADERS } from '@ug99/contract';
import type { ProviderCall, WalletResult } from '@ug99/contract';
import type { Clock } from '#shared/clock.ts';
import { checkSignature } from '../signature.ts';
import { containsUnsafeText } from '#http/unsafe-text.ts';
import type { ProviderService } from './service.ts';

type Options = {
  /** Each provider's shared signing secret, by provider id; a provider not named here is refused. */
  secrets: Readonly<Record<string, string>>;
  clock: Clock;
};

const BODY_LIMIT = 16 * 1024;

const isCall = (call: string): call is ProviderCall => (PROVIDER_CALLS as readonly string[]).includes(call);
const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * POST /api/provider/:provider_id/:call. The signature covers the exact bytes sent, so this plugin
 * keeps the body as text (its own parser, encapsulated here) and parses JSON only after checking it.
 * Every answer is HTTP 200 with a protocol status (provider-protocol.ts).
 */
export function providerRoutes(service: ProviderService, { secrets, clock }: Options): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );

    app.post<{ Params: { provider_id: string; call: string } }>(
      '/api/provider/:provider_id/:call',
      { schema: { hide: true }, bodyLimit: BODY_LIMIT },
      async (req, reply) => {
        const { provider_id: providerId, call } = req.params;
        const secret = Object.hasOwn(secrets, providerId) ? secrets[providerId] : undefined;
        if (!secret) return { status: 'BAD_SIGNATURE' } satisfies WalletResult;
        const rawBody = typeof req.body === 'string' ? req.body : '';
        const signed = checkSignature(
          secret,
          {
            timestamp: header(req.headers[PROVIDER_HEADERS.timestamp]),
            signature: header(req.headers[PROVIDER_HEADERS.signature]),
          },
          rawBody,
          clock.now(),
        );
        if (signed !== 'OK') return { status: signed } satisfies WalletResult;
        let body: unknown;
        try {
          body = JSON.parse(rawBody);
        } catch {
          return { status: 'BAD_REQUEST' } satisfies WalletResult;
        }
        // Text the database cannot store is a schema violation: refused before any work (http/unsafe-text.ts).
        if (containsUnsafeText(body))
          return reply.code(400).send({ status: 'BAD_REQUEST' } satisfies WalletResult);
        if (!isCall(call)) return { status: 'BAD_REQUEST' } satisfies WalletResult;
        try {
          return await service.handle(providerId, call, body);
        } catch (err) {
          // Nothing was kept (the call's one transaction rolled back): the provider retries the same id.
          // The database out of reach is the same answer, at once, and no error line per call: the
          // outage has its one warning (docs/OPERATIONS.md#postgresql).
          if (!isDatabaseUnavailable(err)) req.log.error({ err, providerId, call }, 'provider call failed');
          return { status: 'INTERNAL_ERROR' } satisfies WalletResult;
        }
      },
    );
  };
}
