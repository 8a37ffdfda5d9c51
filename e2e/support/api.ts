// The member API called straight from a journey (outside the browser), with a member's bearer token:
// for set-up and for checking what the page showed against the server.
import { PASSWORD } from './member.ts';
import { sharedServer } from './shared-server.ts';

export type Envelope<T> = { error: number; data: T; message: string };

/** GET without a body, POST with one; `baseURL`: a journey's own server, by default the shared one. */
export async function apiAs<T>(
  token: string,
  pathname: string,
  body?: object,
  baseURL = sharedServer().baseURL,
): Promise<Envelope<T>> {
  const response = await fetch(`${baseURL}${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Envelope<T>;
}

/** A fresh token for a member registered with the journeys' password. */
export async function tokenOf(phone: string, baseURL = sharedServer().baseURL): Promise<string> {
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: phone, password: PASSWORD }),
  });
  return ((await response.json()) as Envelope<{ access_token: string }>).data.access_token;
}

/** The balance (baht) of one of the member's wallets, by wallet type id. */
export async function walletBalance(token: string, walletTypeId: number): Promise<number> {
  const wallets = await apiAs<{ wallet_type_id: number; balance: number }[]>(token, '/api/member/wallets');
  return wallets.data.find((w) => w.wallet_type_id === walletTypeId)!.balance;
}
