import type { Route } from './define.ts';

/*
 * The lotto's two calls that answer no envelope, so they are not in the route table (decisions/0010): the
 * server registers them itself and the web app reads them with fetch and EventSource, never callApi. Their
 * query schemas are `lottoBillImageQuery` and `yeekeeStreamQuery` (lotto.ts).
 * The index exports this module as `lottoOutsideRoutes`.
 */

/** The member's own bill as a PNG; a refusal answers the JSON envelope (docs/LOTTO.md#the-bill-as-a-picture). */
export const billImage = 'GET /api/lotto/bill/image' as Route;
/** Server-sent events of a yeekee round (docs/YEEKEE.md); a refusal before the stream answers JSON. */
export const yeekeeStream = 'GET /api/lotto/yeekee/stream' as Route;
