export { ApiError, type ApiErrorKind } from './api-error.ts';
export { apiRequest, setApiNavigator, unwrap, type ApiRequestOptions } from './client.ts';
export { CONTENT_STALE_MS, retryNetworkOnce } from './query-defaults.ts';
export { newRequestId } from './request-id.ts';
