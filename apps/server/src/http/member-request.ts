import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { failEnvelope } from '@ug99/contract';
import { responses } from '#shared/responses.ts';

// The request side of the member guard: what a guarded route reads. It lives here, not in #members, so
// that a domain #members itself depends on (responsible gaming) can guard its routes without a cycle
// between the two (docs/ARCHITECTURE.md#no-cycles-between-domains). Members fills it (installMemberAuth).

/** Who is calling, as a member route sees it. */
export type SessionMember = { id: number; phone: string; agentId: number; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireMember`; member routes read it, others never do. */
    member: SessionMember | null;
  }
}

/** The preHandler that fills `request.member` from the bearer token, or answers HTTP 401. */
export type RequireMember = preHandlerAsyncHookHandler;

/** The member of a route guarded by `requireMember`; a route that forgot the guard fails loudly. */
export function memberOf(req: FastifyRequest): SessionMember {
  if (!req.member) throw new Error(`${req.routeOptions.url} reads the member without requireMember`);
  return req.member;
}

/** A member route's documented answers: those of every route, plus 401 without a live session. */
export function memberResponses<T extends z.ZodType>(data: T) {
  return { ...responses(data), 401: failEnvelope };
}
