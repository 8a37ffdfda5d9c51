import { useQueryClient } from '@tanstack/react-query';
import type { LottoRoundStatus, YeekeeStreamEvent } from '@ug99/contract';
import { useEffect, useState } from 'react';
import { yeekeeListKey, useYeekeeList } from '../../api/get-yeekee-list.ts';
import { lottoRoundQueryOptions } from '../../api/get-round.ts';
import type { YeekeeList } from '../../api/yeekee-types.ts';
import { openYeekeeStream } from '../../api/yeekee-stream.ts';

/** The feed shows as many shots as the list call returns. */
const FEED_SIZE = 50;

export interface YeekeeResultEvent {
  status: LottoRoundStatus;
  top3: string | null;
  bottom2: string | null;
}

/** The seq of the newest shot held (0 before the first). */
export const lastSeqOf = (list: YeekeeList | undefined) => list?.shots[0]?.seq ?? 0;

/** Folds one feed event into the list: a shot already held (a resumed feed may repeat one) is ignored. */
export function applyYeekeeEvent(list: YeekeeList, event: YeekeeStreamEvent): YeekeeList {
  if (event.type === 'shot') {
    if (event.shot.seq <= lastSeqOf(list)) return list;
    return {
      ...list,
      shots: [event.shot, ...list.shots].slice(0, FEED_SIZE),
      sum: event.sum,
      count: event.count,
    };
  }
  if (event.type === 'closed') return list.status === 'open' ? { ...list, status: 'closed' } : list;
  return { ...list, status: event.status };
}

/** After these nothing in the round changes: no feed is opened. */
const FINAL: readonly LottoRoundStatus[] = ['resulted', 'settled', 'voided'];

/**
 * The round's latest shots, kept live: the list call gives the start, then the feed adds each shot as the
 * server accepts it, and the close and the result. The feed runs until the result. A close (the schedule's
 * or an operator's) fetches the round again, so the page stops offering the bet form and the pad at once.
 */
export function useYeekeeFeed(roundId: number) {
  const queryClient = useQueryClient();
  const list = useYeekeeList(roundId);
  const [connected, setConnected] = useState(true);
  const [result, setResult] = useState<YeekeeResultEvent | null>(null);
  const loaded = list.data !== undefined;
  const live = loaded && !FINAL.includes(list.data.status);

  useEffect(() => {
    if (!live) return;
    const key = yeekeeListKey(roundId);
    return openYeekeeStream(roundId, {
      lastSeq: () => lastSeqOf(queryClient.getQueryData<YeekeeList>(key)),
      onConnection: setConnected,
      onEvent: (event) => {
        queryClient.setQueryData<YeekeeList>(key, (current) =>
          current ? applyYeekeeEvent(current, event) : current,
        );
        if (event.type === 'result') {
          setResult({ status: event.status, top3: event.top3, bottom2: event.bottom2 });
        }
        if (event.type !== 'shot') {
          void queryClient.invalidateQueries({ queryKey: lottoRoundQueryOptions(roundId).queryKey });
        }
      },
    });
  }, [live, roundId, queryClient]);

  return { list: list.data, connected: connected || !live, result };
}
