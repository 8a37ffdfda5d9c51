import { describe, expect, it, vi } from 'vitest';
import { registerAppWorker } from './app-worker.ts';

/** A browser's service-worker container holding registrations by scope path. */
function containerWith(scopes: string[]) {
  const registrations = new Map(
    scopes.map((scope) => [
      scope,
      { scope: `http://localhost${scope}`, unregister: vi.fn(async () => true) },
    ]),
  );
  const register = vi.fn(async (_url: string, options: { scope: string }) => {
    const registration = registrations.get(options.scope) ?? {
      scope: `http://localhost${options.scope}`,
      unregister: vi.fn(async () => true),
    };
    registrations.set(options.scope, registration);
    return registration;
  });
  // As a browser does: the registration with the longest scope that the URL starts with.
  const getRegistration = vi.fn(
    async (url: string) =>
      [...registrations.entries()]
        .filter(([scope]) => url.startsWith(scope))
        .sort(([a], [b]) => b.length - a.length)
        .map(([, registration]) => registration)[0],
  );
  return { container: { register, getRegistration } as unknown as ServiceWorkerContainer, registrations };
}

describe('registering the app worker', () => {
  it('registers /sw.js at scope / and retires the web-push worker of earlier builds', async () => {
    const { container, registrations } = containerWith(['/push-sw/']);
    const retired = registrations.get('/push-sw/')!;
    const registration = await registerAppWorker(container);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(registration.scope).toBe('http://localhost/');
    expect(retired.unregister).toHaveBeenCalledTimes(1);
  });

  it('leaves the app worker itself registered when there is no earlier push worker', async () => {
    const { container, registrations } = containerWith([]);
    await registerAppWorker(container);
    expect(registrations.get('/')!.unregister).not.toHaveBeenCalled();
  });
});
