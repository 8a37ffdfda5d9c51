import { ApiError } from './api-error.ts';

/** Operator-managed content (banners, announcements, promotions) changes rarely during a visit. */
export const CONTENT_STALE_MS = 5 * 60_000;

/**
 * Only a dropped connection is worth one more try; every other failure has been answered on purpose
 * and retrying would repeat its toast or redirect.
 */
export function retryNetworkOnce(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network' && failureCount < 1;
}
