import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, lottoRoutes, ok, routePath, wheelRoutes } from '@ug99/contract';
import { registerApiRoutes, refuseRoutesOutsideTable } from './api-routes.ts';
import type { ApiRouteHandlers } from './api-routes.ts';

const requireMember = async () => undefined;

function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** A handler for every call of the table, each answering an empty success. */
function everyHandler(): Record<string, Record<string, () => Promise<unknown>>> {
  return Object.fromEntries(
    Object.entries(API_ROUTES).map(([name, group]) => [
      name,
      Object.fromEntries(Object.keys(group.routes).map((key) => [key, async () => ok(null)])),
    ]),
  );
}

describe('registerApiRoutes', () => {
  it('registers every call of the route table with its method and path', async () => {
    const app = bareApp();
    registerApiRoutes(app, everyHandler() as unknown as ApiRouteHandlers, requireMember);
    await app.ready();
    for (const group of Object.values(API_ROUTES)) {
      for (const route of Object.values(group.routes)) {
        expect(app.hasRoute({ method: route.split(' ')[0]!, url: routePath(route) }), route).toBe(true);
      }
    }
    await app.close();
  });

  it('answers the whole envelope a call declares, beyond { error, data, message }', async () => {
    const app = bareApp();
    const handlers = everyHandler();
    handlers.lotto!.lobby = async () => ({ ...ok([]), status: 0 });
    registerApiRoutes(app, handlers as unknown as ApiRouteHandlers, requireMember);
    const res = await app.inject({ method: 'GET', url: routePath(lottoRoutes.lobby) });
    expect(res.json()).toMatchObject({ error: 0, status: 0, data: [] });
    await app.close();
  });

  it('refuses to start when a call of the table has no handler', () => {
    const handlers = everyHandler();
    delete handlers.wheel!.spin;
    expect(() =>
      registerApiRoutes(bareApp(), handlers as unknown as ApiRouteHandlers, requireMember),
    ).toThrow(`${wheelRoutes.spin} (wheel.spin) has no handler`);
  });

  it('refuses to start when a group of the table has no handlers', () => {
    const handlers = everyHandler();
    delete handlers.wheel;
    expect(() =>
      registerApiRoutes(bareApp(), handlers as unknown as ApiRouteHandlers, requireMember),
    ).toThrow('the route table\'s "wheel" calls have no handlers');
  });

  it('refuses to start when a handler names no call of the table', () => {
    const handlers = everyHandler();
    handlers.wheel!.jackpot = async () => ok(null);
    expect(() =>
      registerApiRoutes(bareApp(), handlers as unknown as ApiRouteHandlers, requireMember),
    ).toThrow('wheel.jackpot: a handler for no call of the route table');
  });
});

describe('refuseRoutesOutsideTable', () => {
  it('refuses a member-site route registered outside the table, and lets the named exceptions through', async () => {
    const app = bareApp();
    refuseRoutesOutsideTable(app, (url) => url.startsWith('/api/provider/'));
    registerApiRoutes(app, everyHandler() as unknown as ApiRouteHandlers, requireMember);
    expect(() => app.get('/api/wheel/jackpot', async () => ok(null))).toThrow(
      'GET /api/wheel/jackpot: a member-site call is registered from the route table',
    );
    app.post('/api/provider/demo/bet', async () => ({}));
    app.get('/health-outside-api', async () => ({}));
    await app.ready();
    await app.close();
  });
});
