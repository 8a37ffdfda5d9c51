/**
 * Why a call did not produce data. `business` is a non-zero envelope (HTTP 200) that a caller chose to
 * treat as an exception (see unwrap); the others are protocol failures already handled by the client.
 */
export type ApiErrorKind = 'business' | 'unauthorized' | 'bad-request' | 'server' | 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message);
  }
}
