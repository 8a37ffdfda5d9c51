import type { FastifyPluginAsync } from 'fastify';
import type { SandboxGateway } from './gateway.ts';
import { BANK_CSS, bankPage, payoutsPage, resultPage } from './page.ts';

/** The sandbox page shows the latest payouts only. */
const PAYOUTS_SHOWN = 100;

const referenceOf = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 40) : '');

/**
 * Mounts the sandbox on the host's server, same origin: the bank page for people, and JSON calls
 * with the same effect for tests and the operator command line.
 */
export function sandboxGatewayPlugin(gateway: SandboxGateway): FastifyPluginAsync {
  return async (app) => {
    // The bank page's form posts url-encoded fields; only this plugin's routes accept them.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get('/sandbox/bank.css', async (_req, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(BANK_CSS),
    );

    app.get('/sandbox/bank', async (req, reply) => {
      const reference = referenceOf((req.query as Record<string, unknown>).reference);
      const intent = reference ? await gateway.lookup(reference) : null;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(bankPage(reference, intent));
    });

    app.post('/sandbox/bank/pay', async (req, reply) => {
      const reference = referenceOf((req.body as Record<string, unknown> | undefined)?.reference);
      const result = await gateway.pay(reference);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(resultPage(result));
    });

    app.post('/sandbox/api/pay', async (req, reply) => {
      const result = await gateway.pay(
        referenceOf((req.body as Record<string, unknown> | undefined)?.reference),
      );
      if (!result.ok)
        return reply.code(result.why === 'already_paid' ? 409 : 404).send({ ok: false, why: result.why });
      return { ok: true, event_id: result.eventId, reference: result.reference, delivered: result.delivered };
    });

    app.get('/sandbox/payouts', async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(payoutsPage(await gateway.listPayouts(PAYOUTS_SHOWN))),
    );

    app.get('/sandbox/api/payouts/:id', async (req, reply) => {
      const payout = await gateway.payoutStatus(referenceOf((req.params as { id?: unknown }).id));
      if (!payout) return reply.code(404).send({ ok: false, why: 'unknown_payout' });
      return {
        ok: true,
        payout_id: payout.payoutId,
        amount_satang: payout.amountSatang.toString(),
        status: payout.status,
        failure_code: payout.failureCode,
        settled_at: payout.settledAt?.toISOString() ?? null,
      };
    });

    app.post('/sandbox/api/redeliver', async (req, reply) => {
      const body = req.body as Record<string, unknown> | undefined;
      const result = await gateway.redeliver(typeof body?.event_id === 'string' ? body.event_id : '');
      if (!result.ok) return reply.code(404).send({ ok: false, why: result.why });
      return { ok: true, event_id: result.eventId, delivered: result.delivered };
    });
  };
}
