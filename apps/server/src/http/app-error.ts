import type { ErrorKey } from '@ug99/contract';

/**
 * A failure the member can act on, named by its entry in the contract's ERRORS table. Services throw
 * it; the error handler answers it with that entry's HTTP status, code and Thai message, or with
 * `thaiMessage` when the rule needs to say more (how many minutes to wait, which limit was reached).
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly key: ErrorKey,
    readonly thaiMessage?: string,
    /** Answered as the envelope's `data`, for the few refusals that carry what the member must see. */
    readonly data?: unknown,
  ) {
    super(key);
  }
}
