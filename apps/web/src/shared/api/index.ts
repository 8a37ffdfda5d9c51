export { ApiError, type ApiErrorKind } from './api-error.ts';
export { apiRequest, callApi, setApiNavigator, unwrap } from './client.ts';
export type { ApiRequestOptions, CallRequest } from './client.ts';
export { CONTENT_STALE_MS, retryNetworkOnce } from './query-defaults.ts';
export { newRequestId } from './request-id.ts';
