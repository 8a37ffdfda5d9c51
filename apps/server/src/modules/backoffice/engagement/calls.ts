import { ENGAGEMENT_CALLS } from '@ug99/contract';
import type { BackofficeCall } from '@ug99/contract';

/** An entry of ENGAGEMENT_CALLS by method and path: each route is registered from its entry. */
export function engagementCall(method: BackofficeCall['method'], path: string): BackofficeCall {
  const call = ENGAGEMENT_CALLS.find((c) => c.method === method && c.path === path);
  if (!call) throw new Error(`${method} ${path} is not in ENGAGEMENT_CALLS`);
  return call;
}

/** The list filter `all | active | inactive` as the domain's optional flag. */
export const activeOf = (f: 'all' | 'active' | 'inactive') => (f === 'all' ? undefined : f === 'active');
