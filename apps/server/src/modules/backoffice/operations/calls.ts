import { OPERATIONS_CALLS } from '@ug99/contract';
import type { BackofficeCall } from '@ug99/contract';

/** An entry of OPERATIONS_CALLS by method and path: each route is registered from its entry. */
export function operationsCall(method: BackofficeCall['method'], path: string): BackofficeCall {
  const call = OPERATIONS_CALLS.find((c) => c.method === method && c.path === path);
  if (!call) throw new Error(`${method} ${path} is not in OPERATIONS_CALLS`);
  return call;
}
