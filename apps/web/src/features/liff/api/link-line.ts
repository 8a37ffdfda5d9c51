import { lineRoutes, type LineLink } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';

/** POST /api/member/line/link: the server verifies the ID token with LINE and links its user. */
export async function linkLine(idToken: string): Promise<LineLink> {
  return unwrap(
    await callApi(lineRoutes.link, {
      body: { id_token: idToken },
      toastOnFail: false,
    }),
  );
}
