import path from 'node:path';
import { z } from 'zod';

/** The provider's settings, from the same environment as the site's server (scripts/start.mjs). */
export type ProviderConfig = {
  port: number;
  host: string;
  /** Where the operator's protocol endpoints live (server to server). */
  operatorApiUrl: string;
  /** The member site's origins, the only pages (besides this provider's own) allowed to frame the games. */
  siteOrigins: string[];
  dataDir: string;
  /** PROVIDER_SECRET when set; otherwise the server's DATA_DIR/provider-secret is read. */
  secret: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
};

const blankIsUnset = (v: unknown) => (v === '' ? undefined : v);
const port = z.preprocess(
  blankIsUnset,
  z
    .string()
    .regex(/^\d{1,5}$/, 'must be a port number')
    .transform(Number)
    .refine((n) => n <= 65535, 'must be a port number')
    .optional(),
);
const origin = z
  .string()
  .refine((v) => URL.canParse(v) && new URL(v).origin === v, 'must be an origin like http://host:port');

const envSchema = z.object({
  PORT: port,
  DEMO_PROVIDER_PORT: port,
  // Its own variable, not the site's HOST: the built-in provider is a demo, so it listens on the loopback
  // address unless someone asks for more (README, "Ports a deployment exposes").
  DEMO_PROVIDER_HOST: z.preprocess(blankIsUnset, z.string().min(1).default('127.0.0.1')),
  OPERATOR_API_URL: z.preprocess(blankIsUnset, z.url().optional()),
  SITE_ORIGIN: z.preprocess(blankIsUnset, origin.optional()),
  DATA_DIR: z.preprocess(blankIsUnset, z.string().min(1).default('./data')),
  PROVIDER_SECRET: z.preprocess(
    blankIsUnset,
    z.string().min(24, 'must be at least 24 characters').optional(),
  ),
  LOG_LEVEL: z.preprocess(
    blankIsUnset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export function loadProviderConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`demo provider configuration is invalid:\n${problems}`);
  }
  const e = parsed.data;
  const sitePort = e.PORT ?? 3000;
  return {
    port: e.DEMO_PROVIDER_PORT ?? 3100,
    host: e.DEMO_PROVIDER_HOST,
    operatorApiUrl: (e.OPERATOR_API_URL ?? `http://127.0.0.1:${sitePort}`).replace(/\/+$/, ''),
    // Unset, the site on this machine may be opened as localhost or as 127.0.0.1.
    siteOrigins: e.SITE_ORIGIN
      ? [e.SITE_ORIGIN]
      : [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`],
    dataDir: path.resolve(e.DATA_DIR),
    secret: e.PROVIDER_SECRET,
    logLevel: e.LOG_LEVEL,
  };
}
