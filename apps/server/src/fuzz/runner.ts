import { operatorSession } from '#testing/backoffice.ts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { PROVIDER_HEADERS } from '@ug99/contract';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from '@ug99/sandbox-gateway';
import { createSession } from '#members';
import { signProviderBody } from '#games';
import type { TestApp } from '#testing/app.ts';
import type { Draft } from './drafts.ts';
import { draftsFor } from './drafts.ts';
import { dictionaryOf } from './fixture.ts';
import type { FuzzMember } from './fixture.ts';
import type { Answer, Target } from './targets.ts';
import { toJson, toQueryString } from './wire.ts';
import { takeWrites } from './write-journal.ts';

export type Secrets = {
  operatorToken: string;
  providerSecret: string;
  gatewaySecret: string;
  /** An admin's back-office session cookie; renewed when a fuzzed call ends it (logout, revoke). */
  backofficeCookie: string;
};

/** A problem the suite found, with a request that reproduces it. */
export type Finding = {
  route: string;
  problem: string;
  /** How many requests showed the same problem; `request` is the shortest of them. */
  count: number;
  request: { method: string; url: string; credential: string; contentType?: string; body?: string };
  answer: string;
};

export type RouteResult = {
  sent: number;
  findings: Finding[];
  /** Requests valid by the schema, with the right credential, that got past the schema check. */
  reachedHandler: number;
};

const SHOWN_BODY_CHARS = 240;

const shorten = (text: string, max = SHOWN_BODY_CHARS) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** One finding in a few lines: the problem, a request that reproduces it, and the answer. */
export function describeFinding(f: Finding): string {
  const r = f.request;
  const type = r.contentType ? ` (${r.contentType})` : '';
  const body = r.body !== undefined ? `\n  body${type}: ${r.body}` : '';
  return `${f.route}: ${f.problem} ×${f.count}\n  ${r.method} ${r.url} [${r.credential}]${body}\n  answer: ${f.answer}`;
}

/** A stable per-route seed, so that adding a route does not change what the others send. */
export function seedOf(base: number, name: string): number {
  let hash = base | 0;
  for (let i = 0; i < name.length; i++) hash = (Math.imul(hash, 31) + name.charCodeAt(i)) | 0;
  return hash;
}

type Live = { t: TestApp; member: FuzzMember; secrets: Secrets };

/** The request a draft describes, with today's token and a signature over the exact bytes. */
function materialize(target: Target, draft: Draft, live: Live): InjectOptions {
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (draft.body.kind === 'json') {
    payload = toJson(draft.body.value);
    headers['content-type'] = draft.body.contentType;
  } else if (draft.body.kind === 'raw') {
    payload = draft.body.text;
    if (draft.body.contentType) headers['content-type'] = draft.body.contentType;
  }
  const { credential } = draft;
  const { secrets, member } = live;
  if (target.access === 'provider' || target.access === 'gateway') {
    const now = String(Math.floor(Date.now() / 1000));
    const body = payload ?? '';
    const sign = (secret: string, timestamp: string) =>
      target.access === 'provider'
        ? signProviderBody(secret, timestamp, body)
        : signWebhook(secret, Number(timestamp), body);
    const names =
      target.access === 'provider'
        ? { timestamp: PROVIDER_HEADERS.timestamp, signature: PROVIDER_HEADERS.signature }
        : { timestamp: TIMESTAMP_HEADER, signature: SIGNATURE_HEADER };
    const secret = target.access === 'provider' ? secrets.providerSecret : secrets.gatewaySecret;
    const signed = (key: string, timestamp: string) => {
      headers[names.timestamp] = timestamp;
      headers[names.signature] = sign(key, timestamp);
    };
    if (credential.kind === 'valid') signed(secret, now);
    if (credential.kind === 'wrong-secret') signed(`${secret}-not`, now);
    if (credential.kind === 'timestamp') signed(secret, credential.value);
  } else if (target.access === 'backoffice') {
    if (credential.kind === 'valid') headers.cookie = secrets.backofficeCookie;
    if (credential.kind === 'member-token') headers.authorization = `Bearer ${member.token}`;
    if (credential.kind === 'header') headers.authorization = credential.value;
  } else {
    const own = target.access === 'operator' ? secrets.operatorToken : member.token;
    if (credential.kind === 'valid') headers.authorization = `Bearer ${own}`;
    if (credential.kind === 'member-token') headers.authorization = `Bearer ${member.token}`;
    if (credential.kind === 'header') headers.authorization = credential.value;
  }
  return { method: target.method, url: draft.path + toQueryString(draft.query), headers, payload };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeCredential(draft: Draft): string {
  const c = draft.credential;
  if (c.kind === 'header') return `Authorization: ${shorten(c.value, 60)}`;
  if (c.kind === 'timestamp') return `signed at timestamp "${c.value}"`;
  return c.kind;
}

/** Error lines the app logged while answering: a fault even when the answer looked fine. */
function loggedErrors(t: TestApp, from: number): string[] {
  return t.logs
    .slice(from)
    .filter((line) => typeof line.level === 'number' && line.level >= 50)
    .map((line) => {
      const err = line.err as { message?: string } | undefined;
      return `${String(line.msg)}${err?.message ? `: ${err.message}` : ''}`;
    });
}

/**
 * Sends `runs` requests drawn for `target` with a fixed seed, as `member`, and reports every 5xx,
 * every fault hidden in a 2xx or in the log, and every refused request that wrote a row
 * (write-journal.ts).
 */
export async function fuzzRoute(input: {
  t: TestApp;
  target: Target;
  member: FuzzMember;
  runs: number;
  seed: number;
  secrets: Secrets;
}): Promise<RouteResult> {
  const { t, target, member, runs, seed, secrets } = input;
  const live: Live = { t, member, secrets };
  const drafts = fc.sample(draftsFor(target, dictionaryOf(member)), { seed, numRuns: runs });
  const findings = new Map<string, Finding>();
  let reachedHandler = 0;
  // Whatever the setup wrote is not this route's doing.
  await takeWrites(t.database.db);

  const report = (problem: string, draft: Draft, request: InjectOptions, answer: string) => {
    const key = `${target.name} | ${problem}`;
    const body = typeof request.payload === 'string' ? request.payload : undefined;
    const shown: Finding = {
      route: target.name,
      problem,
      count: (findings.get(key)?.count ?? 0) + 1,
      request: {
        method: String(request.method),
        url: shorten(String(request.url), 200),
        credential: describeCredential(draft),
        ...(request.headers?.['content-type']
          ? { contentType: String(request.headers['content-type']) }
          : {}),
        ...(body !== undefined ? { body: shorten(body) } : {}),
      },
      answer: shorten(answer, 300),
    };
    const earlier = findings.get(key);
    const shorter = !earlier || (body?.length ?? 0) < (earlier.request.body?.length ?? 0);
    findings.set(key, shorter ? shown : { ...earlier, count: shown.count });
  };

  for (const draft of drafts) {
    const request = materialize(target, draft, live);
    const logsBefore = t.logs.length;
    const res = await t.app.inject(request);
    const answer: Answer = { statusCode: res.statusCode, json: parseJson(res.body) };
    const refused = target.refused(answer);

    if (res.statusCode >= 500) report(`HTTP ${res.statusCode}`, draft, request, res.body);
    const hidden = target.faulted?.(answer);
    if (hidden)
      report(`fault behind HTTP ${res.statusCode}: ${shorten(hidden, 120)}`, draft, request, res.body);
    for (const line of loggedErrors(t, logsBefore))
      report(`logged an error: ${shorten(line, 160)}`, draft, request, res.body);

    const written = await takeWrites(t.database.db);
    const allowed = refused ? (target.refusalMayWrite?.(answer) ?? []) : [];
    const forbidden = written.filter((table) => refused && !allowed.includes(table));
    if (forbidden.length > 0) {
      report(`refused (HTTP ${res.statusCode}) but wrote ${forbidden.join(', ')}`, draft, request, res.body);
    }

    if (draft.valid && draft.credential.kind === 'valid' && res.statusCode !== 400) {
      const status = (answer.json as { status?: unknown } | undefined)?.status;
      if (status !== 'BAD_REQUEST') reachedHandler += 1;
    }
    if (target.access === 'backoffice' && draft.credential.kind === 'valid' && res.statusCode === 401) {
      secrets.backofficeCookie = (await operatorSession(t, 'admin')).cookie;
      await takeWrites(t.database.db);
    }
    // An accepted logout (or a password change elsewhere) ends the member's session; the next
    // requests need a live token to reach anything behind it.
    const memberToken = target.access === 'member' || target.access === 'public';
    if (memberToken && draft.credential.kind === 'valid' && res.statusCode === 401) {
      const session = await createSession(t.database.db, {
        memberId: member.memberId,
        now: new Date(),
        policy: { absoluteMs: t.config.members.sessionAbsoluteMs, idleMs: t.config.members.sessionIdleMs },
      });
      member.token = session.token;
      await takeWrites(t.database.db);
    }
  }
  return { sent: drafts.length, findings: [...findings.values()], reachedHandler };
}
