/**
 * Verifies a LIFF ID token (docs/LINE.md#verification). The server never trusts a LINE user id the page
 * sends: it sends the ID token to LINE's verify endpoint, which checks the signature, the expiry and that
 * the token was issued for our channel, and answers the user's id. An adapter, so tests use a fake one
 * and never reach the network.
 */
export type LineIdentity = { userId: string; displayName: string | null };
export type LineVerification =
  { ok: true; identity: LineIdentity } | { ok: false; reason: 'invalid' | 'unavailable' };
export type LineTokenVerifier = { verify(idToken: string): Promise<LineVerification> };

/** LINE's API host, LINE_API_BASE's default: every LINE call the server makes starts with the configured base. */
export const LINE_API_DEFAULT_BASE = 'https://api.line.me';
const VERIFY_PATH = '/oauth2/v2.1/verify';
const TIMEOUT_MS = 5_000;

/**
 * The real adapter: LINE's verify endpoint under `apiBase` (LINE_API_BASE, docs/LINE.md#verification), for
 * the LINE Login channel the LIFF app belongs to.
 */
export function createLineTokenVerifier(opts: {
  channelId: string;
  apiBase?: string;
  fetch?: typeof fetch;
}): LineTokenVerifier {
  const doFetch = opts.fetch ?? fetch;
  const url = `${opts.apiBase ?? LINE_API_DEFAULT_BASE}${VERIFY_PATH}`;
  return {
    async verify(idToken) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id_token: idToken, client_id: opts.channelId }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      // 400: expired, tampered or another channel's token. 5xx or anything else: LINE is not answering.
      if (response.status === 400 || response.status === 401) return { ok: false, reason: 'invalid' };
      if (!response.ok) return { ok: false, reason: 'unavailable' };
      const body = (await response.json().catch(() => null)) as {
        sub?: unknown;
        aud?: unknown;
        name?: unknown;
      } | null;
      if (!body || typeof body.sub !== 'string' || body.sub === '' || body.aud !== opts.channelId) {
        return { ok: false, reason: 'invalid' };
      }
      return {
        ok: true,
        identity: { userId: body.sub, displayName: typeof body.name === 'string' ? body.name : null },
      };
    },
  };
}
