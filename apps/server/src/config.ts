import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AGENT_CODE, AGENT_ID, agentCode, CASHBACK_CATEGORIES } from '@ug99/contract';
import type { CashbackCategory } from '@ug99/contract';

/**
 * The first part of every channel and key the server uses in Redis (`REDIS_NAMESPACE`, shared/redis.ts).
 * Redis's channels are one space for every client of a Redis, whatever database number its address names:
 * two deployments on one Redis (a staging site beside the real one) would otherwise hear each other's
 * member events, whose member ids are the same numbers, and share their login limits
 * (docs/OPERATIONS.md#redis).
 */
export const DEFAULT_REDIS_NAMESPACE = 'ug99';

/** apps/server, whichever directory the process was started from. */
export const serverPackageDir = fileURLToPath(new URL('..', import.meta.url));

/** An unset variable and an empty one (`DATABASE_URL=`) mean the same thing: use the default. */
/** LINE's API, which the LIFF SDK calls from the page when a LIFF id is configured. */
const LINE_API_ORIGIN = 'https://api.line.me';

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().optional());

function withDefault<T extends z.ZodType>(schema: T, fallback: string) {
  return z.preprocess((v) => (v === undefined || v === '' ? fallback : v), schema);
}

/** An AES-256 key: 32 bytes written as 64 hex digits or base64 / base64url (`openssl rand -base64 32`). */
const aes256Key = z
  .string()
  .refine(
    (v) =>
      /^[0-9a-f]{64}$/i.test(v) ||
      (/^[A-Za-z0-9+/_-]{43}=?$/.test(v) && Buffer.from(v, 'base64url').length === 32),
    'must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)',
  );

function urlWithScheme(schemes: string[]) {
  return z
    .string()
    .refine(
      (value) => URL.canParse(value) && schemes.includes(new URL(value).protocol),
      `must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`,
    );
}

/** A comma-separated list of origins such as `https://games.example.com`, without paths. */
/** Host names separated by commas (CONTENT_LINK_HOSTS), lower case, each a plain DNS name. */
const hostList = withDefault(z.string(), '').transform((value, ctx) => {
  const hosts = value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (
      !/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(
        host,
      )
    ) {
      ctx.addIssue({ code: 'custom', message: `"${host}" is not a host name like www.example.com` });
    }
  }
  return hosts;
});

const originList = withDefault(z.string(), '').transform((value, ctx) => {
  const origins = value
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://host[:port]` });
    }
  }
  return origins;
});

/** A whole number of minutes, hours, tries... from 1 up; the default applies when unset. */
function positiveInt(fallback: number) {
  return withDefault(
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'must be a positive whole number')
      .transform(Number),
    String(fallback),
  );
}

/** A whole number of baht from 0 up (0 turns the thing off); the default applies when unset. */
function wholeBaht(fallback: number) {
  return withDefault(
    z
      .string()
      .regex(/^(0|[1-9]\d{0,8})$/, 'must be a whole number of baht, 0 or more')
      .transform(Number),
    String(fallback),
  );
}

/** A rate in basis points, 0 to 10000 (100 %); the default applies when unset. */
function basisPoints(fallback: number) {
  return withDefault(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a whole number of basis points (500 = 5 %)')
      .transform(Number)
      .refine((n) => n <= 10_000, 'must be at most 10000 (100 %)'),
    String(fallback),
  );
}

/** `slot:50,casino:30,...`: a basis-point rate for every category of the kept totals, each named once. */
function parseCategoryRates(value: string, ctx: z.core.$RefinementCtx<string>) {
  const rates: Record<string, number> = {};
  const parts = value.split(',').map((p) => p.trim());
  for (const part of parts.filter(Boolean)) {
    const match = /^([a-z]+):(\d{1,5})$/.exec(part);
    const rate = Number(match?.[2]);
    if (!match || !CASHBACK_CATEGORIES.includes(match[1] as never) || rate > 10_000 || match[1]! in rates) {
      const message = `"${part}" is not category:basis-points (0–10000), once each`;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    rates[match[1]!] = rate;
  }
  const missing = CASHBACK_CATEGORIES.filter((c) => !(c in rates));
  if (missing.length > 0) {
    ctx.addIssue({ code: 'custom', message: `needs a rate for ${missing.join(', ')}` });
    return z.NEVER;
  }
  return rates as Record<CashbackCategory, number>;
}

const envSchema = z.object({
  PORT: withDefault(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
      .transform(Number)
      .refine((n) => n <= 65535, 'must be a port number from 0 to 65535'),
    '3000',
  ),
  HOST: withDefault(z.string().min(1), '0.0.0.0'),
  DATABASE_URL: optionalText.pipe(urlWithScheme(['postgres:', 'postgresql:']).optional()),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  REDIS_URL: optionalText.pipe(urlWithScheme(['redis:', 'rediss:']).optional()),
  REDIS_NAMESPACE: withDefault(
    z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, - or _'),
    DEFAULT_REDIS_NAMESPACE,
  ),
  AGENT_CODE: withDefault(agentCode, AGENT_CODE),
  AGENT_ID: withDefault(
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'must be a positive whole number')
      .transform(Number),
    String(AGENT_ID),
  ),
  WEB_DIST_DIR: optionalText,
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  CSP_FRAME_ORIGINS: originList,
  CSP_CONNECT_ORIGINS: originList,
  CONTENT_LINK_HOSTS: hostList,
  TRUST_PROXY: withDefault(z.enum(['true', 'false']), 'false').transform((v) => v === 'true'),
  // docs/OPERATIONS.md#drain: how long a stopping instance answers not-ready before it closes its port.
  DRAIN_NOTICE_MS: withDefault(z.coerce.number().int().min(0).max(5_000), '2000'),
  DEMO_MEMBER: optionalText.pipe(z.enum(['true', 'false']).optional()),
  OPERATOR_TOKEN: optionalText.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
  // Members (docs/rules/accounts.md, docs/rules/responsible-gaming.md): sessions, login throttling,
  // password-reset codes, VIP thresholds.
  SESSION_ABSOLUTE_HOURS: positiveInt(12),
  SESSION_IDLE_MINUTES: positiveInt(60),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(50),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(30),
  CHECK_ACCOUNT_MAX_PER_IP: positiveInt(60),
  CHECK_ACCOUNT_MAX_PER_TARGET: positiveInt(10),
  OTP_TTL_MINUTES: positiveInt(5),
  OTP_MAX_ATTEMPTS: positiveInt(5),
  OTP_RESEND_SECONDS: positiveInt(60),
  OTP_MAX_PER_IP_PER_HOUR: positiveInt(10),
  SMS_SENDER: withDefault(z.enum(['sandbox']), 'sandbox'),
  RG_LOOSEN_DELAY_HOURS: positiveInt(24),
  VIP_GOLD_DEPOSIT_BAHT: positiveInt(10_000),
  VIP_GOLD_TURNOVER_BAHT: positiveInt(100_000),
  VIP_HERO_DEPOSIT_BAHT: positiveInt(100_000),
  VIP_HERO_TURNOVER_BAHT: positiveInt(1_000_000),
  // Games (docs/rules/games.md): the built-in provider's browser-facing address, its signing secret, and how
  // long launch tokens and idle provider sessions live.
  DEMO_PROVIDER_PORT: withDefault(z.string().regex(/^\d{1,5}$/, 'must be a port number'), '3100'),
  DEMO_PROVIDER_URL: optionalText.pipe(urlWithScheme(['http:', 'https:']).optional()),
  PROVIDER_SECRET: optionalText.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
  GAME_LAUNCH_TOKEN_MINUTES: positiveInt(5),
  GAME_SESSION_IDLE_MINUTES: positiveInt(30),
  PROVIDER_MAX_WIN_MULTIPLIER: positiveInt(5000).pipe(z.number().max(1_000_000, 'must be at most 1000000')),
  // The prize wheel (docs/rules/wheel.md#commitments): a member's seed commitment is revealed after this many spins.
  WHEEL_SPINS_PER_SEED: positiveInt(100),
  // Yeekee shooting (docs/YEEKEE.md): whether only members with a pending bill in the round may shoot.
  YEEKEE_SHOOT_NEEDS_BILL: withDefault(z.enum(['true', 'false']), 'false').transform((v) => v === 'true'),
  // LINE (docs/LINE.md): the LIFF app the /liff pages log in with, and the LINE Login channel that
  // issued it, whose id LINE's verify endpoint checks the ID token against.
  LINE_LIFF_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[\w-]{5,64}$/, 'must be a LIFF id')
      .optional(),
  ),
  LINE_LOGIN_CHANNEL_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{5,20}$/, 'must be a channel id')
      .optional(),
  ),
  // Every LINE call the server makes (the ID-token verify, the Messaging API's pushes) starts with this
  // base, so tests point them at a local fake; and the Messaging API channel's long-lived access token:
  // without it no LINE message is queued or sent (docs/NOTIFICATIONS.md#line-messages).
  LINE_API_BASE: withDefault(urlWithScheme(['http:', 'https:']), 'https://api.line.me').transform((v) =>
    v.replace(/\/+$/, ''),
  ),
  LINE_CHANNEL_ACCESS_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^[\w+/=.-]{20,400}$/, 'must be a channel access token')
      .optional(),
  ),
  // Payments (docs/rules/payments.md): deposit intent lifetime, the webhook secret and window, the sandbox
  // gateway.
  DEPOSIT_INTENT_TTL_MINUTES: positiveInt(15),
  DEPOSIT_MATCH_GRACE_MINUTES: positiveInt(2),
  GATEWAY_SECRET: optionalText.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
  WEBHOOK_TOLERANCE_SECONDS: positiveInt(300),
  // A payout with no callback this long after the gateway took it is `unknown`: its status is asked.
  PAYOUT_CALLBACK_MINUTES: positiveInt(5),
  // Yeekee (docs/YEEKEE.md#bonuses): the bonuses of the last and the 16th-from-last shot, and the bills a
  // shooter must hold in the round to receive one.
  YEEKEE_LAST_SHOT_BONUS_BAHT: wholeBaht(200),
  YEEKEE_SUBTRACTED_SHOT_BONUS_BAHT: wholeBaht(400),
  YEEKEE_BONUS_MIN_BILLS_BAHT: wholeBaht(100),
  // Cashback (docs/rules/cashback.md): rates in basis points (hundredths of a percent, 500 = 5 %).
  CASHBACK_LOSS_RATE_BP: basisPoints(500),
  CASHBACK_LOSS_MIN_BAHT: wholeBaht(100),
  CASHBACK_LOSS_MAX_BAHT: wholeBaht(10_000),
  CASHBACK_TURNOVER_RATES_BP: withDefault(
    z.string(),
    'slot:50,casino:30,fishing:30,sport:20,lotto:10',
  ).transform(parseCategoryRates),
  CASHBACK_CLAIM_DAYS: positiveInt(7),
  // The back office (docs/BACKOFFICE.md#access): the address its setup links start with, operator
  // sessions' lifetimes, and the sign-in throttle per login and per address.
  PUBLIC_URL: optionalText.pipe(urlWithScheme(['http:', 'https:']).optional()),
  // Web push (docs/NOTIFICATIONS.md#web-push): the VAPID key pair (both or neither; without them the
  // server keeps a generated pair in DATA_DIR), the contact push services see, and the push services'
  // hosts the server sends to (a host, or any host under it; an http(s)://host:port origin matches itself).
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
  ),
  PUSH_ENDPOINT_HOSTS: withDefault(
    z.string(),
    'fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com',
  ).transform((v) =>
    v
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h !== ''),
  ),
  BACKOFFICE_SESSION_HOURS: positiveInt(12),
  BACKOFFICE_IDLE_MINUTES: positiveInt(30),
  BACKOFFICE_LOGIN_WINDOW_MINUTES: positiveInt(15),
  BACKOFFICE_LOGIN_MAX_FAILURES_PER_LOGIN: positiveInt(10),
  BACKOFFICE_LOGIN_MAX_FAILURES_PER_IP: positiveInt(30),
  // An adjustment above this many baht (either sign) waits for a second operator (docs/BACKOFFICE.md#four-eyes-approval).
  BACKOFFICE_FINANCE_ADJUST_LIMIT: positiveInt(5_000),
  // The back office on its own port, off the public address (docs/BACKOFFICE.md#how-it-is-built): when
  // set, its pages and calls answer there only and the public port answers 404 for them.
  BACKOFFICE_PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
      .transform(Number)
      .refine((n) => n <= 65535, 'must be a port number from 0 to 65535')
      .optional(),
  ),
  BACKOFFICE_HOST: optionalText,
  BACKOFFICE_PUBLIC_URL: optionalText.pipe(urlWithScheme(['http:', 'https:']).optional()),
  // The key TOTP secrets are encrypted with (docs/OPERATIONS.md#the-back-office-secret-key); unset: one
  // kept in DATA_DIR. The previous key only opens values sealed before a rotation.
  BACKOFFICE_SECRET_KEY: optionalText.pipe(aes256Key.optional()),
  BACKOFFICE_SECRET_KEY_PREVIOUS: optionalText.pipe(aes256Key.optional()),
  // Unset means "decide from the database" (see sandboxGatewayOn), so no default here.
  SANDBOX_GATEWAY: optionalText.pipe(
    z
      .string()
      .toLowerCase()
      .pipe(z.enum(['1', 'true', '0', 'false'], { error: 'must be 1, true, 0 or false' }))
      .transform((v) => v === '1' || v === 'true')
      .optional(),
  ),
});

/**
 * The demo member's phone (README "Try it", src/demo-member.ts). Where the demo member is on, the back
 * office's new-member counts leave this phone out: it is the site's own sample, not someone who joined.
 */
export const DEMO_MEMBER_PHONE = '0812345678';

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** The first part of every Redis channel and key (shared/redis.ts): one per deployment sharing a Redis. */
  redisNamespace: string;
  agentCode: string;
  agentId: number;
  webDistDir: string;
  /**
   * The member site's public address, without a trailing slash: canonical addresses, link previews and the
   * sitemap name it (docs/FIRST-LOAD.md#tags). PUBLIC_URL, else http://localhost:PORT.
   */
  siteUrl: string;
  mediaDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  /** Extra origins a later game provider needs for its iframe and its calls from the page. */
  csp: { frameOrigins: string[]; connectOrigins: string[] };
  /** The hosts an operator's https link on the site may lead to (docs/rules/content.md#links-and-images). */
  contentLinkHosts: string[];
  /** Read the client address from X-Forwarded-For: set it when a reverse proxy sits in front. */
  trustProxy: boolean;
  /**
   * On SIGTERM the instance answers not-ready this long, still serving, so load balancers polling
   * /api/ready stop sending it requests before it closes its port (docs/OPERATIONS.md#drain).
   */
  drainNoticeMs: number;
  /** Create the demo member of the README (default: on, except with NODE_ENV=production). */
  demoMember: boolean;
  /** The operator API's token; without it the server keeps a generated one in DATA_DIR. */
  operatorToken: string | undefined;
  members: MembersConfig;
  games: GamesConfig;
  payments: PaymentsConfig;
  /** Yeekee bonuses (docs/YEEKEE.md#bonuses). */
  yeekeeBonus: YeekeeBonusConfig;
  /** Yeekee shooting (docs/YEEKEE.md#shooting). */
  yeekeeShooting: YeekeeShootingConfig;
  /** WHEEL_SPINS_PER_SEED (docs/rules/wheel.md#commitments). */
  wheelSpinsPerSeed: number;
  /** LINE (docs/LINE.md): without a channel id no LINE user can be linked; without a LIFF id the pages are plain. */
  line: {
    liffId: string | undefined;
    loginChannelId: string | undefined;
    /** LINE_API_BASE, without a trailing slash: the start of every LINE call the server makes. */
    apiBase: string;
    /** LINE_CHANNEL_ACCESS_TOKEN: the Messaging API's; without it no LINE message is queued or sent. */
    channelAccessToken: string | undefined;
  };
  /** Loss and turnover rebates (docs/rules/cashback.md). */
  cashback: CashbackConfig;
  /** The back office's sign-in and sessions (docs/BACKOFFICE.md#access). */
  backoffice: BackofficeConfig;
  /** Web push (docs/NOTIFICATIONS.md#web-push). */
  push: PushConfig;
};

export type PushConfig = {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url); unset: the pair kept in DATA_DIR/vapid-keys.json. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT; unset: PUBLIC_URL when it is https, else a mailto: of the site's host. */
  vapidSubject: string;
  /** PUSH_ENDPOINT_HOSTS: where a subscription's endpoint may point. */
  endpointHosts: string[];
};

/** Operator sessions and sign-in limits (docs/BACKOFFICE.md#access). */
export type BackofficeConfig = {
  /** BACKOFFICE_SECRET_KEY (32 bytes, hex or base64); unset: the key kept in DATA_DIR/backoffice-secret-key. */
  secretKey: string | undefined;
  /** BACKOFFICE_SECRET_KEY_PREVIOUS: the key before a rotation, to open what it sealed. */
  previousSecretKey: string | undefined;
  /**
   * Where operators reach the back office (setup links start with it): BACKOFFICE_PUBLIC_URL, else
   * http://localhost:BACKOFFICE_PORT when the back office has its own port, else PUBLIC_URL, else
   * http://localhost:PORT.
   */
  publicUrl: string;
  /** The back office's own port (BACKOFFICE_PORT); unset: it is served on the public port. */
  port: number | undefined;
  /**
   * The address its own port listens on: BACKOFFICE_HOST, else the loopback address, whatever HOST the
   * public port has, so a back office on its own port is never public by default.
   */
  host: string;
  sessionAbsoluteMs: number;
  sessionIdleMs: number;
  loginWindowMs: number;
  loginMaxFailuresPerLogin: number;
  loginMaxFailuresPerIp: number;
  /** Adjustments above this, in satang and either sign, wait for a second operator (four-eyes approval). */
  financeAdjustLimitSatang: bigint;
};

/** Rates in basis points (hundredths of a percent), amounts in satang (docs/rules/cashback.md). */
export type CashbackConfig = {
  lossRateBp: number;
  /** A week's net loss below this earns no rebate. */
  lossMinSatang: bigint;
  /** The most one week's loss rebate pays; null: no cap (CASHBACK_LOSS_MAX_BAHT=0). */
  lossMaxSatang: bigint | null;
  turnoverRatesBp: Record<CashbackCategory, number>;
  /** A period may be claimed this many days after it ends. */
  claimDays: number;
};

export type YeekeeShootingConfig = {
  /** YEEKEE_SHOOT_NEEDS_BILL: only members holding a pending bill in the round may shoot (default off). */
  needsPendingBill: boolean;
};

/** Satang. A bonus of 0 is not paid (docs/YEEKEE.md#bonuses). */
export type YeekeeBonusConfig = {
  lastShotSatang: bigint;
  subtractedShotSatang: bigint;
  /** The shooter's bills in the round (pending or settled, not cancelled) must total at least this. */
  minBillsSatang: bigint;
};

export type PaymentsConfig = {
  /**
   * A deposit intent (QR or transfer details) stays payable this long
   * (docs/rules/payments.md#deposit-intents: 15 min).
   */
  depositIntentTtlMs: number;
  /**
   * Money reported this long before an intent opened or after it expired still counts as arriving while
   * it was open (bank statements print minutes, clocks differ); suffixes are reserved accordingly.
   */
  depositMatchGraceMs: number;
  /** GATEWAY_SECRET; without it the server keeps a generated one in DATA_DIR/gateway-secret. */
  gatewaySecret: string | undefined;
  /** Webhooks signed further than this from our clock are refused (replays of old captures). */
  webhookToleranceMs: number;
  /** A payout with no callback this long after it was sent becomes unknown and its status is asked (docs/PAYMENTS.md#payouts). */
  payoutCallbackMs: number;
  /**
   * Mounts the sandbox gateway (/sandbox/bank, its webhook, its retries) and lets sandbox:pay run. On by
   * default on the embedded database, off by default on PostgreSQL (docs/PAYMENTS.md).
   */
  sandboxGateway: boolean;
};

export type GamesConfig = {
  /** Where the browser loads the built-in provider's game pages; its origin joins the CSP frame-src. */
  demoProviderUrl: string;
  /** PROVIDER_SECRET; without it the server keeps a generated one in DATA_DIR/provider-secret. */
  providerSecret: string | undefined;
  /** A launch link must be opened (the provider authenticates) within this time, once. */
  launchTokenTtlMs: number;
  /** A provider session without a bet or balance call for this long takes no more bets. */
  sessionIdleMs: number;
  /**
   * A win may take a round's wins up to its standing stakes × this, for games whose catalogue row has no
   * maximum of its own (third-party games); beyond it the win is refused and queued (docs/GAMES.md).
   */
  defaultMaxWinMultiplier: number;
};

export type MembersConfig = {
  sessionAbsoluteMs: number;
  sessionIdleMs: number;
  /** Failed logins counted per phone and per address within this window (fixed, from the first one). */
  loginWindowMs: number;
  /** Failures of one phone from one address that stop that address trying that phone. */
  loginMaxFailuresPerAccountIp: number;
  /** Failures of one phone from every address together that lock it for all (a reset by OTP lifts it). */
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  /** check_account and register share these: per address, and per phone or bank account number. */
  checkAccountMaxPerIp: number;
  checkAccountMaxPerTarget: number;
  otpTtlMs: number;
  otpMaxAttempts: number;
  otpResendMs: number;
  otpMaxPerIpPerHour: number;
  smsSender: 'sandbox';
  /**
   * A higher or removed responsible-gaming limit waits this long
   * (docs/rules/responsible-gaming.md#limits: 24 h).
   */
  rgLoosenDelayMs: number;
  /** VIP level 1 (gold) and 2 (hero) from lifetime deposits or turnover, in satang. */
  vip: {
    goldDepositSatang: bigint;
    goldTurnoverSatang: bigint;
    heroDepositSatang: bigint;
    heroTurnoverSatang: bigint;
  };
  /**
   * Argon2id's cost for a member's new password hash. loadConfig never sets it, so a server always hashes
   * at the rules' cost (docs/rules/accounts.md#passwords); only the server's tests lower it, for the hashes
   * of their own members (docs/ARCHITECTURE.md#tests). A stored hash names its own cost, so verifying is
   * unchanged.
   */
  passwordHashCost?: PasswordHashCost;
};

/** Argon2id's memory (KiB) and passes for one hash, with one lane. */
export type PasswordHashCost = { memoryCost: number; timeCost: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The sandbox gateway pays any deposit without money moving, from a page nobody logs in to. A site on
 * PostgreSQL is a real deployment, so there it stays off unless SANDBOX_GATEWAY=1 (or true) says
 * otherwise; `npm start` on the embedded database is a trial on one machine, so there it is on unless
 * SANDBOX_GATEWAY=0 (or false).
 */
export function sandboxGatewayOn(setting: boolean | undefined, databaseUrl: string | undefined): boolean {
  return setting ?? databaseUrl === undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start-up and fails with every bad variable named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = env[name];
      // URLs may carry passwords, so only short plain values are echoed back.
      const shown = value !== undefined && !name.endsWith('_URL') ? ` (got "${value}")` : '';
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (a pair from `npx web-push generate-vapid-keys`) or neither',
    );
  }
  if (e.BACKOFFICE_PORT !== undefined && e.BACKOFFICE_PORT !== 0 && e.BACKOFFICE_PORT === e.PORT) {
    throw new ConfigError(
      `Invalid configuration:\n  BACKOFFICE_PORT: must differ from PORT (got "${e.BACKOFFICE_PORT}")`,
    );
  }
  const demoProviderUrl = (e.DEMO_PROVIDER_URL ?? `http://localhost:${e.DEMO_PROVIDER_PORT}`).replace(
    /\/+$/,
    '',
  );
  const demoProviderOrigin = new URL(demoProviderUrl).origin;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(process.cwd(), e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    redisNamespace: e.REDIS_NAMESPACE,
    agentCode: e.AGENT_CODE,
    agentId: e.AGENT_ID,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(process.cwd(), e.WEB_DIST_DIR)
      : path.resolve(serverPackageDir, '../web/dist'),
    siteUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mediaDir: path.resolve(serverPackageDir, 'media'),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    csp: {
      // The built-in provider's games run in the game sheet's frame.
      frameOrigins: [...new Set([...e.CSP_FRAME_ORIGINS, demoProviderOrigin])],
      // The LIFF pages' SDK calls LINE's API from the page (docs/LINE.md#the-line-front-end-sdk).
      connectOrigins: [...e.CSP_CONNECT_ORIGINS, ...(e.LINE_LIFF_ID ? [LINE_API_ORIGIN] : [])],
    },
    contentLinkHosts: e.CONTENT_LINK_HOSTS,
    trustProxy: e.TRUST_PROXY,
    drainNoticeMs: e.DRAIN_NOTICE_MS,
    operatorToken: e.OPERATOR_TOKEN,
    demoMember: e.DEMO_MEMBER ? e.DEMO_MEMBER === 'true' : e.NODE_ENV !== 'production',
    members: {
      sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * HOUR,
      sessionIdleMs: e.SESSION_IDLE_MINUTES * MINUTE,
      loginWindowMs: e.LOGIN_WINDOW_MINUTES * MINUTE,
      loginMaxFailuresPerAccountIp: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_IP,
      loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      checkAccountMaxPerIp: e.CHECK_ACCOUNT_MAX_PER_IP,
      checkAccountMaxPerTarget: e.CHECK_ACCOUNT_MAX_PER_TARGET,
      otpTtlMs: e.OTP_TTL_MINUTES * MINUTE,
      otpMaxAttempts: e.OTP_MAX_ATTEMPTS,
      otpResendMs: e.OTP_RESEND_SECONDS * 1000,
      otpMaxPerIpPerHour: e.OTP_MAX_PER_IP_PER_HOUR,
      smsSender: e.SMS_SENDER,
      rgLoosenDelayMs: e.RG_LOOSEN_DELAY_HOURS * HOUR,
      vip: {
        goldDepositSatang: BigInt(e.VIP_GOLD_DEPOSIT_BAHT) * 100n,
        goldTurnoverSatang: BigInt(e.VIP_GOLD_TURNOVER_BAHT) * 100n,
        heroDepositSatang: BigInt(e.VIP_HERO_DEPOSIT_BAHT) * 100n,
        heroTurnoverSatang: BigInt(e.VIP_HERO_TURNOVER_BAHT) * 100n,
      },
    },
    games: {
      demoProviderUrl,
      providerSecret: e.PROVIDER_SECRET,
      launchTokenTtlMs: e.GAME_LAUNCH_TOKEN_MINUTES * MINUTE,
      sessionIdleMs: e.GAME_SESSION_IDLE_MINUTES * MINUTE,
      defaultMaxWinMultiplier: e.PROVIDER_MAX_WIN_MULTIPLIER,
    },
    payments: {
      depositIntentTtlMs: e.DEPOSIT_INTENT_TTL_MINUTES * MINUTE,
      depositMatchGraceMs: e.DEPOSIT_MATCH_GRACE_MINUTES * MINUTE,
      gatewaySecret: e.GATEWAY_SECRET,
      webhookToleranceMs: e.WEBHOOK_TOLERANCE_SECONDS * 1000,
      payoutCallbackMs: e.PAYOUT_CALLBACK_MINUTES * MINUTE,
      sandboxGateway: sandboxGatewayOn(e.SANDBOX_GATEWAY, e.DATABASE_URL),
    },
    yeekeeBonus: {
      lastShotSatang: BigInt(e.YEEKEE_LAST_SHOT_BONUS_BAHT) * 100n,
      subtractedShotSatang: BigInt(e.YEEKEE_SUBTRACTED_SHOT_BONUS_BAHT) * 100n,
      minBillsSatang: BigInt(e.YEEKEE_BONUS_MIN_BILLS_BAHT) * 100n,
    },
    yeekeeShooting: { needsPendingBill: e.YEEKEE_SHOOT_NEEDS_BILL },
    wheelSpinsPerSeed: e.WHEEL_SPINS_PER_SEED,
    line: {
      liffId: e.LINE_LIFF_ID,
      loginChannelId: e.LINE_LOGIN_CHANNEL_ID,
      apiBase: e.LINE_API_BASE,
      channelAccessToken: e.LINE_CHANNEL_ACCESS_TOKEN,
    },
    cashback: {
      lossRateBp: e.CASHBACK_LOSS_RATE_BP,
      lossMinSatang: BigInt(e.CASHBACK_LOSS_MIN_BAHT) * 100n,
      lossMaxSatang: e.CASHBACK_LOSS_MAX_BAHT === 0 ? null : BigInt(e.CASHBACK_LOSS_MAX_BAHT) * 100n,
      turnoverRatesBp: e.CASHBACK_TURNOVER_RATES_BP,
      claimDays: e.CASHBACK_CLAIM_DAYS,
    },
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject:
        e.VAPID_SUBJECT ??
        (e.PUBLIC_URL?.startsWith('https://')
          ? e.PUBLIC_URL
          : `mailto:webpush@${e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'localhost'}`),
      endpointHosts: e.PUSH_ENDPOINT_HOSTS,
    },
    backoffice: {
      secretKey: e.BACKOFFICE_SECRET_KEY,
      previousSecretKey: e.BACKOFFICE_SECRET_KEY_PREVIOUS,
      publicUrl: (
        e.BACKOFFICE_PUBLIC_URL ??
        (e.BACKOFFICE_PORT === undefined ? e.PUBLIC_URL : undefined) ??
        `http://localhost:${e.BACKOFFICE_PORT ?? e.PORT}`
      ).replace(/\/+$/, ''),
      port: e.BACKOFFICE_PORT,
      host: e.BACKOFFICE_HOST ?? '127.0.0.1',
      sessionAbsoluteMs: e.BACKOFFICE_SESSION_HOURS * HOUR,
      sessionIdleMs: e.BACKOFFICE_IDLE_MINUTES * MINUTE,
      loginWindowMs: e.BACKOFFICE_LOGIN_WINDOW_MINUTES * MINUTE,
      loginMaxFailuresPerLogin: e.BACKOFFICE_LOGIN_MAX_FAILURES_PER_LOGIN,
      loginMaxFailuresPerIp: e.BACKOFFICE_LOGIN_MAX_FAILURES_PER_IP,
      financeAdjustLimitSatang: BigInt(e.BACKOFFICE_FINANCE_ADJUST_LIMIT) * 100n,
    },
  };
}
