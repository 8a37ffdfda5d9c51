/** A public call's answer, as anyone outside the site reads it. */
type Envelope<T> = { error: number; data: T | null; message: string };

/**
 * The data of one public GET call, for the fairness checks that recompute a draw from the site's public
 * calls only (docs/rules/polls.md#checking-a-draw); throws on an HTTP failure, a business failure or no data.
 */
export async function publicCallData<T>(url: string): Promise<T> {
  const res = await fetch(url);
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok || body.error !== 0 || body.data === null) {
    throw new Error(`${url} answered ${res.status} error ${body.error}: ${body.message}`);
  }
  return body.data;
}
