import type { QueryClient } from '@tanstack/react-query';
import { ERRORS, type LottoRound } from '@ug99/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { lottoTh } from '../th.ts';
import { ApiError } from '@/shared/api/index.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useLottoRate } from '../api/get-rate.ts';
import { lottoRoundQueryOptions, useLottoRound } from '../api/get-round.ts';
import { BetForm } from '../components/bet-form.tsx';
import { Countdown } from '../components/countdown.tsx';
import { LottoNav } from '../components/lotto-nav.tsx';
import { useNow } from '../components/use-now.ts';
import { roundState, type RoundPhase, type RoundState } from '../round-phase.ts';
import { roundTitleWithoutCategory } from '../round-title.ts';

// The yeekee side of the page is its own chunk: a round of another category never loads it.
const YeekeePanel = lazy(() => import('../components/yeekee/yeekee-panel.tsx'));

// What a round id can look like (a positive 32-bit integer); anything else cannot name one.
const ROUND_ID = /^[1-9]\d{0,9}$/;

/**
 * /lotto/{round_id}: the id must be a round the server knows, else the page fails validation and shows
 * the 404 (docs/rules/member-site.md#error-page). Fetching the round clears the cached bill.
 */
export function roundLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<{ roundId: number }> => {
    const raw = params.round_id ?? '';
    const roundId = Number(raw);
    if (!ROUND_ID.test(raw) || roundId > 2_147_483_647) throw data(null, { status: 404 });
    try {
      await queryClient.fetchQuery({ ...lottoRoundQueryOptions(roundId), staleTime: 0 });
    } catch (error) {
      const unknownRound = error instanceof ApiError && error.code === ERRORS.LOTTO_ROUND_NOT_FOUND.code;
      if (unknownRound) throw data(null, { status: 404 });
      throw error;
    }
    return { roundId };
  };
}

export function Component() {
  const { roundId } = useLoaderData<{ roundId: number }>();
  const round = useLottoRound(roundId).data;
  const rates = useLottoRate(roundId).data;
  const now = useNow();
  const state = round ? roundState(round, now) : null;
  useRefreshAtPhaseChange(roundId, state?.phase);
  if (!round || !state) return null;
  const open = state.phase === 'open';
  const main = !open ? (
    <div
      role="status"
      className="space-y-3 rounded-2xl border border-ink-500 bg-ink-800 px-4 py-6 text-center"
    >
      <p className="text-lg font-bold text-white">{state.word}</p>
      <p className="text-base text-muted">
        {state.phase === 'upcoming' ? lottoTh.roundUpcomingNote : lottoTh.roundClosedNote}
      </p>
      <Link to="/lotto/lobby" className="link-gold inline-flex min-h-11 items-center text-base">
        {lottoTh.backToLobby}
      </Link>
    </div>
  ) : rates ? (
    <BetForm round={round} rates={rates} />
  ) : (
    <Skeleton className="h-96 w-full rounded-2xl" />
  );
  // A yeekee round has the shooting beside the bet form (docs/YEEKEE.md, "The round page"); it stays in
  // the same place when the round closes, so the feed keeps its state. On a phone it comes first: the
  // shoot pad and the live feed are what a yeekee round is about, the bet form follows.
  if (round.category.code === 'yeekee') {
    const beside = state.phase === 'open' || state.phase === 'upcoming';
    return (
      <div className="mx-auto max-w-[1280px] space-y-4">
        <LottoNav />
        <RoundHeader round={round} state={state} />
        <div className={`grid items-start gap-4 ${beside ? 'lg:grid-cols-[minmax(0,1fr)_360px]' : ''}`}>
          <div className={beside ? 'lg:col-start-2 lg:row-start-1' : ''}>
            <Suspense fallback={<Skeleton className="h-96 w-full rounded-2xl" />}>
              <YeekeePanel round={round} state={state} />
            </Suspense>
          </div>
          <div className={`space-y-3 ${beside ? 'lg:col-start-1 lg:row-start-1' : ''}`}>
            {main}
            <Link
              to={`/lotto/results?category_id=${round.category.category_id}`}
              className="link-gold inline-flex min-h-11 items-center text-base"
            >
              {lottoTh.yeekee.dayResults}
            </Link>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-[960px] space-y-4">
      <LottoNav />
      <RoundHeader round={round} state={state} />
      {main}
    </div>
  );
}

/**
 * When the round opens or closes on this device's clock, the round is read again: after the close the
 * server's word (ออกผลแล้ว, จ่ายเงินแล้ว) replaces the page's own.
 */
function useRefreshAtPhaseChange(roundId: number, phase: RoundPhase | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(phase);
  useEffect(() => {
    if (seen.current !== undefined && phase !== undefined && seen.current !== phase) {
      void queryClient.invalidateQueries({ queryKey: lottoRoundQueryOptions(roundId).queryKey });
    }
    seen.current = phase;
  }, [phase, roundId, queryClient]);
}

function RoundHeader({ round, state }: { round: LottoRound; state: RoundState }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-gold-600/40 bg-linear-to-r from-ink-800 to-red-700/25 p-4">
      <img
        src={round.category.image}
        alt=""
        width={56}
        height={40}
        className="h-10 w-14 rounded object-cover"
      />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-xl font-bold text-white">{round.category.name}</h1>
        <p className="truncate text-base text-muted">
          {roundTitleWithoutCategory(round.title, round.category.name)}
        </p>
        <p className="text-sm text-muted">
          <span className={state.phase === 'open' ? 'text-green-300' : 'text-gold-300'}>{state.word}</span>
          {' · '}
          <span>{state.time}</span>
        </p>
      </div>
      {state.left !== null && (
        <div className="shrink-0 text-right">
          <p className="text-sm text-muted">{state.leftLabel}</p>
          <Countdown seconds={state.left} label={state.leftLabel} />
        </div>
      )}
    </div>
  );
}
