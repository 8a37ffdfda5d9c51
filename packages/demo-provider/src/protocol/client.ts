import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import {
  authenticateResult,
  PROVIDER_HEADERS,
  providerSigningPayload,
  walletResult,
  type AuthenticateRequest,
  type AuthenticateResult,
  type BalanceRequest,
  type BetRequest,
  type ProviderCall,
  type RollbackRequest,
  type WalletResult,
  type WinRequest,
} from '@ug99/contract';

/** Lowercase hex HMAC-SHA256 of `${timestamp}.${rawBody}`, as the operator recomputes it. */
export function signProviderRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(providerSigningPayload(timestamp, rawBody)).digest('hex');
}

/** The operator could not be reached (or kept failing) after every retry: the outcome is unknown. */
export class OperatorUnavailableError extends Error {
  constructor(call: ProviderCall, cause: unknown) {
    super(`operator did not answer ${call}`, { cause });
  }
}

export type ProtocolClientOptions = {
  operatorApiUrl: string;
  providerId: string;
  secret: () => string | undefined;
  /** Attempts after the first one; each resends the same body, so the same transaction id. */
  retries?: number;
  backoffMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

export type ProtocolClient = {
  authenticate(body: AuthenticateRequest): Promise<AuthenticateResult>;
  balance(body: BalanceRequest): Promise<WalletResult>;
  bet(body: BetRequest): Promise<WalletResult>;
  win(body: WinRequest): Promise<WalletResult>;
  rollback(body: RollbackRequest): Promise<WalletResult>;
};

export function createProtocolClient(options: ProtocolClientOptions): ProtocolClient {
  const retries = options.retries ?? 4;
  const backoffMs = options.backoffMs ?? 250;
  const timeoutMs = options.timeoutMs ?? 5000;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;

  async function call<T extends { status: string }>(
    name: ProviderCall,
    body: object,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const rawBody = JSON.stringify(body);
    let lastProblem: unknown;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 1)));
      const secret = options.secret();
      if (!secret) {
        lastProblem = new Error('the provider secret is not available yet');
        continue;
      }
      const timestamp = String(Math.floor(now() / 1000));
      try {
        const response = await doFetch(
          `${options.operatorApiUrl}/api/provider/${options.providerId}/${name}`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [PROVIDER_HEADERS.timestamp]: timestamp,
              [PROVIDER_HEADERS.signature]: signProviderRequest(secret, timestamp, rawBody),
            },
            body: rawBody,
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const result = schema.parse(await response.json());
        // The operator failed midway; the same transaction id makes the retry safe.
        if (result.status === 'INTERNAL_ERROR' && attempt < retries) {
          lastProblem = new Error('INTERNAL_ERROR');
          continue;
        }
        return result;
      } catch (err) {
        lastProblem = err;
      }
    }
    throw new OperatorUnavailableError(name, lastProblem);
  }

  return {
    authenticate: (body) => call('authenticate', body, authenticateResult),
    balance: (body) => call('balance', body, walletResult),
    bet: (body) => call('bet', body, walletResult),
    win: (body) => call('win', body, walletResult),
    rollback: (body) => call('rollback', body, walletResult),
  };
}
