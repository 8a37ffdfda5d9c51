import { z } from 'zod';
import {
  authenticateRequest,
  BACKOFFICE_CALLS,
  ERRORS,
  balanceRequest,
  betRequest,
  PROVIDER_CALLS,
  rollbackRequest,
  winRequest,
} from '@ug99/contract';
import { paymentEvent } from '#payments';
import type { JsonSchema } from './valid-values.ts';

/**
 * Who may call a route, which decides the credentials the suite sends: a member's bearer token, none
 * (public, though a member's token is sent too), the operator token, or an HMAC signature.
 */
export type Access = 'member' | 'public' | 'operator' | 'backoffice' | 'provider' | 'gateway' | 'sandbox';

export type Answer = { statusCode: number; json: unknown };

export type Target = {
  /** `METHOD /path` as the OpenAPI document names it. */
  name: string;
  method: 'GET' | 'POST';
  /** Path parameters filled in: one path, or several to choose from (the provider's ids and calls). */
  paths: readonly string[];
  body?: JsonSchema;
  query?: JsonSchema;
  access: Access;
  /** Share of the request budget; routes that hash a password on valid input cost more per request. */
  weight: number;
  /**
   * Whether the route's accepted requests change what its member can do next (a logout, a cool-off, a
   * withdrawal hold, a bet): such a route gets a member of its own, the others share one.
   */
  changesMember: boolean;
  /** Tables this refusal writes by design (each with the rule that makes it so); none by default. */
  refusalMayWrite?(answer: Answer): readonly string[];
  /** Whether the answer is a refusal (4xx, `error != 0`, a protocol status other than OK). */
  refused(answer: Answer): boolean;
  /** Whether the answer shows a fault behind a 2xx (the provider's INTERNAL_ERROR, a command's stack). */
  faulted?(answer: Answer): string | undefined;
};

type OpenApiOperation = {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** POST calls that only read. */
const READ_ONLY_POSTS = new Set([
  'POST /api/member/wallets',
  'POST /api/member/points',
  'POST /api/game/wallets',
]);

const isClientError = (status: number) => status >= 400 && status < 500;

const errorOf = (json: unknown) => (json as { error?: unknown } | null)?.error;

/** The envelope's verdict: a 4xx, or HTTP 200 with a business refusal (`error != 0`). */
/** The back-office calls that need an operator's session cookie (docs/BACKOFFICE.md#roles). */
const BACKOFFICE_SESSION_CALLS = new Set(
  BACKOFFICE_CALLS.filter((c) => c.roles !== 'public').map(
    (c) => `${c.method} ${c.path.replace(/:(\w+)/g, '{$1}')}`,
  ),
);
const isBackofficeSession = (name: string) => BACKOFFICE_SESSION_CALLS.has(name);

function accessOf(name: string, memberSecurity: boolean): Access {
  if (isBackofficeSession(name)) return 'backoffice';
  return memberSecurity ? 'member' : 'public';
}

/** The guard slides an operator session's last-seen time (at most once a minute), refused call or not. */
const sessionSlides = () => ['operator_sessions'];

export const refusedByEnvelope = ({ statusCode, json }: Answer) =>
  isClientError(statusCode) || errorOf(json) !== 0;

/** Valid input to these calls runs Argon2 (about 50 ms): fewer requests, the same variety. */
const PASSWORD_HASHING = new Set([
  'POST /api/register',
  'POST /api/login',
  'POST /api/reset_password_v2',
  'POST /api/member/change_password',
  'POST /api/member/update_sub_bank_account',
]);

/**
 * A wrong one-time code uses up one of the code's tries (modules/members/passwords.ts): that refusal is
 * the throttle working, so the code's row changes while the answer is OTP_INVALID, or OTP_EXPIRED for
 * the wrong code that used the last try.
 */
const OTP_TRY_USED: readonly unknown[] = [ERRORS.OTP_INVALID.code, ERRORS.OTP_EXPIRED.code];
const REFUSAL_WRITES: Record<string, (answer: Answer) => readonly string[]> = {
  'POST /api/reset_password_v2': ({ json }) =>
    OTP_TRY_USED.includes(errorOf(json)) ? ['password_reset_otps'] : [],
};

/**
 * Calls whose accepted request never ends (server-sent events with no input but the token): `inject`
 * would wait for the end forever. Their refusals and streams are tested in their modules
 * (modules/live/live.test.ts, modules/backoffice/operations/queues).
 */
const ENDLESS_STREAMS = new Set(['GET /api/member/events', 'GET /api/backoffice/queues/events']);

/** Every call of the OpenAPI document, with its body and query schemas as the document states them. */
export function documentedTargets(doc: OpenApiDocument): Target[] {
  const targets: Target[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      if (ENDLESS_STREAMS.has(name)) continue;
      if (name === 'POST /api/operator/run') {
        targets.push(operatorTarget(operation));
        continue;
      }
      targets.push({
        name,
        method: method.toUpperCase() as 'GET' | 'POST',
        paths: [path],
        body: operation.requestBody?.content['application/json']?.schema,
        query: querySchema(operation),
        access: accessOf(name, Boolean(operation.security)),
        weight: PASSWORD_HASHING.has(name) ? 0.5 : 1,
        changesMember: Boolean(operation.security) && method === 'post' && !READ_ONLY_POSTS.has(name),
        refusalMayWrite: REFUSAL_WRITES[name] ?? (isBackofficeSession(name) ? sessionSlides : undefined),
        refused: refusedByEnvelope,
      });
    }
  }
  return targets;
}

function querySchema(operation: OpenApiOperation): JsonSchema | undefined {
  const params = (operation.parameters ?? []).filter((p) => p.in === 'query');
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * The operator API. An answer with `exit_code != 0` is a refused command and must write nothing; a
 * command that printed a stack (`<name> failed: ...`, operator/execute.ts) hit a fault, not a rule.
 */
function operatorTarget(operation: OpenApiOperation): Target {
  const data = (json: unknown) =>
    (json as { data?: { exit_code?: number; err?: string[] } } | null)?.data ?? undefined;
  return {
    name: 'POST /api/operator/run',
    method: 'POST',
    paths: ['/api/operator/run'],
    body: operation.requestBody?.content['application/json']?.schema,
    access: 'operator',
    weight: 1,
    changesMember: true,
    refused: (answer) => refusedByEnvelope(answer) || data(answer.json)?.exit_code !== 0,
    faulted: (answer) => data(answer.json)?.err?.find((line) => / failed: /.test(line)),
  };
}

const schemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const PROVIDER_BODIES: Record<(typeof PROVIDER_CALLS)[number], z.ZodType> = {
  authenticate: authenticateRequest,
  balance: balanceRequest,
  bet: betRequest,
  win: winRequest,
  rollback: rollbackRequest,
};

/** Ids and call names that exist only on Object.prototype, or nearly match a real one. */
const HOSTILE_PATH_SEGMENTS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'DEMO',
  'demo%00',
  'demo%ED%A0%80',
  '%2e%2e',
  'x'.repeat(120),
];

const providerAnswer = (json: unknown) => (json as { status?: unknown } | null)?.status;

/** Refused before a transaction id is claimed: the signature, the time window, a reused id. */
const REFUSED_BEFORE_CLAIM = new Set(['BAD_SIGNATURE', 'STALE_TIMESTAMP', 'DUPLICATE_TRANSACTION']);

/**
 * A money call's refusal (no funds, no such bet, round closed, player blocked) is stored with its
 * transaction id, so that a retry is answered alike (provider_money_call, migration 0031), and a rollback
 * naming a bet that never came bars that id. Nothing else may change, and nothing at all when the
 * call was refused before its id was claimed.
 */
const storedRefusal = ({ statusCode, json }: Answer): readonly string[] =>
  isClientError(statusCode) || REFUSED_BEFORE_CLAIM.has(String(providerAnswer(json)))
    ? []
    : ['provider_transactions'];

/**
 * The signed routes. They are left out of the OpenAPI document (they are not member calls), so their
 * schemas come from the contract (the protocol) and the webhook's own event schema.
 */
export function signedTargets(): Target[] {
  const provider = PROVIDER_CALLS.map((call): Target => ({
    name: `POST /api/provider/demo/${call}`,
    method: 'POST',
    paths: [`/api/provider/demo/${call}`],
    body: schemaOf(PROVIDER_BODIES[call]),
    access: 'provider',
    weight: 1,
    changesMember: call !== 'balance',
    refusalMayWrite: call === 'authenticate' || call === 'balance' ? undefined : storedRefusal,
    refused: ({ statusCode, json }) => isClientError(statusCode) || providerAnswer(json) !== 'OK',
    faulted: ({ json }) => (providerAnswer(json) === 'INTERNAL_ERROR' ? 'INTERNAL_ERROR' : undefined),
  }));
  const providerPaths: Target = {
    name: 'POST /api/provider/:provider_id/:call',
    method: 'POST',
    paths: [
      ...HOSTILE_PATH_SEGMENTS.map((id) => `/api/provider/${id}/bet`),
      ...HOSTILE_PATH_SEGMENTS.map((call) => `/api/provider/demo/${call}`),
    ],
    body: schemaOf(betRequest),
    access: 'provider',
    weight: 0.5,
    changesMember: true,
    refused: ({ statusCode, json }) => isClientError(statusCode) || providerAnswer(json) !== 'OK',
    faulted: ({ json }) => (providerAnswer(json) === 'INTERNAL_ERROR' ? 'INTERNAL_ERROR' : undefined),
  };
  const webhook: Target = {
    name: 'POST /api/payment/webhook/sandbox',
    method: 'POST',
    paths: ['/api/payment/webhook/sandbox'],
    body: schemaOf(paymentEvent),
    access: 'gateway',
    weight: 1.5,
    changesMember: true,
    refused: refusedByEnvelope,
  };
  return [...provider, providerPaths, webhook];
}

/**
 * The sandbox gateway's JSON calls (mounted by the server unless SANDBOX_GATEWAY is off). They answer
 * 404/409 to a reference they cannot pay; the bank page's form post answers HTML either way, so only
 * its status is judged.
 */
export function sandboxTargets(): Target[] {
  const reference: JsonSchema = {
    type: 'object',
    properties: { reference: { type: 'string', minLength: 1, maxLength: 40 } },
    required: ['reference'],
  };
  const sandbox = (path: string, body: JsonSchema, judged: boolean): Target => ({
    name: `POST ${path}`,
    method: 'POST',
    paths: [path],
    body,
    access: 'sandbox',
    weight: 0.5,
    changesMember: false,
    refused: ({ statusCode }) => judged && isClientError(statusCode),
  });
  return [
    sandbox('/sandbox/api/pay', reference, true),
    sandbox('/sandbox/bank/pay', reference, false),
    sandbox(
      '/sandbox/api/redeliver',
      { type: 'object', properties: { event_id: { type: 'string', minLength: 1, maxLength: 100 } } },
      true,
    ),
  ];
}
