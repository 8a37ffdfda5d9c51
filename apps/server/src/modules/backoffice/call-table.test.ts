import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { accessCalls, BACKOFFICE_CALLS, BACKOFFICE_GROUPS, ok } from '@ug99/contract';
import { registerBackofficeRoutes } from './call-table.ts';
import type { BackofficeHandlers } from './call-table.ts';

/** An app with the zod compilers and a guard that lets everything through (the role test covers it). */
function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('backofficeGuard', () => async () => undefined);
  return app;
}

/** A handler for every call of the table, each answering an empty success. */
function everyHandler(): Record<string, Record<string, () => Promise<unknown>>> {
  return Object.fromEntries(
    Object.entries(BACKOFFICE_GROUPS).map(([area, calls]) => [
      area,
      Object.fromEntries(Object.keys(calls).map((key) => [key, async () => ok(null)])),
    ]),
  );
}

describe('registerBackofficeRoutes', () => {
  it('registers every call of the table with its method and path', async () => {
    const app = bareApp();
    registerBackofficeRoutes(app, everyHandler() as unknown as BackofficeHandlers);
    await app.ready();
    for (const call of BACKOFFICE_CALLS) {
      expect(app.hasRoute({ method: call.method, url: call.path }), `${call.method} ${call.path}`).toBe(true);
    }
    await app.close();
  });

  it('refuses to start when a call of the table has no handler', () => {
    const handlers = everyHandler();
    delete handlers.access!.login;
    expect(() => registerBackofficeRoutes(bareApp(), handlers as unknown as BackofficeHandlers)).toThrow(
      `POST ${accessCalls.login.path} (access.login) has no handler`,
    );
  });

  it('refuses to start when an area of the table has no handlers', () => {
    const handlers = everyHandler();
    delete handlers.vip;
    expect(() => registerBackofficeRoutes(bareApp(), handlers as unknown as BackofficeHandlers)).toThrow(
      'the back office\'s "vip" calls have no handlers',
    );
  });

  it('refuses to start when a handler names no call of the table', () => {
    const handlers = everyHandler();
    handlers.access!.impersonate = async () => ok(null);
    expect(() => registerBackofficeRoutes(bareApp(), handlers as unknown as BackofficeHandlers)).toThrow(
      'access.impersonate: a back-office handler for no call of the table',
    );
  });
});
