import { lottoOutsideRoutes, routePath } from '@ug99/contract';
import { currentAccessToken } from '@/shared/store/user-store.ts';
import { th } from '@/th.ts';

/**
 * GET /api/lotto/bill/image: the member's own bill as a PNG (docs/LOTTO.md#the-bill-as-a-picture). The
 * picture needs the bearer token, so it is fetched rather than put in an <img>; a refusal comes back as
 * the server's envelope, whose Thai message is answered instead of a picture.
 */
export async function getBillImage(billId: number): Promise<{ file: File } | { message: string }> {
  const token = currentAccessToken();
  let response: Response;
  try {
    response = await fetch(`${routePath(lottoOutsideRoutes.billImage)}?bill_id=${billId}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    return { message: th.api.networkError };
  }
  if (response.ok && response.headers.get('content-type')?.startsWith('image/png')) {
    const blob = await response.blob();
    return { file: new File([blob], `bill-${billId}.png`, { type: 'image/png' }) };
  }
  try {
    const body = (await response.json()) as { message?: string };
    return { message: body.message ?? th.api.networkError };
  } catch {
    return { message: th.api.networkError };
  }
}
