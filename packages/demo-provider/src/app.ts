import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ProviderConfig } from './config.ts';
import { FairBook } from './fair/seeds.ts';
import { isGameId } from './games/index.ts';
import { gamePage, problemPage } from './pages/render.ts';
import { LINK_PROBLEMS, refuse } from './play/messages.ts';
import { createProviderService } from './play/service.ts';
import { createProtocolClient } from './protocol/client.ts';
import type { ProtocolClient } from './protocol/client.ts';
import { providerSecretSource } from './secret.ts';
import { HistoryStore } from './store/history.ts';

/** The provider id the operator knows this provider by. */
export const PROVIDER_ID = 'demo';
const RETRY_EVERY_MS = 30_000;
const publicDir = path.resolve(import.meta.dirname, '../public');
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * The Thai font the pages use, served from the provider's own origin (the CSP allows no other), so
 * Thai reads the same on a machine without a Thai system font as in the site around the frame.
 */
const fontFiles = path.dirname(
  createRequire(import.meta.url).resolve('@fontsource/noto-sans-thai/package.json'),
);
const FONTS = [400, 700].flatMap((weight) =>
  ['thai', 'latin'].map((subset) => ({
    name: `noto-sans-thai-${subset}-${weight}.woff2`,
    file: path.join(fontFiles, 'files', `noto-sans-thai-${subset}-${weight}-normal.woff2`),
  })),
);

export type ProviderDeps = { client?: ProtocolClient };

export async function buildProviderApp(config: ProviderConfig, deps: ProviderDeps = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // launch tokens travel in the query string: never write them to the log
      serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0] }) },
    },
    bodyLimit: 4096,
  });
  const storeDir = path.join(config.dataDir, 'demo-provider');
  const history = new HistoryStore(storeDir);
  const client =
    deps.client ??
    createProtocolClient({
      operatorApiUrl: config.operatorApiUrl,
      providerId: PROVIDER_ID,
      secret: providerSecretSource(config.secret, config.dataDir),
    });
  const service = createProviderService({
    client,
    history,
    fair: new FairBook(path.join(storeDir, 'seeds.json')),
  });

  type Asset = { type: string; body: Buffer };
  const assets = new Map<string, Asset>([
    ...readdirSync(publicDir)
      .filter((name) => CONTENT_TYPES[path.extname(name)])
      .map((name): [string, Asset] => [
        name,
        { type: CONTENT_TYPES[path.extname(name)]!, body: readFileSync(path.join(publicDir, name)) },
      ]),
    ...FONTS.map((f): [string, Asset] => [
      f.name,
      { type: CONTENT_TYPES['.woff2']!, body: readFileSync(f.file) },
    ]),
  ]);

  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${config.siteOrigins.join(' ')}`,
  ].join('; ');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(page);

  app.get('/health', async () => ({ ok: true }));

  app.get('/assets/:name', async (request, reply) => {
    const asset = assets.get((request.params as { name: string }).name);
    if (!asset) return reply.code(404).send({ ok: false });
    return reply.header('cache-control', 'public, max-age=300').type(asset.type).send(asset.body);
  });

  const launchQuery = z.object({
    token: z.string().min(1).max(128).optional(),
    mode: z.literal('demo').optional(),
  });
  app.get('/play/:game_id', async (request, reply) => {
    const gameId = (request.params as { game_id: string }).game_id;
    const query = launchQuery.safeParse(request.query);
    if (!isGameId(gameId) || !query.success) return html(reply, 404, problemPage(LINK_PROBLEMS.UNKNOWN_GAME));
    if (query.data.mode === 'demo') return reply.redirect(`/game/${service.openDemo(gameId).id}`, 303);
    if (!query.data.token) return html(reply, 400, problemPage(LINK_PROBLEMS.INVALID_TOKEN));
    const answer = await client.authenticate({ launch_token: query.data.token }).catch(() => undefined);
    if (!answer) return html(reply, 503, problemPage(LINK_PROBLEMS.UNAVAILABLE));
    if (answer.status !== 'OK' || !answer.session_token || !answer.player_ref || answer.game_id !== gameId) {
      request.log.info({ status: answer.status }, 'launch refused');
      return html(reply, 403, problemPage(LINK_PROBLEMS.INVALID_TOKEN));
    }
    const session = service.openReal(gameId, {
      playerRef: answer.player_ref,
      operatorToken: answer.session_token,
      balance: answer.balance ?? 0,
    });
    // The page lives at a URL without the one-time token, so reloading it does not spend the token again.
    return reply.redirect(`/game/${session.id}`, 303);
  });

  app.get('/game/:session', async (request, reply) => {
    const session = service.sessions.get((request.params as { session: string }).session);
    if (!session) return html(reply, 404, problemPage(LINK_PROBLEMS.INVALID_TOKEN));
    return html(reply, 200, gamePage(session.gameId, session.id, session.mode));
  });

  const sessionOf = (request: { params: unknown }) =>
    service.sessions.get((request.params as { session: string }).session);
  const expired = { ok: false, code: 'SESSION_EXPIRED', message: LINK_PROBLEMS.INVALID_TOKEN };

  app.get('/api/sessions/:session', async (request, reply) => {
    const session = sessionOf(request);
    return session ? { ok: true, ...(await service.state(session)) } : reply.code(404).send(expired);
  });

  app.post('/api/sessions/:session/round', async (request, reply) => {
    const session = sessionOf(request);
    return session ? service.play(session, request.body) : reply.code(404).send(expired);
  });

  // Reveals the server seed and commits a new one; the browser then sends the new pair's client seed.
  app.post('/api/sessions/:session/seeds', async (request, reply) => {
    const session = sessionOf(request);
    return session ? service.rotate(session) : reply.code(404).send(expired);
  });

  // The client seed comes from the player's browser (random unless typed), never from the provider.
  const clientSeedBody = z.object({ client_seed: z.string() });
  app.post('/api/sessions/:session/client-seed', async (request, reply) => {
    const session = sessionOf(request);
    if (!session) return reply.code(404).send(expired);
    const body = clientSeedBody.safeParse(request.body);
    return body.success ? service.setClientSeed(session, body.data.client_seed) : refuse('BAD_CLIENT_SEED');
  });

  let timer: NodeJS.Timeout | undefined;
  const retry = () =>
    service.retryPending().catch((err: unknown) => app.log.warn({ err }, 'retrying open rounds failed'));
  app.addHook('onReady', async () => {
    void retry();
    timer = setInterval(() => void retry(), RETRY_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  return app;
}
