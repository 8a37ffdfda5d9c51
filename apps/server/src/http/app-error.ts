import type { ErrorKey } from '@ug99/contract';

/**
 * A failure the member can act on, named by its entry in the contract's ERRORS table. Services throw
 * it; the error handler answers it with that entry's HTTP status, code and Thai message.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(readonly key: ErrorKey) {
    super(key);
  }
}
