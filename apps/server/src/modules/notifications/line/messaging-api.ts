/**
 * LINE's Messaging API push (docs/NOTIFICATIONS.md#line-messages): `POST {LINE_API_BASE}/v2/bot/message/push`
 * with the channel access token as bearer, and `X-Line-Retry-Key` so that LINE accepts a retried push
 * once. An adapter: tests point the base at a local fake LINE API.
 */

/** A LINE text message (the Messaging API's `type: text`, at most 5000 characters). */
export type LineTextMessage = { type: 'text'; text: string };

/** LINE's answer: its HTTP status, or null when none came (refused, timed out). */
export type LinePush = (to: string, messages: LineTextMessage[], retryKey: string) => Promise<number | null>;

const PUSH_PATH = '/v2/bot/message/push';
/** LINE that has not answered by then counts as a failed attempt. */
const LINE_TIMEOUT_MS = 5_000;

export function lineMessagingApi(opts: {
  apiBase: string;
  channelAccessToken: string;
  fetch?: typeof fetch;
}): LinePush {
  const doFetch = opts.fetch ?? fetch;
  return async (to, messages, retryKey) => {
    try {
      const res = await doFetch(`${opts.apiBase}${PUSH_PATH}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${opts.channelAccessToken}`,
          'content-type': 'application/json',
          'x-line-retry-key': retryKey,
        },
        body: JSON.stringify({ to, messages }),
        signal: AbortSignal.timeout(LINE_TIMEOUT_MS),
      });
      await res.body?.cancel();
      return res.status;
    } catch {
      return null;
    }
  };
}
