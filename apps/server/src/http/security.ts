import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#config';

/**
 * Content-Security-Policy: everything from this origin only. Extra frame and connect origins come from
 * configuration, for a game provider whose game runs in an iframe and calls home from the page.
 */
export function contentSecurityPolicy(csp: Config['csp']) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // 'unsafe-inline' for styles only, because the UI kit injects <style> elements at run time:
    // Radix Dialog's scroll lock (react-remove-scroll-bar) and the sonner toaster. Scripts stay 'self'.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...csp.connectOrigins],
    'frame-src': ["'self'", ...csp.frameOrigins],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** One year, as browsers' preload lists ask; subdomains included, as helmet's default did. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // HSTS only on an answer to https: the request came over TLS, or a trusted proxy (TRUST_PROXY) said
  // so in X-Forwarded-Proto, which is what `req.protocol` reads. Over plain http on a LAN address the
  // header means nothing to a browser, and an untrusted client's X-Forwarded-Proto is ignored.
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      // No upgrade-insecure-requests: TLS ends at the proxy, and the app must also work over plain
      // http on a LAN address, where upgraded sub-requests would fail.
      useDefaults: false,
      directives: contentSecurityPolicy(config.csp),
    },
    // LINE and payment pages may learn which site sent the member, never the path they were on.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The game provider's iframe is cross-origin and does not send CORP headers.
    crossOriginEmbedderPolicy: false,
    // Sent by the hook above, only over https.
    strictTransportSecurity: false,
  });
}
