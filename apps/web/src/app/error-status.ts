import { isRouteErrorResponse } from 'react-router';
import { th } from '../th.ts';
import { isChunkLoadError } from './chunk-reload.ts';

export interface ErrorView {
  status: number;
  title: string;
  message: string | null;
  /**
   * The fixed English text of docs/rules/member-site.md#error-page, marked so screen readers switch language.
   */
  messageIsEnglish: boolean;
  hint: string;
}

/**
 * What the error page says (docs/rules/member-site.md#error-page): 404 is 'Not Found' / 'This page could not
 * be found'; any other route error shows its status (500 when it has none) with 'An error occurred' and its
 * message.
 */
export function describeRouteError(error: unknown): ErrorView {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return {
      status,
      title: th.errorPage.notFoundTitle,
      message: th.errorPage.notFoundMessage,
      messageIsEnglish: true,
      hint: th.errorPage.notFoundHint,
    };
  }
  // A missing chunk means the site was updated under an open tab; the browser's wording helps nobody.
  const message = isChunkLoadError(error)
    ? th.errorPage.chunkFailed
    : isRouteErrorResponse(error)
      ? typeof error.data === 'string' && error.data
        ? error.data
        : error.statusText || null
      : error instanceof Error
        ? error.message
        : null;
  return {
    status,
    title: th.errorPage.genericTitle,
    message,
    messageIsEnglish: false,
    hint: th.errorPage.genericHint,
  };
}
